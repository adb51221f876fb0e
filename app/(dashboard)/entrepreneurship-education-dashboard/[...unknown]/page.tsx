import { notFound } from "next/navigation";
import { requireDashboard } from "@/lib/auth/guards";
import { ENTREPRENEURSHIP_PATH } from "@/lib/entrepreneurship/pages";

/** Any other sub-path: learners get the dashboard's own "not found" with a way back; others the usual guard. */
export default async function UnknownEntrepreneurshipPage() {
  await requireDashboard("entrepreneurship", ENTREPRENEURSHIP_PATH);
  notFound();
}
