"use server";

import { redirect } from "next/navigation";
import { staffAction } from "@/lib/auth/staff-action";
import { transferDecisionSchema } from "@/lib/entrepreneurship/schemas";
import { decideTransfer } from "@/lib/entrepreneurship/transfer-decisions";
import { TRANSFERS_PATH } from "@/lib/staff/roles";

/** Approve or refuse a request; the list then says what was done (the request has left the queue). */
export const decideOnTransfer = staffAction("transfers", transferDecisionSchema, async (input, staff) => {
  await decideTransfer(staff.actor, input);
  redirect(`${TRANSFERS_PATH}?done=${input.decision === "approve" ? "approved" : "refused"}#transfers-status`);
});
