"use server";

import { redirect } from "next/navigation";
import { staffAction } from "@/lib/auth/staff-action";
import { grantStaffRole, revokeStaffRole } from "@/lib/staff/accounts";
import { rolesDonePath } from "@/lib/staff/admin-pages";
import { staffRoleChangeSchema } from "@/lib/staff/schemas";

/** Grant a staff role to an existing account: the same code path as `npm run staff -- grant`. */
export const grantARole = staffAction("audit", staffRoleChangeSchema, async ({ email, role, reason }, staff) => {
  const { changed } = await grantStaffRole(staff.actor, email, role, reason);
  redirect(rolesDonePath(changed ? "role-granted" : "role-unchanged"));
});

/** Revoke a staff role; an admin's own admin role is refused (lib/staff/accounts.ts). */
export const revokeARole = staffAction("audit", staffRoleChangeSchema, async ({ email, role, reason }, staff) => {
  const { changed } = await revokeStaffRole(staff.actor, email, role, reason);
  redirect(rolesDonePath(changed ? "role-revoked" : "role-unchanged"));
});
