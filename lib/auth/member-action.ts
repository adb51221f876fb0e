import "server-only";
import type { z } from "zod";
import { callerAction } from "@/lib/forms/actions";
import type { FormState } from "@/lib/forms/form-state";
import type { ServiceId } from "@/lib/plans";
import { requireActionUser, requireServiceMember } from "./guards";
import type { SessionUser } from "./session";

/** callerAction for a signed-in member's forms: the session is checked against the database first. */
export function userAction<S extends z.ZodType, Data = undefined>(
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>, user: SessionUser, formData: FormData) => Promise<FormState<Data>>,
) {
  return callerAction(requireActionUser, schema, invalidMessage, action);
}

/**
 * callerAction for a paid service's forms: the session and the plan are checked on the server
 * for every submission (a page that was open when access ended cannot still write).
 */
export function memberAction<S extends z.ZodType, Data = undefined>(
  service: ServiceId,
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>, member: SessionUser, formData: FormData) => Promise<FormState<Data>>,
) {
  return callerAction(() => requireServiceMember(service), schema, invalidMessage, action);
}
