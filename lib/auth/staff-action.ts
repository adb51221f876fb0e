import "server-only";
import type { z } from "zod";
import { validatedAction } from "@/lib/forms/actions";
import type { FormState } from "@/lib/forms/form-state";
import type { StaffRole } from "@/lib/staff/roles";
import { requireStaffAction, type StaffMember } from "./guards";

/**
 * validatedAction for the staff console's forms: the session and the role are checked against the
 * database for every submission, whatever the page or middleware showed.
 */
export function staffAction<S extends z.ZodType, Data = undefined>(
  role: StaffRole,
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>, staff: StaffMember) => Promise<FormState<Data>>,
) {
  return validatedAction<S, Data>(schema, invalidMessage, async (data) => action(data, await requireStaffAction(role)));
}
