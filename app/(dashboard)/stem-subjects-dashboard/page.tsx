import type { Metadata } from "next";
import Link from "next/link";
import { PlanStatus } from "@/components/dashboard/plan-status";
import { PracticeTopics } from "@/components/stem/practice-topics";
import { PractiseToday } from "@/components/stem/practise-today";
import { RecentTests } from "@/components/stem/recent-tests";
import { ButtonForm } from "@/components/ui/button-form";
import { HeadedSection } from "@/components/ui/headed-section";
import { requireDashboard } from "@/lib/auth/guards";
import { getEnv } from "@/lib/env";
import { SERVICES } from "@/lib/plans";
import { gradePath, newTestPath, practiceSettingsPath } from "@/lib/stem/pages";
import { dailyPractice, practiceProgress, practiseToday } from "@/lib/stem/practice/attempts";
import { learnerSettings } from "@/lib/stem/practice/learner";
import { DIAGNOSTIC_SIZE, recentTests } from "@/lib/stem/practice/tests";
import { GRADES } from "@/lib/stem/practice/types";
import { voucherJustApplied } from "@/lib/subscriptions/standing";
import { chooseGradeAction, startDiagnosticAction } from "./actions";

export const metadata: Metadata = { title: "STEM Subjects dashboard", robots: { index: false } };

/**
 * Practice inside Stepps for the learner's grade: what to practise today, tests, and every CAPS topic
 * of the grade by subject and term. The first visit asks the grade.
 */
export default async function StemDashboardPage() {
  const { user, access } = await requireDashboard("stem", SERVICES.stem.dashboardPath);
  const [settings, voucherApplied] = await Promise.all([learnerSettings(user.id), voucherJustApplied(user.id)]);
  const siteUrl = getEnv().STEM_SITE_URL;

  const intro = (
    <>
      <p className="eyebrow">STEM Subjects</p>
      <h1 className="mt-1 text-3xl sm:text-4xl">STEM Subjects dashboard</h1>
      <PlanStatus access={access} voucherApplied={voucherApplied} />
    </>
  );

  if (settings.grade === null) {
    return (
      <div className="container-page py-8 sm:py-10">
        {intro}
        <HeadedSection name="grade" title="Which grade are you in?" className="mt-8 max-w-2xl">
          <p className="mt-2 text-muted">
            Practice follows the CAPS curriculum for Mathematics and Physical Sciences, Grades 10 to 12. Choose your
            grade and we show its topics term by term. You can change it at any time.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {GRADES.map((grade) => (
              <ButtonForm
                key={grade}
                action={chooseGradeAction}
                fields={{ grade: String(grade) }}
                label={`Grade ${grade}`}
                pendingLabel="Saving…"
                className="btn-primary"
              />
            ))}
          </div>
        </HeadedSection>
      </div>
    );
  }

  const grade = settings.grade;
  const [progress, daily, tests] = await Promise.all([
    practiceProgress(user.id),
    dailyPractice(user.id, settings.dailyGoal),
    recentTests(user.id),
  ]);

  return (
    <div className="container-page py-8 sm:py-10">
      {intro}
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Grade {grade} Mathematics and Physical Sciences, following CAPS. Questions come at your level, a wrong first
        answer brings a hint, and every answer is marked at once with a worked solution.{" "}
        <Link href={practiceSettingsPath}>Change my grade, goal or reminder</Link>
      </p>
      <HeadedSection name="today" title="Practise today" className="mt-8">
        <div className="mt-4">
          <PractiseToday daily={daily} topics={practiseToday(progress, grade)} />
        </div>
      </HeadedSection>
      <HeadedSection name="tests" title="Tests" className="mt-10">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="card flex flex-col">
            <h3 className="text-lg">Where do I start?</h3>
            <p className="mt-1 text-muted">
              A short mixed test of Grade {grade}: {DIAGNOSTIC_SIZE} questions across the year&apos;s topics, untimed.
              The report shows which topics to practise first.
            </p>
            <div className="mt-4">
              <ButtonForm
                action={startDiagnosticAction}
                fields={{ grade: String(grade) }}
                label="Start the diagnostic"
                pendingLabel="Preparing the test…"
                className="btn-primary"
              />
            </div>
          </div>
          <div className="card flex flex-col">
            <h3 className="text-lg">A mixed test, like an exam</h3>
            <p className="mt-1 text-muted">
              Choose the topics and 10 to 20 questions, timed or not. Marked at the end, with a report per topic.
            </p>
            <Link href={newTestPath} className="btn-secondary mt-4 self-start">
              Set up a mixed test
            </Link>
          </div>
        </div>
        <RecentTests tests={tests} />
      </HeadedSection>
      <HeadedSection name="practice" title="Practice by topic" className="mt-10">
        <p className="mt-2 text-muted">
          Other grades:{" "}
          {GRADES.filter((other) => other !== grade).map((other, index) => (
            <span key={other}>
              {index ? " · " : ""}
              <Link href={gradePath(other)}>Grade {other}</Link>
            </span>
          ))}
        </p>
        <div className="mt-6">
          <PracticeTopics progress={progress} grade={grade} headingLevel={3} />
        </div>
      </HeadedSection>
      <div className="card mt-10 flex flex-col gap-4 border-brand-200 bg-brand-50 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl">Lessons with a tutor</h2>
          <p className="mt-1 text-muted">
            Tutoring is booked on the separate STEM learning site, which opens in a new tab at {new URL(siteUrl).host}.
          </p>
        </div>
        <a href={siteUrl} target="_blank" rel="noopener noreferrer" className="btn-primary shrink-0">
          Open the STEM learning site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
