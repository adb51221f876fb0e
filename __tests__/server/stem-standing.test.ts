// Where a learner stands in a topic (lib/stem/practice/standing.ts), from their answers in order:
// levels rise and fall, mastery is earned at the top and can be lost, reviews come back at growing
// intervals, and the daily goal's streak counts South African days.
import { MS_PER_DAY, MS_PER_HOUR } from "@/lib/dates";
import {
  dailyRecord,
  FALL_AFTER,
  MASTER_AFTER,
  REVIEW_INTERVALS_DAYS,
  RISE_AFTER,
  topicStanding,
  type AnsweredQuestion,
} from "@/lib/stem/practice/standing";

const START = Date.parse("2026-03-02T08:00:00Z");

/** Answers an hour apart: "R" right first time, "H" right after the hint, "W" wrong; at the level given or 1. */
function answers(pattern: string, levels: number[] | number = 1, start = START): AnsweredQuestion[] {
  return [...pattern].map((mark, index) => ({
    correct: mark !== "W",
    tries: mark === "R" ? 1 : 2,
    level: Array.isArray(levels) ? levels[index] : levels,
    answeredAt: new Date(start + index * MS_PER_HOUR),
  }));
}

/** Answers that follow the level the topic asks at, as practice does. */
function practised(pattern: string): AnsweredQuestion[] {
  const list: AnsweredQuestion[] = [];
  for (const mark of pattern) {
    const level = topicStanding(list).mastered ? 3 : topicStanding(list).level;
    list.push(...answers(mark, level, START + list.length * MS_PER_HOUR));
  }
  return list;
}

it("starts at level 1 and rises after three right first time in a row", () => {
  expect(topicStanding([])).toMatchObject({ level: 1, mastered: false, answered: 0, recent: null });
  expect(RISE_AFTER).toBe(3);
  expect(topicStanding(practised("RR")).level).toBe(1);
  expect(topicStanding(practised("RRR")).level).toBe(2);
  expect(topicStanding(practised("RRRRRR")).level).toBe(3);
  // A hint breaks the run without costing a level.
  expect(topicStanding(practised("RRHR")).level).toBe(1);
  expect(topicStanding(practised("RRHRRR")).level).toBe(2);
});

it("falls after two wrong in a row, never below 1", () => {
  expect(FALL_AFTER).toBe(2);
  expect(topicStanding(practised("RRRW")).level).toBe(2);
  expect(topicStanding(practised("RRRWW")).level).toBe(1);
  expect(topicStanding(practised("WWWW")).level).toBe(1);
  expect(topicStanding(practised("RRRWRW")).level).toBe(2);
});

it("does not count easier questions towards a level, nor harder ones against it", () => {
  expect(topicStanding(practised("RRR").concat(answers("RRR", 1, START + 10 * MS_PER_HOUR))).level).toBe(2);
  expect(topicStanding(practised("RRR").concat(answers("WW", 3, START + 10 * MS_PER_HOUR))).level).toBe(2);
});

it("masters a topic after a sustained record at level 3, then brings it back for review at growing intervals", () => {
  const toTop = "RRRRRR";
  expect(topicStanding(practised(toTop + "R".repeat(MASTER_AFTER - 1))).mastered).toBe(false);
  const mastered = practised(toTop + "R".repeat(MASTER_AFTER));
  const standing = topicStanding(mastered);
  expect(standing).toMatchObject({ level: 3, mastered: true });
  const masteredAt = mastered.at(-1)!.answeredAt.getTime();
  expect(standing.reviewDueAt!.getTime()).toBe(masteredAt + REVIEW_INTERVALS_DAYS[0] * MS_PER_DAY);

  // A right answer before the review is due changes nothing; at the review it pushes the next one further.
  const early = [...mastered, ...answers("R", 3, masteredAt + MS_PER_DAY)];
  expect(topicStanding(early).reviewDueAt).toEqual(standing.reviewDueAt);
  const reviewedAt = standing.reviewDueAt!.getTime() + MS_PER_HOUR;
  const reviewed = [...mastered, ...answers("R", 3, reviewedAt)];
  expect(topicStanding(reviewed).reviewDueAt!.getTime()).toBe(reviewedAt + REVIEW_INTERVALS_DAYS[1] * MS_PER_DAY);
  const again = topicStanding(reviewed).reviewDueAt!.getTime() + MS_PER_HOUR;
  expect(topicStanding([...reviewed, ...answers("R", 3, again)]).reviewDueAt!.getTime()).toBe(
    again + REVIEW_INTERVALS_DAYS[2] * MS_PER_DAY,
  );
});

it("loses mastery on a wrong answer or one that needed the hint, back to level 2", () => {
  const mastered = practised("RRRRRR" + "R".repeat(MASTER_AFTER));
  const later = mastered.at(-1)!.answeredAt.getTime() + 5 * MS_PER_DAY;
  for (const slip of ["W", "H"]) {
    const standing = topicStanding([...mastered, ...answers(slip, 3, later)]);
    expect(standing).toMatchObject({ mastered: false, level: 2, reviewDueAt: null });
  }
});

it("reports answered, right and the share right of the last ten", () => {
  expect(topicStanding(answers("RWRWRRRRRRRR"))).toMatchObject({ answered: 12, right: 10, recent: 90 });
});

describe("the daily goal and its streak", () => {
  // 2026-03-05 10:00 in Johannesburg.
  const now = new Date("2026-03-05T08:00:00Z");
  const on = (day: string, count: number, hour = "10") =>
    Array.from({ length: count }, () => new Date(`${day}T${hour}:00:00+02:00`));

  it("counts today's answers and the days in a row that met the goal", () => {
    const done = [...on("2026-03-03", 5), ...on("2026-03-04", 5), ...on("2026-03-05", 2)];
    expect(dailyRecord(done, 5, now)).toEqual({ goal: 5, today: 2, streak: 2, goalMetToday: false });
    expect(dailyRecord([...done, ...on("2026-03-05", 3)], 5, now)).toEqual({
      goal: 5,
      today: 5,
      streak: 3,
      goalMetToday: true,
    });
  });

  it("breaks the streak on a day that missed the goal", () => {
    const done = [...on("2026-03-02", 5), ...on("2026-03-03", 4), ...on("2026-03-04", 5)];
    expect(dailyRecord(done, 5, now).streak).toBe(1);
    expect(dailyRecord(done, 4, now).streak).toBe(3);
  });

  it("uses South African days: 23:30 in Johannesburg is still that day", () => {
    const lateNight = [new Date("2026-03-04T21:30:00Z")]; // 23:30 SAST on the 4th
    expect(dailyRecord(lateNight, 1, now)).toMatchObject({ today: 0, streak: 1 });
    const afterMidnight = [new Date("2026-03-04T22:30:00Z")]; // 00:30 SAST on the 5th
    expect(dailyRecord(afterMidnight, 1, now)).toMatchObject({ today: 1, streak: 1, goalMetToday: true });
  });
});
