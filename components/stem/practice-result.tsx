import type { AttemptResult } from "@/lib/stem/practice/attempts";
import type { AskedQuestion } from "@/lib/stem/practice/types";

/** A marked answer: right or not, what was answered, the right answer and the worked solution. */
export function PracticeResult({ question, result }: { question: AskedQuestion; result: AttemptResult }) {
  return (
    <section
      aria-labelledby="result-heading"
      className={`card scroll-mt-24 ${result.correct ? "border-brand-200 bg-brand-50" : "border-sun-300 bg-sun-100"}`}
    >
      <p className="text-lg font-medium">{question.prompt}</p>
      <h3 id="result-heading" className="mt-3 text-xl">
        {result.correct ? "Correct." : "Not quite."}
      </h3>
      <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">Your answer</dt>
        <dd>{result.given}</dd>
        <dt className="font-semibold">The answer</dt>
        <dd>{result.rightAnswer}</dd>
      </dl>
      <h4 className="mt-4 font-semibold">Worked solution</h4>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        {result.solution.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
