import "server-only";
import { db } from "@/lib/db/client";
import { deletedWithMember, iso } from "@/lib/personal-data-section";

/** Never the id its token names. */
export const sessionsSection = deletedWithMember("UserSession", async (member) => {
  const sessions = await db.userSession.findMany({ where: { userId: member.id }, orderBy: { createdAt: "asc" } });
  return sessions.map((session) => ({
    device: session.device,
    signedInAt: iso(session.createdAt),
    lastUsedAt: iso(session.lastSeenAt),
    endedAt: iso(session.endedAt),
  }));
});
