"use client";

import { useActionState, useState } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction, type FormState } from "@/lib/forms/form-state";
import { practicePath } from "@/lib/stem/pages";
import type { AttemptView, Celebration } from "@/lib/stem/practice/attempts";
import { MathText } from "./math-text";
import { PracticeQuestion } from "./practice-question";
import { PracticeCelebration, PracticeResult } from "./practice-result";
import { TopicProgressLine, type ProgressLine } from "./topic-progress";

const API = "/api/dashboard/stem/practice";

type Answer = { ok: boolean; data: Record<string, unknown> };

/** A lost connection answers like a refusal without a message. */
async function postJson(url: string, body: unknown): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { ok: response.ok, data };
  } catch {
    return { ok: false, data: {} };
  }
}

const refusal = (data: Record<string, unknown>, fallback: string): FormState => ({
  status: "error",
  message: typeof data.error === "string" ? data.error : fallback,
});

/**
 * A topic's practice, one question after another. Every form posts to its server action, so it all
 * works before JavaScript has loaded; once it has, asking and answering go to the practice API in
 * the background and only the question, the hint or the result (a kilobyte or two) crosses the wire,
 * not the whole page again.
 */
export function PracticeSession({
  topicId,
  topicTitle,
  initial,
  initialProgress,
  startAction,
  answerAction,
}: {
  topicId: string;
  topicTitle: string;
  initial: AttemptView | null;
  initialProgress: ProgressLine;
  startAction: FormAction;
  answerAction: FormAction;
}) {
  const [view, setView] = useState(initial);
  const [progress, setProgress] = useState(initialProgress);
  const [startState, startFormAction, startPending] = useActionState(startAction, initialFormState);
  const [asking, setAsking] = useState(false);
  const [askRefusal, setAskRefusal] = useState<FormState | null>(null);

  async function ask(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAsking(true);
    const { ok, data } = await postJson(API, { topicId });
    setAsking(false);
    if (!ok) return setAskRefusal(refusal(data, "We could not prepare a question. Please try again."));
    setAskRefusal(null);
    const attemptId = String(data.attemptId);
    setView({
      attemptId,
      topicId,
      level: data.level as AttemptView["level"],
      question: data.question as AttemptView["question"],
      hint: null,
      firstAnswer: null,
      result: null,
      celebration: null,
    });
    window.history.replaceState(null, "", practicePath(topicId, attemptId));
  }

  async function answer(attempt: AttemptView, given: string): Promise<string | null> {
    const { ok, data } = await postJson(`${API}/${attempt.attemptId}`, { answer: given });
    if (!ok) return refusal(data, "We could not mark your answer. Please try again.").message!;
    setProgress(data.progress as ProgressLine);
    if (data.status === "try-again")
      setView({ ...attempt, hint: String(data.hint), firstAnswer: String(data.firstAnswer) });
    else
      setView({
        ...attempt,
        hint: null,
        result: {
          correct: data.correct === true,
          afterHint: data.afterHint === true,
          given: String(data.given),
          firstAnswer: (data.firstAnswer as string | null) ?? null,
          rightAnswer: String(data.rightAnswer),
          solution: data.solution as string[],
        },
        celebration: (data.celebration as Celebration | null) ?? null,
      });
    return null;
  }

  const question = view?.question;
  const pending = startPending || asking;
  return (
    <>
      <TopicProgressLine progress={progress} />
      <div className="mt-4 space-y-4">
        {view?.celebration ? <PracticeCelebration celebration={view.celebration} topicTitle={topicTitle} /> : null}
        {view && question && !view.result ? (
          <PracticeQuestion
            key={`${view.attemptId}-${view.hint ? 2 : 1}`}
            action={answerAction}
            onAnswer={(given) => answer(view, given)}
            fields={{ attemptId: view.attemptId }}
            form={question}
            prompt={<MathText text={question.prompt} />}
            choices={
              question.kind === "choice"
                ? question.choices.map((choice, index) => <MathText key={index} text={choice} />)
                : []
            }
            hint={
              view.hint ? (
                <>
                  <p className="font-semibold">
                    Not quite{view.firstAnswer ? <> ({view.firstAnswer})</> : null}. A hint, then one more try:
                  </p>
                  <p className="mt-1">
                    <MathText text={view.hint} />
                  </p>
                </>
              ) : undefined
            }
            submitLabel={view.hint ? "Check my second try" : "Check my answer"}
          />
        ) : null}
        {view?.result && question ? <PracticeResult prompt={question.prompt} result={view.result} /> : null}
        {!view || view.result ? (
          <form action={startFormAction} onSubmit={ask} noValidate aria-busy={pending} className="space-y-3">
            <input type="hidden" name="topicId" value={topicId} />
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? "Preparing a question…" : view ? "Next question" : "Start practising"}
            </button>
            <FormStatus state={askRefusal ?? startState} />
          </form>
        ) : null}
      </div>
    </>
  );
}
