import type { Metadata } from "next";
import { AccessOverview } from "@/components/dashboard/access-overview";
import { requireDashboard } from "@/lib/auth/guards";
import { SERVICES } from "@/lib/plans";

export const metadata: Metadata = { title: "Entrepreneurship dashboard", robots: { index: false } };

export default async function Page() {
  const { access } = await requireDashboard("entrepreneurship", SERVICES.entrepreneurship.dashboardPath);
  return <AccessOverview access={access} heading={`${SERVICES.entrepreneurship.name} dashboard`} intro={SERVICES.entrepreneurship.summary} />;
}
