import { notFound } from "next/navigation";
import { requireDashboard } from "@/lib/auth/guards";
import { SERVICES } from "@/lib/plans";

/** Any other sub-path: a 404 for learners with the plan; everyone else gets the usual guard first. */
export default async function UnknownStemPage() {
  await requireDashboard("stem", SERVICES.stem.dashboardPath);
  notFound();
}
