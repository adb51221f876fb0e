import type { Metadata } from "next";
import { PlanStatus } from "@/components/dashboard/plan-status";
import { requireDashboard } from "@/lib/auth/guards";
import { getEnv } from "@/lib/env";
import { SERVICES } from "@/lib/plans";
import { listSubjects } from "@/lib/stem/subjects";
import { voucherJustApplied } from "@/lib/subscriptions/standing";

export const metadata: Metadata = { title: "STEM Subjects dashboard", robots: { index: false } };

/** The subjects tutored, and the way into the STEM learning site where the lessons run. */
export default async function StemDashboardPage() {
  const { user, access } = await requireDashboard("stem", SERVICES.stem.dashboardPath);
  const [subjects, voucherApplied] = await Promise.all([listSubjects(), voucherJustApplied(user.id)]);
  const siteUrl = getEnv().STEM_SITE_URL;
  const siteHost = new URL(siteUrl).host;

  return (
    <div className="container-page py-8 sm:py-10">
      <p className="eyebrow">STEM Subjects</p>
      <h1 className="mt-1 text-3xl sm:text-4xl">STEM Subjects dashboard</h1>
      <PlanStatus access={access} voucherApplied={voucherApplied} />
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Tutoring for South African learners in the subjects below, following the CAPS curriculum. Lessons, practice and
        your tutor are on the STEM learning site.
      </p>
      <div className="card mt-6 flex flex-col gap-4 border-brand-200 bg-brand-50 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl">Go to your STEM lessons</h2>
          <p className="mt-1 text-muted">The STEM learning site opens in a new tab at {siteHost}.</p>
        </div>
        <a href={siteUrl} target="_blank" rel="noopener noreferrer" className="btn-primary shrink-0">
          Open the STEM learning site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <section aria-labelledby="subjects-heading" className="mt-10">
        <h2 id="subjects-heading" className="text-2xl">
          Subjects offered
        </h2>
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
      </section>
    </div>
  );
}
