import "server-only";
import { db } from "@/lib/db/client";
import { iso, type PersonalDataSection } from "@/lib/personal-data-section";

export const staffRolesSection = {
  models: { StaffRole: "deleted" },
  download: async (member) => {
    const roles = await db.staffRole.findMany({ where: { userId: member.id }, orderBy: { role: "asc" } });
    return roles.map((role) => ({ role: role.role, grantedAt: iso(role.grantedAt) }));
  },
  erase: async (tx, member) => {
    await tx.staffRole.deleteMany({ where: { userId: member.id } });
  },
} satisfies PersonalDataSection;
