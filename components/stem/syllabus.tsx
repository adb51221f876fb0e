import { TOPICS } from "@/lib/stem/practice/bank";
import { GRADES, PRACTICE_SUBJECTS } from "@/lib/stem/practice/types";

/**
 * What can be practised, read from the question bank itself, so the public page never lists a
 * topic that cannot be used: per subject, a folded list of each grade's topics by term.
 */
export function Syllabus() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {PRACTICE_SUBJECTS.map((subject) => (
        <li key={subject.id} className="card">
          <h3 className="text-xl">{subject.title}</h3>
          {GRADES.map((grade) => {
            const topics = TOPICS.filter((topic) => topic.subject === subject.id && topic.grade === grade);
            return (
              <details key={grade} className="mt-3">
                <summary className="cursor-pointer font-semibold">
                  Grade {grade}: {topics.length} topics
                </summary>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
                  {topics.map((topic) => (
                    <li key={topic.id}>
                      {topic.title} <span className="text-sm">(term {topic.term})</span>
                    </li>
                  ))}
                </ul>
              </details>
            );
          })}
        </li>
      ))}
    </ul>
  );
}
