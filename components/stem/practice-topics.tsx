import Link from "next/link";
import { practicePath } from "@/lib/stem/pages";
import type { TopicProgress } from "@/lib/stem/practice/attempts";
import { PRACTICE_SUBJECTS } from "@/lib/stem/practice/types";
import { TopicProgressLine } from "./topic-progress";

/** The practice topics by subject, each with the learner's progress and the way in. */
export function PracticeTopics({ progress, headingLevel = 2 }: { progress: TopicProgress[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const TopicHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <div className="space-y-8">
      {PRACTICE_SUBJECTS.map((subject) => (
        <section key={subject.id} aria-labelledby={`practice-${subject.id}`}>
          <Heading id={`practice-${subject.id}`} className="text-xl">
            {subject.title}
          </Heading>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {progress
              .filter((topic) => topic.subject === subject.id)
              .map((topic) => (
                <li key={topic.topicId} className="card flex flex-col">
                  <TopicHeading className="text-lg">{topic.title}</TopicHeading>
                  <p className="text-sm font-semibold text-muted">{topic.grades}</p>
                  <TopicProgressLine progress={topic} />
                  <Link href={practicePath(topic.topicId)} className="btn-secondary mt-4 self-start">
                    {topic.attempts ? "Keep practising" : "Practise"}
                    <span className="sr-only"> {topic.title}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
