import type { TopicProgress } from "@/lib/stem/practice/attempts";
import { MASTER_AFTER, RISE_AFTER } from "@/lib/stem/practice/standing";

const day = new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "long", timeZone: "Africa/Johannesburg" });

/** A topic's standing as the page shows it; from JSON, its date arrives as text. */
export type ProgressLine = Pick<TopicProgress, "answered" | "right" | "level" | "run" | "mastered" | "reviewDue"> & {
  reviewDueAt: Date | string | null;
};

/** A topic's practice so far, in one line: its level, what it takes to go on, and the answers. */
export function TopicProgressLine({ progress }: { progress: ProgressLine }) {
  if (progress.answered === 0) return <p className="mt-2 text-muted">Not practised yet · starts at level 1 of 3.</p>;
  const standing = progress.mastered
    ? progress.reviewDue || !progress.reviewDueAt
      ? "Mastered · a review is due"
      : `Mastered · next review ${day.format(new Date(progress.reviewDueAt))}`
    : progress.level < 3
      ? `Level ${progress.level} of 3 · ${RISE_AFTER - progress.run} right in a row to go up`
      : `Level 3 of 3 · ${MASTER_AFTER - progress.run} right in a row to master it`;
  return (
    <p className="mt-2 text-muted">
      {standing} · {progress.answered} answered, {progress.right} right
    </p>
  );
}
