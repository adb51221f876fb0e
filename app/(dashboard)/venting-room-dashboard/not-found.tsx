import Link from "next/link";
import { VentingShell } from "@/components/venting/venting-shell";
import { ventingPath } from "@/lib/venting/pages";

export default function VentingNotFound() {
  return (
    <VentingShell>
      <h1 className="text-3xl">This Venting Room page does not exist</h1>
      <p className="mt-3 text-muted">The link may be old or mistyped.</p>
      <Link href={ventingPath("dashboard")} className="btn-primary mt-6">
        Back to the Venting Room dashboard
      </Link>
    </VentingShell>
  );
}
