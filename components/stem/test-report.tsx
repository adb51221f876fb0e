import Link from "next/link";
import { practicePath } from "@/lib/stem/pages";
import type { TestView } from "@/lib/stem/practice/tests";
import { MathText } from "./math-text";

/** A finished test, marked like an exam: the score, a line per topic, what to practise, then every question. */
export function TestReport({ test }: { test: TestView }) {
  const report = test.report!;
  const percent = report.asked ? Math.round((100 * report.right) / report.asked) : 0;
  const titles = new Map(report.topics.map((topic) => [topic.topicId, topic.title]));
  return (
    <div className="space-y-8">
      <section aria-labelledby="report-heading" className="card scroll-mt-24">
        <h2 id="report-heading" className="text-2xl">
          {report.right} of {report.asked} right ({percent}%)
        </h2>
        <table className="mt-4 w-full max-w-2xl text-left">
          <caption className="sr-only">Marks per topic</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4">
                Topic
              </th>
              <th scope="col" className="py-2 pr-4">
                Right
              </th>
            </tr>
          </thead>
          <tbody>
            {report.topics.map((topic) => (
              <tr key={topic.topicId} className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <Link href={practicePath(topic.topicId)}>{topic.title}</Link>
                </th>
                <td className="py-2 pr-4">
                  {topic.right} of {topic.asked}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {report.suggested.length ? (
          <>
            <h3 className="mt-6 text-lg">
              {test.kind === "diagnostic" ? "Start with these topics" : "Practise these next"}
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {report.suggested.map((topicId) => (
                <li key={topicId}>
                  <Link href={practicePath(topicId)}>{titles.get(topicId)}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-6">Every question right: choose harder topics, or a longer test.</p>
        )}
      </section>
      <section aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="text-2xl">
          Every question
        </h2>
        <ol className="mt-4 space-y-4">
          {test.questions.map((question) => (
            <li key={question.position} className={`card ${question.correct ? "border-brand-200" : "border-sun-300"}`}>
              <p className="text-sm font-semibold text-muted">
                Question {question.position} · {question.topicTitle} ·{" "}
                {question.correct ? "right" : question.given === null ? "not answered" : "not right"}
              </p>
              <p className="mt-1 font-medium">
                <MathText text={question.question.prompt} />
              </p>
              <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
                <dt className="font-semibold">Your answer</dt>
                <dd>{question.given ?? "Not answered"}</dd>
                <dt className="font-semibold">The answer</dt>
                <dd>
                  <MathText text={question.rightAnswer ?? ""} />
                </dd>
              </dl>
              <details className="mt-2">
                <summary className="cursor-pointer font-semibold">Worked solution</summary>
                <ol className="mt-1 list-decimal space-y-1 pl-5">
                  {(question.solution ?? []).map((step, index) => (
                    <li key={index}>
                      <MathText text={step} />
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
