import "server-only";
import type { z } from "zod";
import { callerAction } from "@/lib/forms/actions";
import type { FormState } from "@/lib/forms/form-state";
import type { StaffRole } from "@/lib/staff/roles";
import { requireStaffAction, type StaffMember } from "./guards";

/**
 * callerAction for the staff console's forms: the session and the role are checked against the
 * database for every submission, whatever the page or middleware showed, before the form is read.
 */
export function staffAction<S extends z.ZodType, Data = undefined>(
  role: StaffRole,
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>, staff: StaffMember) => Promise<FormState<Data>>,
) {
  return callerAction(() => requireStaffAction(role), schema, invalidMessage, action);
}
