import { notFound } from "next/navigation";
import { requireDashboard } from "@/lib/auth/guards";
import { ventingPath } from "@/lib/venting/pages";

/** Any other sub-path: members get the Venting Room's own "not found" with a way back; others the usual guard. */
export default async function UnknownVentingPage() {
  await requireDashboard("venting", ventingPath("dashboard"));
  notFound();
}
