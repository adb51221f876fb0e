import { FeedbackForm } from "@/components/staff/facilitator-forms";
import { ItemList } from "@/components/staff/item-list";
import { StaffPage, StaffSection } from "@/components/staff/staff-page";
import { FilterLinks } from "@/components/ui/filter-links";
import { requireStaffScreen } from "@/lib/auth/guards";
import { SCOPES, type ScopeId } from "@/lib/entrepreneurship/arenas";
import {
  answersForFacilitators,
  consoleCategories,
  type ConsoleAnswerView,
} from "@/lib/entrepreneurship/assessment-feedback";
import { assessmentsConsoleQuerySchema } from "@/lib/entrepreneurship/schemas";
import { formatMoment } from "@/lib/format";
import { ASSESSMENTS_PATH } from "@/lib/staff/roles";
import { screenMetadata } from "@/lib/staff/screens";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { saveFeedback } from "./actions";

export const metadata = screenMetadata("assessments");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The screen's address for a filter: an arena, then one of its categories. */
function filterHref(scope?: ScopeId, category?: string): string {
  const params = new URLSearchParams();
  if (scope) params.set("scope", scope);
  if (scope && category) params.set("category", category);
  const query = params.toString();
  return query ? `${ASSESSMENTS_PATH}?${query}` : ASSESSMENTS_PATH;
}

/** Learners' answers by arena and category, the most recent first, each with the facilitator's feedback form. */
export default async function AssessmentsConsolePage({ searchParams }: Props) {
  await requireStaffScreen("assessments");
  const query = lenientQuery(assessmentsConsoleQuerySchema, queryRecord(await searchParams));
  const scope = SCOPES.find((item) => item.id === query.scope);
  const categories = scope ? await consoleCategories(scope.id) : [];
  // A category of another arena (an edited address) falls back to the whole arena.
  const category = categories.find((item) => item.id === query.category);
  const { answers, total } = await answersForFacilitators({ scope: scope?.id, categoryId: category?.id });
  const where = category ? `${category.title} (${scope!.label})` : scope ? `the ${scope.label} arena` : "every arena";

  return (
    <StaffPage screen="assessments">
      <FilterLinks
        label="Arena"
        className="mt-6"
        links={[
          { href: filterHref(), label: "All arenas", current: !scope },
          ...SCOPES.map((item) => ({ href: filterHref(item.id), label: item.label, current: scope?.id === item.id })),
        ]}
      />
      {scope ? (
        <FilterLinks
          label={`Categories in ${scope.label}`}
          className="mt-3"
          scroll
          links={[
            { href: filterHref(scope.id), label: "All categories", current: !category },
            ...categories.map((item) => ({
              href: filterHref(scope.id, item.id),
              label: item.title,
              current: category?.id === item.id,
            })),
          ]}
        />
      ) : null}

      <StaffSection id="answers" title={`Answers in ${where} (${total})`} className="mt-8">
        {total > answers.length ? (
          <p className="mt-1 text-sm text-muted">
            The {answers.length} most recent are shown: choose an arena and a category to see others.
          </p>
        ) : null}
        <ItemList
          items={answers}
          keyOf={(answer) => `${answer.userId}:${answer.categoryId}:${answer.step}`}
          render={(answer) => <AnswerItem answer={answer} />}
          empty="No answers here yet."
        />
      </StaffSection>
    </StaffPage>
  );
}

/** One answer: whose, where, what it says, the feedback so far, and the form to write it. */
function AnswerItem({ answer }: { answer: ConsoleAnswerView }) {
  const label = `on ${answer.learner}'s answer: ${answer.stepLabel}, ${answer.category}`;
  return (
    <article className="card" aria-label={`${answer.learner}: ${answer.stepLabel}, ${answer.category}`}>
      <header>
        <p className="text-sm text-muted">
          {answer.arena} · {answer.category}
        </p>
        <h3 className="mt-1 text-xl">
          {answer.stepLabel}: {answer.learner}
        </h3>
        <p className="mt-1 text-sm text-muted">
          Saved <time dateTime={answer.answeredAt}>{formatMoment(answer.answeredAt)}</time>
        </p>
      </header>
      <blockquote className="mt-3 whitespace-pre-line break-words border-l-4 border-line pl-3">
        {answer.answer}
      </blockquote>
      <p className="mt-3 break-words text-sm">
        {answer.feedback ? (
          <>
            Feedback given <time dateTime={answer.feedback.at}>{formatMoment(answer.feedback.at)}</time>
            {answer.feedback.by ? ` by ${answer.feedback.by}` : ""}.
            {answer.feedback.answerChangedSince ? (
              <strong className="ml-1 text-red-800">The learner changed the answer after it.</strong>
            ) : null}
          </>
        ) : (
          <span className="font-semibold">No feedback yet.</span>
        )}
      </p>
      <div className="mt-3 max-w-2xl">
        <FeedbackForm
          userId={answer.userId}
          categoryId={answer.categoryId}
          step={answer.step}
          current={answer.feedback?.text ?? null}
          label={label}
          action={saveFeedback}
        />
      </div>
    </article>
  );
}
