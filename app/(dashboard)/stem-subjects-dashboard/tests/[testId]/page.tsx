import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { MathText } from "@/components/stem/math-text";
import { PracticeQuestion } from "@/components/stem/practice-question";
import { TestReport } from "@/components/stem/test-report";
import { ButtonForm } from "@/components/ui/button-form";
import { requireDashboard } from "@/lib/auth/guards";
import { SERVICES } from "@/lib/plans";
import { testPath } from "@/lib/stem/pages";
import { viewTest } from "@/lib/stem/practice/tests";
import { testIdSchema } from "@/lib/stem/schemas";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { answerTestQuestionAction, finishTestAction } from "./actions";

export const metadata: Metadata = { title: "STEM test", robots: { index: false } };

type Props = {
  params: Promise<{ testId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const querySchema = z.object({
  question: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number),
});

const clock = new Intl.DateTimeFormat("en-ZA", { hour: "2-digit", minute: "2-digit", timeZone: "Africa/Johannesburg" });

/** A test in progress, one question at a time; once handed in (or out of time), its report. */
export default async function TestPage({ params, searchParams }: Props) {
  const { testId } = await params;
  const { user } = await requireDashboard("stem", testPath(testId));
  const parsedId = testIdSchema.safeParse(testId);
  const test = parsedId.success ? await viewTest(user.id, parsedId.data) : null;
  if (!test) notFound();
  const title = `${test.kind === "diagnostic" ? "Where do I start? Grade" : "Mixed test, Grade"} ${test.grade}`;

  if (test.finished) {
    return (
      <div className="container-page py-8 sm:py-10">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link href={SERVICES.stem.dashboardPath}>STEM Subjects dashboard</Link>
        </nav>
        <h1 className="mt-4 text-3xl sm:text-4xl">{title}: the report</h1>
        <div className="mt-6 max-w-3xl">
          <TestReport test={test} />
        </div>
      </div>
    );
  }

  const asked = lenientQuery(querySchema, queryRecord(await searchParams)).question;
  const open = test.questions.filter((question) => question.given === null);
  // An answered or unknown number shows the next open question; with none open, the hand-in.
  const current =
    test.questions.find((question) => question.position === asked && question.given === null) ??
    open.find((question) => asked === undefined || question.position >= asked) ??
    open[0];
  const answered = test.questions.length - open.length;

  return (
    <div className="container-page py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={SERVICES.stem.dashboardPath}>STEM Subjects dashboard</Link>
      </nav>
      <h1 className="mt-4 text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-2 text-muted">
        {answered} of {test.questions.length} answered
        {test.endsAt ? ` · hand in by ${clock.format(test.endsAt)} (South African time)` : " · untimed"}. Marks come
        when you hand the test in.
      </p>
      <nav aria-label="Questions" className="mt-4">
        <ol className="flex flex-wrap gap-2">
          {test.questions.map((question) => (
            <li key={question.position}>
              <Link
                href={testPath(test.testId, question.position)}
                aria-current={question.position === current?.position ? "step" : undefined}
                className={`inline-flex h-10 w-10 items-center justify-center rounded-lg border ${
                  question.given !== null ? "border-brand-600 bg-brand-50" : "border-line"
                } aria-[current=step]:ring-2 aria-[current=step]:ring-brand-700`}
              >
                {question.position}
                <span className="sr-only">{question.given !== null ? ", answered" : ", not answered"}</span>
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-6 max-w-3xl space-y-6">
        {current ? (
          <section aria-labelledby="question-heading">
            <h2 id="question-heading" className="text-xl">
              Question {current.position} · {current.topicTitle}
            </h2>
            <div className="mt-3">
              <PracticeQuestion
                key={current.position}
                action={answerTestQuestionAction}
                fields={{ testId: test.testId, position: String(current.position) }}
                form={current.question}
                prompt={<MathText text={current.question.prompt} />}
                choices={
                  current.question.kind === "choice"
                    ? current.question.choices.map((choice, index) => <MathText key={index} text={choice} />)
                    : []
                }
                submitLabel="Save and go on"
              />
            </div>
          </section>
        ) : (
          <p className="card text-lg">Every question is answered. Hand the test in to see your marks.</p>
        )}
        <div className="card space-y-2">
          <p>{open.length ? `Questions left open count as not answered.` : "Ready when you are."}</p>
          <ButtonForm
            action={finishTestAction}
            fields={{ testId: test.testId }}
            label="Hand in the test"
            pendingLabel="Marking…"
            className={open.length ? "btn-secondary" : "btn-primary"}
          />
        </div>
      </div>
    </div>
  );
}
