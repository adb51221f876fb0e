import "server-only";
import { listAudit } from "@/lib/audit/log";
import { db, SQL } from "@/lib/db/client";
import { formatDay, formatDayAndTime, formatRand } from "@/lib/format";
import { containsLiterally } from "@/lib/payments/report";
import { findPlan } from "@/lib/plans";

/** Its months follow each other, so one period from first to last. */
export interface HeldPlan {
  planId: string;
  title: string;
  activeNow: boolean;
  until: Date;
}

export interface MemberMatch {
  id: string;
  email: string;
  name: string;
  surname: string;
  plans: HeldPlan[];
}

const planTitle = (planId: string) => findPlan(planId)?.title ?? planId;

function heldPlans(subscriptions: { planId: string; startsAt: Date; endsAt: Date }[], now: Date): HeldPlan[] {
  const byPlan = new Map<string, HeldPlan>();
  for (const s of subscriptions) {
    if (s.endsAt <= now) continue;
    const held = byPlan.get(s.planId) ?? {
      planId: s.planId,
      title: planTitle(s.planId),
      activeNow: false,
      until: s.endsAt,
    };
    held.activeNow ||= s.startsAt <= now;
    if (s.endsAt > held.until) held.until = s.endsAt;
    byPlan.set(s.planId, held);
  }
  return [...byPlan.values()].sort((a, b) => a.until.getTime() - b.until.getTime());
}

/** A longer list means the search should be narrower. */
export const MEMBER_SEARCH_LIMIT = 50;

/** Address contains `q`, or a payment's Paystack reference is exactly `q`; both are lower-cased. */
export async function searchMembers(q: string, now = new Date()): Promise<MemberMatch[]> {
  // Paged in SQL, so only the page's ids travel, however many accounts match.
  const page = await db.$queryRaw<{ id: string }[]>`
    SELECT u."id" FROM "User" u
    WHERE ${containsLiterally(SQL.sql`u."email"`, q)}
      OR EXISTS (SELECT 1 FROM "Payment" p WHERE p."userId" = u."id" AND p."reference" = ${q})
    ORDER BY u."email" ASC
    LIMIT ${MEMBER_SEARCH_LIMIT}`;
  const users = await db.user.findMany({
    where: { id: { in: page.map((row) => row.id) } },
    orderBy: { email: "asc" },
    select: {
      id: true,
      email: true,
      name: true,
      surname: true,
      subscriptions: { where: { endsAt: { gt: now } }, select: { planId: true, startsAt: true, endsAt: true } },
    },
  });
  return users.map(({ subscriptions, ...user }) => ({ ...user, plans: heldPlans(subscriptions, now) }));
}

export interface MemberSummary extends MemberMatch {
  createdAt: Date;
  emailVerified: Date | null;
  ageConsentAt: Date | null;
}

export async function memberSummary(userId: string, now = new Date()): Promise<MemberSummary | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      name: true,
      surname: true,
      createdAt: true,
      emailVerified: true,
      ageConsentAt: true,
      subscriptions: { where: { endsAt: { gt: now } }, select: { planId: true, startsAt: true, endsAt: true } },
    },
  });
  if (!user) return null;
  const { subscriptions, ...rest } = user;
  return { ...rest, plans: heldPlans(subscriptions, now) };
}

export type TimelineKind = "account" | "voucher" | "payment" | "subscription" | "staff" | "mail";

export interface TimelineEvent {
  at: Date;
  kind: TimelineKind;
  title: string;
  detail?: string;
}

const ACTION_WORDS: Record<string, string> = {
  "subscription.grant": "A month granted by staff",
  "subscription.end": "Subscription ended by staff",
  "staff.grant": "Staff role granted",
  "staff.revoke": "Staff role revoked",
  "member.suspend": "Posting paused by a moderator",
  "member.unsuspend": "Posting pause lifted",
};

const PAYMENT_WORDS = { pending: "started, not paid", success: "paid", failed: "failed" } as const;
const SOURCE_WORDS = { voucher: "from a voucher", payment: "paid", grant: "granted by staff" } as const;

/** A member's history is short, and the page stays small. */
const PER_KIND = 200;

/** Mail shows subjects only, never the words. */
export async function memberTimeline(userId: string): Promise<TimelineEvent[]> {
  const [user, voucher, payments, subscriptions, audit, mail] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { createdAt: true, emailVerified: true, ageConsentAt: true } }),
    db.voucher.findUnique({ where: { userId }, select: { issuedAt: true, expiresAt: true, redeemedAt: true } }),
    db.payment.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take: PER_KIND }),
    db.subscription.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take: PER_KIND }),
    listAudit({ subjectType: "user", subjectId: userId, limit: PER_KIND }),
    db.outboxMail.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
      take: PER_KIND,
      select: { subject: true, createdAt: true, sentAt: true, attempts: true },
    }),
  ]);
  if (!user) return [];
  const events: TimelineEvent[] = [{ at: user.createdAt, kind: "account", title: "Account created" }];
  if (user.emailVerified) events.push({ at: user.emailVerified, kind: "account", title: "E-mail address confirmed" });
  if (user.ageConsentAt)
    events.push({
      at: user.ageConsentAt,
      kind: "account",
      title: "Confirmed being 18 or older, or a parent's or guardian's consent",
    });
  if (voucher) {
    events.push({
      at: voucher.issuedAt,
      kind: "voucher",
      title: "Voucher issued",
      detail: `Valid until ${formatDay(voucher.expiresAt)}`,
    });
    if (voucher.redeemedAt) events.push({ at: voucher.redeemedAt, kind: "voucher", title: "Voucher redeemed" });
  }
  for (const payment of payments) {
    events.push({
      at: payment.createdAt,
      kind: "payment",
      title: `Payment ${PAYMENT_WORDS[payment.status]}: ${planTitle(payment.planId)}, ${formatRand(payment.amountCents)}`,
      detail: `Paystack reference ${payment.reference}${
        payment.verifiedAt ? `; checked ${formatDayAndTime(payment.verifiedAt)}` : ""
      }`,
    });
  }
  for (const s of subscriptions) {
    events.push({
      at: s.createdAt,
      kind: "subscription",
      title: `${planTitle(s.planId)}, ${SOURCE_WORDS[s.source]}`,
      detail:
        s.endsAt <= s.startsAt
          ? "Ended by staff before it started"
          : `${formatDayAndTime(s.startsAt)} to ${formatDayAndTime(s.endsAt)}`,
    });
  }
  for (const entry of audit) {
    events.push({
      at: new Date(entry.at),
      kind: "staff",
      title: ACTION_WORDS[entry.action] ?? entry.action,
      detail: `By ${entry.actor}${entry.reason ? `. Why: ${entry.reason}` : ""}`,
    });
  }
  for (const message of mail) {
    events.push({
      at: message.sentAt ?? message.createdAt,
      kind: "mail",
      title: `E-mail: ${message.subject}`,
      detail: message.sentAt
        ? "Sent"
        : message.attempts > 0
          ? `Not sent yet: ${message.attempts} failed attempt${message.attempts === 1 ? "" : "s"}`
          : "Waiting to be sent",
    });
  }
  // Stable, so the account comes before what followed it in the same moment.
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => b.event.at.getTime() - a.event.at.getTime() || b.index - a.index)
    .map(({ event }) => event);
}
