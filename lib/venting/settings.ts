import "server-only";
import type { Prisma } from "@prisma/client";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { anonymityCodec, type Anonymity } from "./anonymity";
import { newPseudonym } from "./pseudonyms";
import { topicCodec, type TopicId } from "./topics";

export interface PrivacySettings {
  anonymity: Anonymity;
  section: TopicId | null;
  pseudonym: string;
}

export interface NotificationSettings {
  activity: boolean;
  trendingTopics: boolean;
  communityUpdates: boolean;
  push: boolean;
}

export type VentingSettingsView = PrivacySettings & NotificationSettings;

/** Created on first use; a pseudonym clash on the unique index just draws another. */
export async function ensureVentingSettings(userId: string) {
  const existing = await db.ventingSettings.findUnique({ where: { userId } });
  if (existing) return existing;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.ventingSettings.upsert({
        where: { userId },
        create: { userId, pseudonym: newPseudonym() },
        update: {},
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 10) throw error;
    }
  }
}

export async function getVentingSettings(userId: string): Promise<VentingSettingsView> {
  const row = await ensureVentingSettings(userId);
  return {
    anonymity: anonymityCodec.fromDb(row.anonymity),
    section: row.section ? topicCodec.fromDb(row.section) : null,
    pseudonym: row.pseudonym,
    activity: row.activity,
    trendingTopics: row.trendingTopics,
    communityUpdates: row.communityUpdates,
    push: row.push,
  };
}

async function saveVentingSettings(
  userId: string,
  changes: Prisma.VentingSettingsUpdateInput,
): Promise<VentingSettingsView> {
  await ensureVentingSettings(userId);
  await db.ventingSettings.update({ where: { userId }, data: changes });
  return getVentingSettings(userId);
}

export function savePrivacySettings(
  userId: string,
  settings: { anonymity: Anonymity; section: TopicId | null },
): Promise<VentingSettingsView> {
  return saveVentingSettings(userId, {
    anonymity: anonymityCodec.toDb(settings.anonymity),
    section: settings.section ? topicCodec.toDb(settings.section) : null,
  });
}

export function saveNotificationSettings(userId: string, settings: NotificationSettings): Promise<VentingSettingsView> {
  return saveVentingSettings(userId, settings);
}
