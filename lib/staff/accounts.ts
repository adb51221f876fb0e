import "server-only";
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
  return db.$transaction(async (tx) => {
    // Serialised so each grant or revocation decides from the roles it reads.
    await waitForLock(tx, "staffRoles");
    const before = (await tx.staffRole.findMany({ where: { userId: user.id } })).map((row) => row.role);
    if (before.includes(wanted)) return { changed: false };
    await tx.staffRole.create({ data: { userId: user.id, role: wanted } });
    await recordAudit(tx, actor, {
      action: "staff.grant",
      subjectType: "user",
      subjectId: user.id,
      reason: reason ?? `${wanted} granted`,
      before: { roles: before },
      after: { roles: [...before, wanted].sort() },
    });
    return { changed: true };
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
  return db.$transaction(async (tx) => {
    // Serialised, so two admins revoking each other cannot leave the console without one.
    await waitForLock(tx, "staffRoles");
    const before = (await tx.staffRole.findMany({ where: { userId: user.id } })).map((row) => row.role);
    if (!before.includes(wanted)) return { changed: false };
    if (wanted === "admin" && actor.id !== null && (await tx.staffRole.count({ where: { role: "admin" } })) <= 1)
      throw new DomainError("conflict", MESSAGES.staffAdmin.lastAdmin);
    await tx.staffRole.delete({ where: { userId_role: { userId: user.id, role: wanted } } });
    await recordAudit(tx, actor, {
      action: "staff.revoke",
      subjectType: "user",
      subjectId: user.id,
      reason: reason ?? `${wanted} revoked`,
      before: { roles: before },
      after: { roles: before.filter((held) => held !== wanted) },
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
