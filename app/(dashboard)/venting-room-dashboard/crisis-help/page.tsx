import type { Metadata } from "next";
import { CrisisHelp } from "@/components/venting/crisis-help";
import { VentingShell } from "@/components/venting/venting-shell";
import { requireDashboard } from "@/lib/auth/guards";
import { ventingPath } from "@/lib/venting/pages";

export const metadata: Metadata = { title: "Crisis help · Venting Room", robots: { index: false } };

export default async function CrisisHelpPage() {
  await requireDashboard("venting", ventingPath("crisis-help"));
  return (
    <VentingShell active="crisis-help">
      <h1 className="text-3xl sm:text-4xl">Crisis help</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        The Venting Room is a place to be heard, not an emergency service. If you are thinking about hurting yourself,
        or someone is hurting you, talk to someone now.
      </p>
      <div className="mt-6">
        <CrisisHelp />
      </div>
      <p className="mt-6 max-w-2xl text-muted">
        Worried about a post? Use Report on it: a post that puts someone at risk is looked at by a Stepps moderator, and
        you will see these numbers again.
      </p>
    </VentingShell>
  );
}
