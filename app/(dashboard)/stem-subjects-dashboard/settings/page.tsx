import type { Metadata } from "next";
import Link from "next/link";
import { PracticeSettingsForm } from "@/components/stem/practice-settings-form";
import { requireDashboard } from "@/lib/auth/guards";
import { SERVICES } from "@/lib/plans";
import { practiceSettingsPath } from "@/lib/stem/pages";
import { learnerSettings } from "@/lib/stem/practice/learner";
import { savePracticeSettingsAction } from "../actions";

export const metadata: Metadata = { title: "Practice settings", robots: { index: false } };

export default async function PracticeSettingsPage() {
  const { user } = await requireDashboard("stem", practiceSettingsPath);
  const settings = await learnerSettings(user.id);
  return (
    <div className="container-page py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={SERVICES.stem.dashboardPath}>STEM Subjects dashboard</Link>
      </nav>
      <h1 className="mt-4 text-3xl sm:text-4xl">Practice settings</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Your grade chooses the topics the dashboard shows first and the diagnostic asks. Every grade stays open to you.
      </p>
      <div className="mt-6">
        <PracticeSettingsForm action={savePracticeSettingsAction} {...settings} />
      </div>
    </div>
  );
}
