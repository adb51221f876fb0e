import "server-only";
import { db } from "@/lib/db/client";
import { deletedWithMember, iso } from "@/lib/personal-data-section";

export const staffRolesSection = deletedWithMember("StaffRole", async (member) => {
  const roles = await db.staffRole.findMany({ where: { userId: member.id }, orderBy: { role: "asc" } });
  return roles.map((role) => ({ role: role.role, grantedAt: iso(role.grantedAt) }));
});
