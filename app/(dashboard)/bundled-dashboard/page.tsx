import type { Metadata } from "next";
import { AccessOverview } from "@/components/dashboard/access-overview";
import { requireDashboard } from "@/lib/auth/guards";
import { BUNDLED_DASHBOARD_PATH } from "@/lib/plans";

export const metadata: Metadata = { title: "Your bundle", robots: { index: false } };

export default async function BundledDashboardPage() {
  const { access } = await requireDashboard("bundled", BUNDLED_DASHBOARD_PATH);
  return <AccessOverview access={access} heading="Your bundle" intro="Everything your plan unlocks, one tap away." />;
}
