import type { Metadata } from "next";
import { PlanStatus } from "@/components/dashboard/plan-status";
import { PracticeTopics } from "@/components/stem/practice-topics";
import { HeadedSection } from "@/components/ui/headed-section";
import { requireDashboard } from "@/lib/auth/guards";
import { getEnv } from "@/lib/env";
import { SERVICES } from "@/lib/plans";
import { practiceProgress } from "@/lib/stem/practice/attempts";
import { listSubjects } from "@/lib/stem/subjects";
import { voucherJustApplied } from "@/lib/subscriptions/standing";

export const metadata: Metadata = { title: "STEM Subjects dashboard", robots: { index: false } };

/**
 * Practice inside Stepps (each CAPS topic explained, questions marked at once, progress per topic),
 * the subjects tutored, and the STEM learning site as an extra.
 */
export default async function StemDashboardPage() {
  const { user, access } = await requireDashboard("stem", SERVICES.stem.dashboardPath);
  const [subjects, voucherApplied, progress] = await Promise.all([
    listSubjects(),
    voucherJustApplied(user.id),
    practiceProgress(user.id),
  ]);
  const siteUrl = getEnv().STEM_SITE_URL;
  const siteHost = new URL(siteUrl).host;

  return (
    <div className="container-page py-8 sm:py-10">
      <p className="eyebrow">STEM Subjects</p>
      <h1 className="mt-1 text-3xl sm:text-4xl">STEM Subjects dashboard</h1>
      <PlanStatus access={access} voucherApplied={voucherApplied} />
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Practise Grade 10 to 12 Mathematics and Physical Sciences, following the CAPS curriculum: each topic is
        explained, every question is marked at once with a worked solution, and your progress is kept.
      </p>
      <HeadedSection name="practice" title="Practice" className="mt-8">
        <div className="mt-4">
          <PracticeTopics progress={progress} headingLevel={3} />
        </div>
      </HeadedSection>
      <div className="card mt-10 flex flex-col gap-4 border-brand-200 bg-brand-50 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl">Lessons with a tutor</h2>
          <p className="mt-1 text-muted">The STEM learning site opens in a new tab at {siteHost}.</p>
        </div>
        <a href={siteUrl} target="_blank" rel="noopener noreferrer" className="btn-primary shrink-0">
          Open the STEM learning site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <HeadedSection name="subjects" title="Subjects offered" className="mt-10">
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {subjects.map((subject) => (
            <li key={subject.id} className="card flex flex-col">
              <h3 className="text-xl">{subject.name}</h3>
              <p className="text-sm font-semibold text-muted">{subject.grades}</p>
              <p className="mt-2 text-muted">{subject.description}</p>
              <h4 className="mt-4 text-sm font-semibold">Topics include</h4>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {subject.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </HeadedSection>
    </div>
  );
}
