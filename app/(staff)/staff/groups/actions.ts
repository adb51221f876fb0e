"use server";

import { redirect } from "next/navigation";
import { staffAction } from "@/lib/auth/staff-action";
import { removeFromGroup } from "@/lib/entrepreneurship/group-roster";
import { removeFromGroupSchema } from "@/lib/entrepreneurship/schemas";
import { GROUPS_CONSOLE_PATH } from "@/lib/staff/roles";

/** Take a member out of a group; the roster then says so (the member has left it). */
export const removeGroupMember = staffAction("groups", removeFromGroupSchema, async (input, staff) => {
  const { scope } = await removeFromGroup(staff.actor, input);
  redirect(`${GROUPS_CONSOLE_PATH}?scope=${scope}&done=removed#groups-status`);
});
