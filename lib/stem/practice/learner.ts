import "server-only";
import { db } from "@/lib/db/client";
import { DEFAULT_DAILY_GOAL } from "./attempts";
import { GRADES, type Grade } from "./types";

export interface LearnerSettings {
  /** Null until the learner chooses. */
  grade: Grade | null;
  dailyGoal: number;
  /** South African hour of the reminder; null: none. */
  reminderHour: number | null;
}

const isGrade = (value: number): value is Grade => (GRADES as readonly number[]).includes(value);

export async function learnerSettings(userId: string): Promise<LearnerSettings> {
  const row = await db.stemLearner.findUnique({ where: { userId } });
  return {
    grade: row && isGrade(row.grade) ? row.grade : null,
    dailyGoal: row?.dailyGoal ?? DEFAULT_DAILY_GOAL,
    reminderHour: row?.reminderHour ?? null,
  };
}

export async function chooseGrade(userId: string, grade: Grade): Promise<void> {
  await db.stemLearner.upsert({ where: { userId }, create: { userId, grade }, update: { grade } });
}

export async function savePracticeSettings(
  userId: string,
  settings: { grade: Grade; dailyGoal: number; reminderHour: number | null },
): Promise<void> {
  await db.stemLearner.upsert({ where: { userId }, create: { userId, ...settings }, update: settings });
}
