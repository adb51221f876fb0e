/**
 * Where a learner stands in a topic, worked out from their answers in order. Derived, never stored:
 * simultaneous answers cannot leave it half-updated, and a rule change applies to the past as well.
 */
import { MS_PER_DAY } from "@/lib/dates";
import { SAST_OFFSET_MS, sastDate } from "@/lib/south-african-time";
import type { Level } from "./types";

export interface AnsweredQuestion {
  level: number;
  correct: boolean;
  /** 1: right or wrong at the first answer; 2: after a hint. */
  tries: number;
  answeredAt: Date;
}

/** Right first time, in a row, at the topic's level, to go up a level. */
export const RISE_AFTER = 3;
/** Wrong, in a row, to go down a level. */
export const FALL_AFTER = 2;
/** Right first time, in a row, at level 3, to master the topic. */
export const MASTER_AFTER = 4;
/** Days from mastering (or the last review passed) to the next review: they grow. */
export const REVIEW_INTERVALS_DAYS = [3, 7, 14, 30, 60] as const;

export interface TopicStanding {
  level: Level;
  /** Right first time in a row at this level. */
  run: number;
  mastered: boolean;
  /** When the next review is due, for a mastered topic. */
  reviewDueAt: Date | null;
  answered: number;
  right: number;
  /** Percent right of the last RECENT answers; null before any. */
  recent: number | null;
  lastAnsweredAt: Date | null;
}

export const RECENT = 10;

export function topicStanding(answers: readonly AnsweredQuestion[]): TopicStanding {
  let level: Level = 1;
  let run = 0;
  let misses = 0;
  let mastered = false;
  let reviewStep = 0;
  let reviewDueAt: Date | null = null;
  for (const answer of answers) {
    const firstTime = answer.correct && answer.tries <= 1;
    if (mastered) {
      if (!firstTime) {
        // Mastery is kept by using it: a slip takes the topic back to level 2, to earn it again.
        mastered = false;
        reviewDueAt = null;
        level = 2;
        run = 0;
        misses = 0;
      } else if (reviewDueAt && answer.answeredAt >= reviewDueAt) {
        reviewStep = Math.min(reviewStep + 1, REVIEW_INTERVALS_DAYS.length - 1);
        reviewDueAt = new Date(answer.answeredAt.getTime() + REVIEW_INTERVALS_DAYS[reviewStep] * MS_PER_DAY);
      }
      continue;
    }
    if (firstTime) {
      misses = 0;
      // An easier question answered right says little about this level.
      if (answer.level < level) continue;
      run += 1;
      if (level < 3 && run >= RISE_AFTER) {
        level = (level + 1) as Level;
        run = 0;
      } else if (level === 3 && run >= MASTER_AFTER) {
        mastered = true;
        reviewStep = 0;
        reviewDueAt = new Date(answer.answeredAt.getTime() + REVIEW_INTERVALS_DAYS[0] * MS_PER_DAY);
      }
    } else if (answer.correct) {
      // Right after a hint: no step up, no step down.
      run = 0;
    } else {
      run = 0;
      // A harder question got wrong says little about this level.
      if (answer.level > level) continue;
      misses += 1;
      if (level > 1 && misses >= FALL_AFTER) {
        level = (level - 1) as Level;
        misses = 0;
      }
    }
  }
  const recent = answers.slice(-RECENT);
  return {
    level,
    run,
    mastered,
    reviewDueAt,
    answered: answers.length,
    right: answers.filter((answer) => answer.correct).length,
    recent: recent.length ? Math.round((100 * recent.filter((answer) => answer.correct).length) / recent.length) : null,
    lastAnsweredAt: answers.at(-1)?.answeredAt ?? null,
  };
}

export interface DailyRecord {
  goal: number;
  today: number;
  /** Days in a row, up to today (or yesterday while today is still open), on which the goal was met. */
  streak: number;
  goalMetToday: boolean;
}

/** Days are South African days. */
export function dailyRecord(answeredAt: readonly Date[], goal: number, now: Date): DailyRecord {
  const perDay = new Map<string, number>();
  for (const at of answeredAt) perDay.set(sastDate(at), (perDay.get(sastDate(at)) ?? 0) + 1);
  const today = sastDate(now);
  const met = (day: string) => (perDay.get(day) ?? 0) >= goal;
  let streak = 0;
  let day = new Date(now.getTime());
  if (!met(today)) day = new Date(day.getTime() - MS_PER_DAY);
  while (met(sastDate(day))) {
    streak += 1;
    day = new Date(day.getTime() - MS_PER_DAY);
  }
  return { goal, today: perDay.get(today) ?? 0, streak, goalMetToday: met(today) };
}

/** The start of the South African day holding `at`, as an instant. */
export function startOfSastDay(at: Date): Date {
  return new Date(Date.parse(`${sastDate(at)}T00:00:00.000Z`) - SAST_OFFSET_MS);
}
