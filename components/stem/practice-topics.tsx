import Link from "next/link";
import { practicePath } from "@/lib/stem/pages";
import type { TopicProgress } from "@/lib/stem/practice/attempts";
import { PRACTICE_SUBJECTS, type Grade } from "@/lib/stem/practice/types";
import { TopicProgressLine } from "./topic-progress";

const TERMS = [1, 2, 3, 4] as const;

/** A grade's practice topics by subject and CAPS term, each with the learner's progress and the way in. */
export function PracticeTopics({
  progress,
  grade,
  headingLevel = 2,
}: {
  progress: readonly TopicProgress[];
  grade: Grade;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const TermHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const TopicHeading = `h${headingLevel + 2}` as "h4" | "h5";
  return (
    <div className="space-y-10">
      {PRACTICE_SUBJECTS.map((subject) => {
        const ofSubject = progress.filter((topic) => topic.subject === subject.id && topic.grade === grade);
        return (
          <section key={subject.id} aria-labelledby={`practice-${subject.id}`}>
            <Heading id={`practice-${subject.id}`} className="text-2xl">
              {subject.title}, Grade {grade}
            </Heading>
            {TERMS.map((term) => {
              const topics = ofSubject.filter((topic) => topic.term === term);
              if (topics.length === 0) return null;
              return (
                <section key={term} aria-labelledby={`practice-${subject.id}-term-${term}`} className="mt-4">
                  <TermHeading id={`practice-${subject.id}-term-${term}`} className="text-lg text-muted">
                    Term {term}
                  </TermHeading>
                  <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {topics.map((topic) => (
                      <li key={topic.topicId} className="card flex flex-col">
                        <TopicHeading className="text-lg">{topic.title}</TopicHeading>
                        <TopicProgressLine progress={topic} />
                        <Link href={practicePath(topic.topicId)} className="btn-secondary mt-4 self-start">
                          {topic.reviewDue ? "Review" : topic.answered ? "Keep practising" : "Practise"}
                          <span className="sr-only"> {topic.title}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
