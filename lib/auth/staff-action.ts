import "server-only";
import type { z } from "zod";
import { callerAction } from "@/lib/forms/actions";
import type { FormState } from "@/lib/forms/form-state";
import { MESSAGES } from "@/lib/messages";
import { staffScreen, type StaffScreenId } from "@/lib/staff/screens";
import { requireStaffAction, type StaffMember } from "./guards";

/** The role is checked against the database on every submission, before the form is read. */
export function staffAction<S extends z.ZodType, Data = undefined>(
  screen: StaffScreenId,
  schema: S,
  action: (data: z.output<S>, staff: StaffMember) => Promise<FormState<Data>>,
) {
  const { role } = staffScreen(screen);
  return callerAction(() => requireStaffAction(role), schema, MESSAGES.staff.invalidForm, action);
}
