import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { MixedTestForm } from "@/components/stem/mixed-test-form";
import { requireDashboard } from "@/lib/auth/guards";
import { SERVICES } from "@/lib/plans";
import { newTestPath } from "@/lib/stem/pages";
import { TOPICS } from "@/lib/stem/practice/bank";
import { learnerSettings } from "@/lib/stem/practice/learner";
import { GRADES, PRACTICE_SUBJECTS } from "@/lib/stem/practice/types";
import { gradeSchema, topicField } from "@/lib/stem/schemas";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { startMixedTestAction } from "./actions";

export const metadata: Metadata = { title: "Set up a mixed test", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const querySchema = z.object({ grade: gradeSchema });

export default async function NewTestPage({ searchParams }: Props) {
  const { user } = await requireDashboard("stem", newTestPath);
  const settings = await learnerSettings(user.id);
  const grade = lenientQuery(querySchema, queryRecord(await searchParams)).grade ?? settings.grade ?? 10;
  const subjects = PRACTICE_SUBJECTS.map((subject) => ({
    id: subject.id,
    title: subject.title,
    topics: TOPICS.filter((topic) => topic.subject === subject.id && topic.grade === grade).map((topic) => ({
      field: topicField(topic.id),
      title: topic.title,
      term: topic.term,
    })),
  }));
  return (
    <div className="container-page py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={SERVICES.stem.dashboardPath}>STEM Subjects dashboard</Link>
      </nav>
      <h1 className="mt-4 text-3xl sm:text-4xl">A mixed test, Grade {grade}</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Questions come one after another at your level in each topic, with no hints and no marks until you hand the test
        in. Then you see every answer, the worked solutions and a report per topic. Each answer counts once in your
        practice.
      </p>
      <p className="mt-2 text-sm">
        Another grade:{" "}
        {GRADES.filter((other) => other !== grade).map((other, index) => (
          <span key={other}>
            {index ? " · " : ""}
            <Link href={`${newTestPath}?grade=${other}`}>Grade {other}</Link>
          </span>
        ))}
      </p>
      <div className="mt-6 max-w-3xl">
        <MixedTestForm action={startMixedTestAction} grade={grade} subjects={subjects} />
      </div>
    </div>
  );
}
