import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { MathText } from "@/components/stem/math-text";
import { PracticeSession } from "@/components/stem/practice-session";
import { HeadedSection } from "@/components/ui/headed-section";
import { requireDashboard } from "@/lib/auth/guards";
import { SERVICES } from "@/lib/plans";
import { gradePath, practicePath } from "@/lib/stem/pages";
import { topicProgress, viewAttempt } from "@/lib/stem/practice/attempts";
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
  return {
    title: topic ? `Practise: ${topic.title}, Grade ${topic.grade}` : "STEM practice",
    robots: { index: false },
  };
}

const practiceQuerySchema = z.object({ attempt: attemptIdSchema });

/**
 * A topic's explanation and its practice: one question at a time at the learner's level, marked on
 * the server; a wrong first answer brings a hint and a second try, then the worked solution.
 */
export default async function PracticePage({ params, searchParams }: Props) {
  const { topicId } = await params;
  const { user } = await requireDashboard("stem", practicePath(topicId));
  const topic = findTopic(topicId);
  if (!topic) notFound();
  const { attempt: attemptId } = lenientQuery(practiceQuerySchema, queryRecord(await searchParams));
  const [view, mine] = await Promise.all([
    attemptId ? viewAttempt(user.id, attemptId) : null,
    topicProgress(user.id, topic.id),
  ]);
  // Another topic's attempt, or none of the learner's: start afresh.
  const attempt = view?.topicId === topic.id ? view : null;

  return (
    <div className="container-page py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-x-2">
          <li>
            <Link href={SERVICES.stem.dashboardPath}>STEM Subjects dashboard</Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <Link href={gradePath(topic.grade)}>Grade {topic.grade}</Link>
          </li>
        </ol>
      </nav>
      <p className="eyebrow mt-4">
        {subjectTitle(topic.subject)} · Grade {topic.grade} · Term {topic.term}
      </p>
      <h1 className="mt-1 text-3xl sm:text-4xl">{topic.title}</h1>
      <HeadedSection name="explanation" title="The idea" className="mt-6 max-w-3xl">
        {topic.explanation.map((paragraph, index) => (
          <p key={index} className="mt-3">
            <MathText text={paragraph} />
          </p>
        ))}
      </HeadedSection>
      <HeadedSection name="practice" title="Practice" className="mt-10 max-w-3xl">
        <PracticeSession
          topicId={topic.id}
          topicTitle={topic.title}
          initial={attempt}
          initialProgress={mine}
          startAction={newPracticeQuestion}
          answerAction={answerPracticeQuestion}
        />
      </HeadedSection>
    </div>
  );
}
