import Link from "next/link";
import { formatDay } from "@/lib/format";
import { testPath } from "@/lib/stem/pages";
import type { recentTests } from "@/lib/stem/practice/tests";

type RecentTest = Awaited<ReturnType<typeof recentTests>>[number];

/** The learner's last tests: open ones to carry on, finished ones with their mark. */
export function RecentTests({ tests }: { tests: readonly RecentTest[] }) {
  if (tests.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="text-lg">Your recent tests</h3>
      <ul className="mt-2 space-y-1">
        {tests.map((test) => (
          <li key={test.testId}>
            <Link href={testPath(test.testId)}>
              {test.kind === "diagnostic" ? "Diagnostic" : "Mixed test"}, Grade {test.grade},{" "}
              {formatDay(test.createdAt)}
            </Link>
            <span className="text-muted">
              {" "}
              ·{" "}
              {test.finished
                ? `${test.right} of ${test.asked} right`
                : `${test.answered} of ${test.asked} answered, not handed in`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
