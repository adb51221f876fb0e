import { MASTERY_WINDOW, type TopicProgress } from "@/lib/stem/practice/attempts";

/** A topic's practice so far, in one line: answered, right, and mastery of the last ten. */
export function TopicProgressLine({ progress }: { progress: TopicProgress }) {
  if (progress.attempts === 0) return <p className="mt-2 text-muted">Not practised yet.</p>;
  return (
    <p className="mt-2 text-muted">
      {progress.attempts} answered, {progress.correct} right · mastery {progress.mastery}% of the last{" "}
      {Math.min(progress.attempts, MASTERY_WINDOW)}
      {progress.mastered ? " · mastered" : ""}
    </p>
  );
}
