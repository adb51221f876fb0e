import type { AttemptResult, Celebration } from "@/lib/stem/practice/attempts";
import { MathText } from "./math-text";

/** A marked answer: right or not, what was answered, the right answer and the worked solution. */
export function PracticeResult({ prompt, result }: { prompt: string; result: AttemptResult }) {
  const verdict = result.correct ? (result.afterHint ? "Correct, with the hint." : "Correct.") : "Not quite.";
  return (
    <section
      aria-labelledby="result-heading"
      className={`card scroll-mt-24 ${result.correct ? "border-brand-200 bg-brand-50" : "border-sun-300 bg-sun-100"}`}
    >
      <p className="text-lg font-medium">
        <MathText text={prompt} />
      </p>
      <h3 id="result-heading" className="mt-3 text-xl">
        {verdict}
      </h3>
      <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {result.firstAnswer ? (
          <>
            <dt className="font-semibold">First answer</dt>
            <dd>{result.firstAnswer}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{result.firstAnswer ? "Second answer" : "Your answer"}</dt>
        <dd>{result.given}</dd>
        <dt className="font-semibold">The answer</dt>
        <dd>
          <MathText text={result.rightAnswer} />
        </dd>
      </dl>
      <h4 className="mt-4 font-semibold">Worked solution</h4>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        {result.solution.map((step, index) => (
          <li key={index}>
            <MathText text={step} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A short, quiet celebration: a goal met or a level reached by this very answer. */
export function PracticeCelebration({ celebration, topicTitle }: { celebration: Celebration; topicTitle: string }) {
  const lines = [
    celebration.goalReached
      ? `Today's goal reached: ${celebration.goalReached.goal} questions.${
          celebration.goalReached.streak > 1 ? ` That makes ${celebration.goalReached.streak} days in a row.` : ""
        }`
      : null,
    celebration.mastered
      ? `You have mastered ${topicTitle}. It will come back for review, so it stays mastered.`
      : celebration.levelReached
        ? `Level ${celebration.levelReached} reached in ${topicTitle}.`
        : null,
  ].filter((line): line is string => line !== null);
  return (
    <div role="status" className="card border-brand-300 bg-brand-50">
      <p className="text-lg font-semibold text-brand-900">
        <span aria-hidden="true">★ </span>
        {lines.join(" ")}
      </p>
    </div>
  );
}
