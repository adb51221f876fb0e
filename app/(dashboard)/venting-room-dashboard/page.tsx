import type { Metadata } from "next";
import { AccessOverview } from "@/components/dashboard/access-overview";
import { requireDashboard } from "@/lib/auth/guards";
import { SERVICES } from "@/lib/plans";

export const metadata: Metadata = { title: "Venting Room dashboard", robots: { index: false } };

export default async function Page() {
  const { access } = await requireDashboard("venting", SERVICES.venting.dashboardPath);
  return <AccessOverview access={access} heading={`${SERVICES.venting.name} dashboard`} intro={SERVICES.venting.summary} />;
}
