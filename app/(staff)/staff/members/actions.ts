"use server";

import { redirect } from "next/navigation";
import { staffAction } from "@/lib/auth/staff-action";
import { memberDonePath } from "@/lib/staff/admin-pages";
import { endSubscriptions, grantMonth } from "@/lib/subscriptions/grants";
import { endSubscriptionSchema, grantMonthSchema } from "@/lib/subscriptions/schemas";

/** Grant one month of a plan by hand; the member's page then shows the new end date. */
export const grantAMonth = staffAction("members", grantMonthSchema, async (input, staff) => {
  const { granted } = await grantMonth(staff.actor, input);
  redirect(memberDonePath(input.userId, granted ? "granted" : "already-granted"));
});

/** End a member's subscriptions to one plan now. */
export const endASubscription = staffAction("members", endSubscriptionSchema, async (input, staff) => {
  await endSubscriptions(staff.actor, input);
  redirect(memberDonePath(input.userId, "ended"));
});
