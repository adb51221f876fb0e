"use server";

import { redirect } from "next/navigation";
import { staffAction } from "@/lib/auth/staff-action";
import {
  deletePostAsModerator,
  hidePost,
  liftSuspension,
  restorePost,
  suspendPoster,
} from "@/lib/moderation/decisions";
import { moderationDonePath } from "@/lib/moderation/outcomes";
import { liftSuspensionSchema, postDecisionSchema, suspensionSchema } from "@/lib/moderation/schemas";

/** Hide, restore or delete a post; the queue then says what was done (the post may have left it). */
export const decideOnPost = staffAction(
  "moderation",
  postDecisionSchema,
  async ({ postId, decision, reason }, staff) => {
    if (decision === "hide") await hidePost(staff.actor, postId, reason);
    else if (decision === "restore") await restorePost(staff.actor, postId, reason);
    else await deletePostAsModerator(staff.actor, postId, reason);
    redirect(moderationDonePath(decision === "hide" ? "hidden" : decision === "restore" ? "restored" : "deleted"));
  },
);

export const suspendPosting = staffAction("moderation", suspensionSchema, async (input, staff) => {
  await suspendPoster(staff.actor, input);
  redirect(moderationDonePath("suspended"));
});

export const liftPostingSuspension = staffAction(
  "moderation",
  liftSuspensionSchema,
  async ({ suspensionId, reason }, staff) => {
    await liftSuspension(staff.actor, suspensionId, reason);
    redirect(moderationDonePath("lifted"));
  },
);
