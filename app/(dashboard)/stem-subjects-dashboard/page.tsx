import type { Metadata } from "next";
import { AccessOverview } from "@/components/dashboard/access-overview";
import { requireDashboard } from "@/lib/auth/guards";
import { SERVICES } from "@/lib/plans";

export const metadata: Metadata = { title: "STEM Subjects dashboard", robots: { index: false } };

export default async function Page() {
  const { access } = await requireDashboard("stem", SERVICES.stem.dashboardPath);
  return <AccessOverview access={access} heading={`${SERVICES.stem.name} dashboard`} intro={SERVICES.stem.summary} />;
}
