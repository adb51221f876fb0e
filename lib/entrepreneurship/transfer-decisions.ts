import "server-only";
import type { Prisma } from "@prisma/client";
import { siteUrl } from "@/lib/accounts/link-urls";
import { recordAudit, type Actor } from "@/lib/audit/log";
import { db } from "@/lib/db/client";
import { holdRow } from "@/lib/db/locks";
import { DomainError } from "@/lib/errors";
import { formatCalendarDay } from "@/lib/format";
import { transferDecisionMail } from "@/lib/mail/entrepreneurship";
import { greetingName } from "@/lib/mail/templates";
import { MESSAGES } from "@/lib/messages";
import { deliverSoon, queueMail } from "@/lib/outbox";
import type { ScopeId } from "./arenas";
import { lockGroupSeats } from "./memberships";
import { dashboardHref } from "./pages";
import { TRANSFER_STATUS_LABELS } from "./rules";
import type { TransferDecisionInput } from "./schemas";
import { toTransferView, transferInclude, type TransferView } from "./transfers";

const facilitatorMessages = MESSAGES.facilitator;

export interface ConsoleTransferView extends TransferView {
  /** May differ from the member moved. */
  learner: string;
  decidedBy: string | null;
}

export interface TransferQueue {
  pending: ConsoleTransferView[];
  pendingCount: number;
  decided: ConsoleTransferView[];
}

const QUEUE_SIZE = 100;
const DECIDED_SHOWN = 20;

/** Staff have their own route: the learner's checks ownership. */
export function staffAgreementUrlOf(transferId: string): string {
  return `/api/staff/transfers/${transferId}/agreement`;
}

const consoleInclude = { ...transferInclude, user: { select: { name: true, surname: true } } } as const;

/** A facilitator never decides a move they asked for or one that moves them. */
const notConcerning = (facilitatorId: string) => ({
  NOT: { OR: [{ userId: facilitatorId }, { memberUserId: facilitatorId }] },
});

export async function transferQueue(facilitatorId: string): Promise<TransferQueue> {
  const waiting = { status: "pending" as const, ...notConcerning(facilitatorId) };
  const [pending, pendingCount, decided] = await Promise.all([
    db.memberTransfer.findMany({
      where: waiting,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: QUEUE_SIZE,
      include: consoleInclude,
    }),
    db.memberTransfer.count({ where: waiting }),
    db.memberTransfer.findMany({
      where: { status: { not: "pending" } },
      orderBy: [{ decidedAt: "desc" }, { id: "desc" }],
      take: DECIDED_SHOWN,
      include: consoleInclude,
    }),
  ]);
  const deciderIds = [...new Set(decided.flatMap((row) => (row.decidedById ? [row.decidedById] : [])))];
  const membershipIds = [...pending, ...decided].flatMap((row) => (row.membershipId ? [row.membershipId] : []));
  const [deciders, members] = await Promise.all([
    db.user.findMany({ where: { id: { in: deciderIds } }, select: { id: true, email: true } }),
    db.groupMembership.findMany({
      where: { id: { in: membershipIds } },
      select: { id: true, user: { select: { name: true, surname: true } } },
    }),
  ]);
  const emailOf = new Map(deciders.map((account) => [account.id, account.email]));
  // The full name, to check against the signed agreement; the request itself keeps less.
  const fullNameOf = new Map(members.map((member) => [member.id, `${member.user.name} ${member.user.surname}`.trim()]));
  const view = (row: (typeof pending)[number]): ConsoleTransferView => {
    const transfer = toTransferView(row);
    return {
      ...transfer,
      memberName: (row.membershipId && fullNameOf.get(row.membershipId)) || transfer.memberName,
      agreement: { ...transfer.agreement, url: staffAgreementUrlOf(row.id) },
      learner: `${row.user.name} ${row.user.surname}`.trim(),
      decidedBy: row.decidedById ? (emailOf.get(row.decidedById) ?? "a deleted account") : null,
    };
  };
  return { pending: pending.map(view), pendingCount, decided: decided.map(view) };
}

/** Refused, writing nothing, unless the member is still in the first group and the second has a seat. */
async function moveMember(
  tx: Prisma.TransactionClient,
  transfer: { membershipId: string | null; scope: ScopeId; fromGroupId: string; toGroupId: string },
  now: Date,
): Promise<void> {
  if (!transfer.membershipId) throw new DomainError("conflict", facilitatorMessages.noMember);
  const to = (await lockGroupSeats(tx, transfer.toGroupId, transfer.scope))!;
  if (to.full) throw new DomainError("conflict", facilitatorMessages.groupFull(to.name));
  const moved = await tx.groupMembership.updateMany({
    where: { id: transfer.membershipId, scope: transfer.scope, groupId: transfer.fromGroupId },
    data: { groupId: transfer.toGroupId, joinedAt: now },
  });
  if (moved.count !== 1) throw new DomainError("conflict", facilitatorMessages.memberGone);
}

/**
 * One conditional UPDATE (`status = pending`): of two facilitators deciding at once, one wins and the
 * other gets a conflict. The move, audit entry and e-mail share the transaction.
 */
export async function decideTransfer(
  actor: Actor,
  input: TransferDecisionInput,
  now = new Date(),
): Promise<TransferView> {
  const status = input.decision === "approve" ? "approved" : "refused";
  const note = input.note ?? null;
  const view = await db.$transaction(async (tx) => {
    // The learner's row first, as account deletion locks, so the two cannot deadlock.
    const filed = await tx.memberTransfer.findUnique({
      where: { id: input.transferId },
      select: { userId: true, memberUserId: true },
    });
    if (filed && (filed.userId === actor.id || filed.memberUserId === actor.id))
      throw new DomainError("forbidden", facilitatorMessages.ownTransfer);
    if (filed) await holdRow(tx, "User", filed.userId);
    const decided = await tx.memberTransfer.updateMany({
      where: { id: input.transferId, status: "pending" },
      data: { status, decidedAt: now, decisionNote: note, decidedById: actor.id },
    });
    if (decided.count !== 1) {
      const current = await tx.memberTransfer.findUnique({ where: { id: input.transferId }, select: { status: true } });
      if (!current) throw new DomainError("not-found", facilitatorMessages.transferGone);
      throw new DomainError(
        "conflict",
        facilitatorMessages.alreadyDecided(TRANSFER_STATUS_LABELS[current.status].toLowerCase()),
      );
    }
    const row = await tx.memberTransfer.findUniqueOrThrow({
      where: { id: input.transferId },
      include: { ...transferInclude, user: { select: { email: true, name: true, emailVerified: true } } },
    });
    if (status === "approved") await moveMember(tx, row, now);
    await recordAudit(tx, actor, {
      action: `transfer.${input.decision}`,
      subjectType: "member-transfer",
      subjectId: row.id,
      reason: note,
      // Ids and states only.
      before: {
        status: "pending",
        learner: row.userId,
        arena: row.scope,
        membership: row.membershipId,
        fromGroup: row.fromGroupId,
        toGroup: row.toGroupId,
        transferDate: row.transferDate,
      },
      after: { status, decidedAt: now.toISOString(), decisionNote: note },
    });
    await queueMail(tx, {
      key: `transfer-decision:${row.id}`,
      userId: row.userId,
      message: transferDecisionMail({
        to: row.user.email,
        name: greetingName(row.user),
        decision: status,
        memberName: row.memberName,
        fromGroup: row.fromGroup.name,
        toGroup: row.toGroup.name,
        transferDay: formatCalendarDay(row.transferDate),
        note,
        dashboardUrl: siteUrl(dashboardHref({ scope: row.scope, tab: "groups", section: "transfer" })),
      }),
    });
    return toTransferView(row);
  });
  deliverSoon();
  return view;
}
