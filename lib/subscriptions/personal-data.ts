import "server-only";
import { db } from "@/lib/db/client";
import { deletedWithMember, iso } from "@/lib/personal-data-section";
import { findPlan } from "@/lib/plans";

export const subscriptionsSection = deletedWithMember("Subscription", async (member) => {
  const subscriptions = await db.subscription.findMany({
    where: { userId: member.id },
    orderBy: { startsAt: "asc" },
  });
  return subscriptions.map((subscription) => ({
    plan: findPlan(subscription.planId)?.title ?? subscription.planId,
    planId: subscription.planId,
    source: subscription.source,
    reference: subscription.reference,
    startsAt: iso(subscription.startsAt),
    endsAt: iso(subscription.endsAt),
    createdAt: iso(subscription.createdAt),
  }));
});
