import type { Scope } from "@/lib/entrepreneurship/arenas";
import type { FeedbackView } from "@/lib/entrepreneurship/assessment-feedback";
import type { AssessmentCategoryView } from "@/lib/entrepreneurship/assessments";
import { dashboardHref } from "@/lib/entrepreneurship/pages";
import { formatDay } from "@/lib/format";
import type { FormAction } from "@/lib/forms/form-state";
import { AnswerForm } from "./lazy-forms";
import { SubTabs } from "./sub-tabs";

/** The arena's categories; the chosen one's three step cards, each with the learner's answer form; then every answer given. */
export function AssessmentsPanel({
  scope,
  categories,
  categoryId,
  saveAnswer,
}: {
  scope: Scope;
  categories: AssessmentCategoryView[];
  categoryId?: string;
  /** The server action that saves an answer. */
  saveAnswer: FormAction;
}) {
  const category = categories.find((item) => item.id === categoryId) ?? categories[0];
  const submissions = categories.flatMap((item) =>
    item.steps.flatMap((step) =>
      step.submission
        ? [{ category: item.title, step: step.label, ...step.submission, key: `${item.id}:${step.id}` }]
        : [],
    ),
  );
  if (!category) return <p className="mt-6 text-muted">There are no assessments in this arena yet.</p>;
  return (
    <div className="mt-2">
      <SubTabs
        label="Assessment categories"
        items={categories.map((item) => ({ ...item, label: item.title }))}
        current={category.id}
        hrefOf={(item) => dashboardHref({ scope: scope.id, tab: "assessments", category: item.id })}
        badgeOf={(item) => ({
          text: `${item.answeredCount}/${item.steps.length}`,
          label: `${item.answeredCount} of ${item.steps.length} steps answered`,
        })}
      />
      <section aria-labelledby="category-heading" className="mt-6">
        <h2 id="category-heading" className="text-2xl">
          {category.title}
        </h2>
        <p className="mt-1 max-w-3xl text-muted">{category.description}</p>
        <ol className="mt-5 grid gap-4 lg:grid-cols-3">
          {category.steps.map((step, index) => (
            <li key={step.id} className="card flex flex-col p-5">
              <p className="eyebrow">Step {index + 1}</p>
              <h3 className="mt-1 text-xl">{step.label}</h3>
              <p className="mt-2 font-medium">{step.prompt}</p>
              <p className="mt-1 text-sm text-muted">{step.instruction}</p>
              <div className="mt-4 flex-1">
                <AnswerForm
                  key={`${category.id}:${step.id}`}
                  action={saveAnswer}
                  categoryId={category.id}
                  step={step.id}
                  stepLabel={step.label}
                  submission={step.submission}
                />
              </div>
              {step.submission?.feedback ? <FacilitatorFeedback feedback={step.submission.feedback} /> : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="submissions-heading" className="mt-10">
        <h2 id="submissions-heading" className="text-2xl">
          Your submissions in {scope.label}
        </h2>
        {submissions.length === 0 ? (
          <p className="mt-2 text-muted">You have not submitted an answer in this arena yet.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {submissions.map((submission) => (
              <li key={submission.key} className="rounded-xl border border-line bg-white p-4">
                <p className="text-sm font-semibold text-muted">
                  {submission.category} · {submission.step} · saved {formatDay(submission.updatedAt)}
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{submission.answer}</p>
                {submission.feedback ? <FacilitatorFeedback feedback={submission.feedback} /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A facilitator's feedback beside the answer it is about, and whether the answer changed since. */
function FacilitatorFeedback({ feedback }: { feedback: FeedbackView }) {
  return (
    // Not an <aside>: one per answer would make many landmarks of the same name.
    <div className="mt-4 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-3">
      <p className="text-sm font-semibold text-brand-900">
        Feedback from your facilitator, <time dateTime={feedback.at}>{formatDay(feedback.at)}</time>
      </p>
      <p className="mt-1 whitespace-pre-line break-words">{feedback.text}</p>
      {feedback.answerChangedSince ? (
        <p className="mt-2 text-sm text-muted">You changed this answer after this feedback was written.</p>
      ) : null}
    </div>
  );
}
