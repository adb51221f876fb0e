import type { Metadata } from "next";
import { AccessOverview } from "@/components/dashboard/access-overview";
import { requireDashboard } from "@/lib/auth/guards";
import { SCOPES } from "@/lib/entrepreneurship/arenas";
import { countModulesByScope } from "@/lib/entrepreneurship/modules";
import { BUNDLED_DASHBOARD_PATH } from "@/lib/routes";
import { practiceProgress } from "@/lib/stem/practice/attempts";
import { topicSummaries } from "@/lib/venting/posts";
import { TOPICS } from "@/lib/venting/topics";

export const metadata: Metadata = { title: "Your bundle", robots: { index: false } };

/** Gold and platinum land here: a card into each service the bundle unlocks, an upgrade link for the rest. */
export default async function BundledDashboardPage() {
  const { user, access } = await requireDashboard("bundled", BUNDLED_DASHBOARD_PATH);
  const [modulesByArena, topics, practice] = await Promise.all([
    countModulesByScope(),
    topicSummaries(),
    practiceProgress(user.id),
  ]);
  const practised = practice.filter((topic) => topic.answered > 0).length;
  const mastered = practice.filter((topic) => topic.mastered).length;
  const modules = Object.values(modulesByArena).reduce((sum, count) => sum + count, 0);
  const posts = topics.reduce((sum, topic) => sum + topic.postCount, 0);
  return (
    <AccessOverview
      access={access}
      heading="Your bundle"
      intro="Everything your plan unlocks, one tap away."
      highlights={{
        venting: `${TOPICS.length} topics · ${posts} ${posts === 1 ? "post" : "posts"} so far`,
        entrepreneurship: `${modules} modules in ${SCOPES.length} arenas`,
        // The learner's own practice, as the STEM dashboard shows it per topic.
        stem: practised
          ? `${practised} of ${practice.length} practice topics started · ${mastered} mastered`
          : `${practice.length} practice topics for Grades 10 to 12, none started yet`,
      }}
    />
  );
}
