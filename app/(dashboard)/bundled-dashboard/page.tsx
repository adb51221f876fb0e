import type { Metadata } from "next";
import { AccessOverview } from "@/components/dashboard/access-overview";
import { requireDashboard } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { SCOPES } from "@/lib/entrepreneurship/arenas";
import { BUNDLED_DASHBOARD_PATH } from "@/lib/plans";
import { TOPICS } from "@/lib/venting/topics";

export const metadata: Metadata = { title: "Your bundle", robots: { index: false } };

/** Gold and platinum land here: a card into each service the bundle unlocks, an upgrade link for the rest. */
export default async function BundledDashboardPage() {
  const { access } = await requireDashboard("bundled", BUNDLED_DASHBOARD_PATH);
  const [modules, subjects, posts] = await Promise.all([
    db.learningModule.count(),
    db.stemSubject.count(),
    db.ventingPost.count(),
  ]);
  return (
    <AccessOverview
      access={access}
      heading="Your bundle"
      intro="Everything your plan unlocks, one tap away."
      highlights={{
        venting: `${TOPICS.length} topics · ${posts} ${posts === 1 ? "post" : "posts"} so far`,
        entrepreneurship: `${modules} modules in ${SCOPES.length} arenas`,
        stem: `${subjects} subjects to choose from`,
      }}
    />
  );
}
