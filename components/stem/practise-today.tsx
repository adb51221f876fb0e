import Link from "next/link";
import { practicePath } from "@/lib/stem/pages";
import type { TopicProgress } from "@/lib/stem/practice/attempts";
import type { DailyRecord } from "@/lib/stem/practice/standing";
import { subjectTitle } from "@/lib/stem/practice/types";

/** Today's practice: the goal and streak, then the reviews due and the weakest topics of the grade. */
export function PractiseToday({ daily, topics }: { daily: DailyRecord; topics: readonly TopicProgress[] }) {
  const left = Math.max(daily.goal - daily.today, 0);
  return (
    <div className="card space-y-4">
      <p className="text-lg">
        <strong>
          Today: {daily.today} of {daily.goal} questions
        </strong>
        {daily.goalMetToday ? " · goal reached" : ` · ${left} to go`}
        {daily.streak > 0 ? ` · ${daily.streak}-day streak` : ""}
      </p>
      <progress
        max={daily.goal}
        value={Math.min(daily.today, daily.goal)}
        aria-label="Today's goal"
        className="h-2 w-full max-w-md accent-brand-700"
      />
      {topics.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((topic) => (
            <li key={topic.topicId} className="rounded-lg border border-line p-3">
              <p className="text-sm font-semibold text-muted">
                {topic.reviewDue ? "Review due" : topic.answered ? "Needs work" : "Next up"} ·{" "}
                {subjectTitle(topic.subject)}, Grade {topic.grade}
              </p>
              <Link href={practicePath(topic.topicId)} className="mt-1 block font-semibold">
                {topic.title}
              </Link>
              <p className="text-sm text-muted">
                {topic.reviewDue ? "Mastered: one right answer keeps it." : `Level ${topic.level} of 3`}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">Nothing is due: every topic of your grade is mastered. Pick any to keep it fresh.</p>
      )}
    </div>
  );
}
