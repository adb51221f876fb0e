"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { memberAction } from "@/lib/auth/member-action";
import { clientIp } from "@/lib/http/client-address";
import { MESSAGES } from "@/lib/messages";
import { markNotificationsRead } from "@/lib/venting/notifications";
import { ventingPath, type VentingPageId } from "@/lib/venting/pages";
import { deleteOwnPost } from "@/lib/venting/posts";
import { reportPost } from "@/lib/venting/reports";
import {
  notificationSettingsSchema,
  postIdFormSchema,
  privacySettingsSchema,
  reportFormSchema,
} from "@/lib/venting/schemas";
import { saveNotificationSettings, savePrivacySettings } from "@/lib/venting/settings";

/** A settings page's form: the settings saved, the page read again, and the sentence that says so. */
function settingsAction<S extends z.ZodType>(
  schema: S,
  save: (userId: string, settings: z.output<S>) => Promise<unknown>,
  page: VentingPageId,
  saved: string,
) {
  return memberAction("venting", schema, MESSAGES.venting.invalidSettings, async (settings, user) => {
    await save(user.id, settings);
    revalidatePath(ventingPath(page));
    return { status: "success", message: saved };
  });
}

export const savePrivacy = settingsAction(
  privacySettingsSchema,
  savePrivacySettings,
  "privacy-settings",
  MESSAGES.venting.privacySaved,
);

export const saveNotifications = settingsAction(
  notificationSettingsSchema,
  saveNotificationSettings,
  "notifications",
  MESSAGES.venting.notificationsSaved,
);

export const markAllNotificationsRead = memberAction(
  "venting",
  z.strictObject({}),
  MESSAGES.venting.invalidSettings,
  async (_data, user) => {
    const count = await markNotificationsRead(user.id);
    revalidatePath(ventingPath("notifications"));
    return {
      status: "success",
      message: count === 1 ? "1 notification marked as read." : `${count} notifications marked as read.`,
    };
  },
);

export const reportAPost = memberAction<typeof reportFormSchema, { crisisHelp: boolean }>(
  "venting",
  reportFormSchema,
  MESSAGES.venting.reportInvalid,
  async ({ postId, ...report }, user) => {
    const outcome = await reportPost(user.id, postId, report, clientIp(await headers()));
    revalidatePath(ventingPath("dashboard"));
    return {
      status: "success",
      message: outcome.hidden ? MESSAGES.venting.reportedAndHidden : MESSAGES.venting.reported,
      data: { crisisHelp: outcome.showCrisisHelp },
    };
  },
);

export const deleteMyPost = memberAction(
  "venting",
  postIdFormSchema,
  MESSAGES.venting.postNotFound,
  async ({ postId }, user) => {
    await deleteOwnPost(user.id, postId);
    revalidatePath(ventingPath("dashboard"));
    return { status: "success", message: MESSAGES.venting.postDeleted };
  },
);
