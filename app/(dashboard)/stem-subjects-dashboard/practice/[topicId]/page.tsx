import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { PracticeQuestion } from "@/components/stem/practice-question";
import { PracticeResult } from "@/components/stem/practice-result";
import { TopicProgressLine } from "@/components/stem/topic-progress";
import { ButtonForm } from "@/components/ui/button-form";
import { HeadedSection } from "@/components/ui/headed-section";
import { requireDashboard } from "@/lib/auth/guards";
import { SERVICES } from "@/lib/plans";
import { practicePath } from "@/lib/stem/pages";
import { practiceProgress, viewAttempt } from "@/lib/stem/practice/attempts";
import { findTopic } from "@/lib/stem/practice/bank";
import { subjectTitle } from "@/lib/stem/practice/types";
import { attemptIdSchema } from "@/lib/stem/schemas";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { answerPracticeQuestion, newPracticeQuestion } from "./actions";

type Props = {
  params: Promise<{ topicId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = findTopic((await params).topicId);
  return { title: topic ? `Practise: ${topic.title}` : "STEM practice", robots: { index: false } };
}

const practiceQuerySchema = z.object({ attempt: attemptIdSchema });

/**
 * A topic's explanation and its practice: one question at a time, marked on the server, with the
 * worked solution after each answer, and the learner's progress in the topic.
 */
export default async function PracticePage({ params, searchParams }: Props) {
  const { topicId } = await params;
  const { user } = await requireDashboard("stem", practicePath(topicId));
  const topic = findTopic(topicId);
  if (!topic) notFound();
  const { attempt: attemptId } = lenientQuery(practiceQuerySchema, queryRecord(await searchParams));
  const [view, progress] = await Promise.all([
    attemptId ? viewAttempt(user.id, attemptId) : null,
    practiceProgress(user.id),
  ]);
  // Another topic's attempt, or none of the learner's: start afresh.
  const attempt = view?.topicId === topic.id ? view : null;
  const mine = progress.find((entry) => entry.topicId === topic.id)!;

  return (
    <div className="container-page py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={SERVICES.stem.dashboardPath}>STEM Subjects dashboard</Link>
      </nav>
      <p className="eyebrow mt-4">
        {subjectTitle(topic.subject)} · {topic.grades}
      </p>
      <h1 className="mt-1 text-3xl sm:text-4xl">{topic.title}</h1>
      <TopicProgressLine progress={mine} />
      <HeadedSection name="explanation" title="The idea" className="mt-6 max-w-3xl">
        {topic.explanation.map((paragraph) => (
          <p key={paragraph} className="mt-3">
            {paragraph}
          </p>
        ))}
      </HeadedSection>
      <HeadedSection name="practice" title="Practice" className="mt-10 max-w-3xl">
        <div className="mt-4 space-y-4">
          {attempt && !attempt.result ? (
            <PracticeQuestion
              action={answerPracticeQuestion}
              attemptId={attempt.attemptId}
              question={attempt.question}
            />
          ) : null}
          {attempt?.result ? <PracticeResult question={attempt.question} result={attempt.result} /> : null}
          {!attempt || attempt.result ? (
            <ButtonForm
              action={newPracticeQuestion}
              fields={{ topicId: topic.id }}
              label={attempt ? "Next question" : "Start practising"}
              pendingLabel="Preparing a question…"
              className="btn-primary"
            />
          ) : null}
        </div>
      </HeadedSection>
    </div>
  );
}
