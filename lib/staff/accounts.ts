import "server-only";
import type { Prisma } from "@prisma/client";
import { recordAudit, type Actor } from "@/lib/audit/log";
import { db } from "@/lib/db/client";
import { waitForLock } from "@/lib/db/locks";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { STAFF_ROLES, type StaffRole } from "./roles";

/** Read from the database on every check. */
export async function staffRolesOf(userId: string): Promise<StaffRole[]> {
  const rows = await db.staffRole.findMany({ where: { userId }, select: { role: true }, orderBy: { role: "asc" } });
  return rows.map((row) => row.role);
}

function parseRole(role: string): StaffRole {
  const found = STAFF_ROLES.find((known) => known === role);
  if (!found) throw new DomainError("invalid", `Unknown role "${role}": use ${STAFF_ROLES.join(", ")}.`);
  return found;
}

async function accountByEmail(email: string) {
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, emailVerified: true },
  });
  if (!user) {
    const message = MESSAGES.staffAdmin.noAccount(email);
    throw new DomainError("not-found", message, { fieldErrors: { email: message } });
  }
  return user;
}

/** Idempotent: a repeat grant changes and logs nothing. Used by the command line and the console. */
export async function grantStaffRole(
  actor: Actor,
  email: string,
  role: string,
  reason?: string,
): Promise<{ changed: boolean }> {
  const wanted = parseRole(role);
  const user = await accountByEmail(email);
  // Until the address is confirmed, the account may not belong to the person the role is meant for.
  if (!user.emailVerified) {
    const message = MESSAGES.staffAdmin.unconfirmed(user.email);
    throw new DomainError("conflict", message, { fieldErrors: { email: message } });
  }
  return changeRoles(actor, user.id, "staff.grant", reason ?? `${wanted} granted`, async (tx, before) => {
    if (before.includes(wanted)) return null;
    await tx.staffRole.create({ data: { userId: user.id, role: wanted } });
    return [...before, wanted].sort();
  });
}

/** The console refuses revoking one's own or the last admin role; the command line still can. */
export async function revokeStaffRole(
  actor: Actor,
  email: string,
  role: string,
  reason?: string,
): Promise<{ changed: boolean }> {
  const wanted = parseRole(role);
  const user = await accountByEmail(email);
  if (wanted === "admin" && actor.id === user.id) throw new DomainError("forbidden", MESSAGES.staffAdmin.ownAdmin);
  return changeRoles(actor, user.id, "staff.revoke", reason ?? `${wanted} revoked`, async (tx, before) => {
    if (!before.includes(wanted)) return null;
    if (wanted === "admin" && actor.id !== null && (await tx.staffRole.count({ where: { role: "admin" } })) <= 1)
      throw new DomainError("conflict", MESSAGES.staffAdmin.lastAdmin);
    await tx.staffRole.delete({ where: { userId_role: { userId: user.id, role: wanted } } });
    return before.filter((held) => held !== wanted);
  });
}

/** `change` returns the roles after it, or null when it changes nothing (and nothing is logged). */
function changeRoles(
  actor: Actor,
  userId: string,
  action: "staff.grant" | "staff.revoke",
  reason: string,
  change: (tx: Prisma.TransactionClient, before: StaffRole[]) => Promise<StaffRole[] | null>,
): Promise<{ changed: boolean }> {
  return db.$transaction(async (tx) => {
    // Serialised so each change decides from the roles it reads: two admins revoking each other
    // cannot leave the console without one.
    await waitForLock(tx, "staffRoles");
    const before = (await tx.staffRole.findMany({ where: { userId } })).map((row) => row.role);
    const after = await change(tx, before);
    if (!after) return { changed: false };
    await recordAudit(tx, actor, {
      action,
      subjectType: "user",
      subjectId: userId,
      reason,
      before: { roles: before },
      after: { roles: after },
    });
    return { changed: true };
  });
}

export async function listStaff(): Promise<{ email: string; roles: StaffRole[] }[]> {
  const rows = await db.staffRole.findMany({
    select: { role: true, user: { select: { email: true } } },
    orderBy: [{ user: { email: "asc" } }, { role: "asc" }],
  });
  const byEmail = new Map<string, StaffRole[]>();
  for (const row of rows) byEmail.set(row.user.email, [...(byEmail.get(row.user.email) ?? []), row.role]);
  return [...byEmail].map(([email, roles]) => ({ email, roles }));
}
