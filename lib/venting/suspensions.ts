import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { formatDayAndTime } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";

export interface ActiveSuspension {
  id: string;
  endsAt: Date;
  message: string;
}

export async function activeSuspension(userId: string, now = new Date()): Promise<ActiveSuspension | null> {
  return db.postingSuspension.findFirst({
    where: { userId, endsAt: { gt: now }, liftedAt: null },
    orderBy: { endsAt: "desc" },
    select: { id: true, endsAt: true, message: true },
  });
}

export async function assertMayPost(userId: string, now = new Date()): Promise<void> {
  const suspension = await activeSuspension(userId, now);
  if (suspension)
    throw new DomainError(
      "forbidden",
      MESSAGES.venting.suspended(formatDayAndTime(suspension.endsAt), suspension.message),
    );
}
