import "server-only";
import type { z } from "zod";
import { callerAction } from "@/lib/forms/actions";
import type { FormState } from "@/lib/forms/form-state";
import type { ServiceId } from "@/lib/plans";
import { requireActionUser, requireServiceMember } from "./guards";
import type { SessionUser } from "./session";

export function userAction<S extends z.ZodType, Data = undefined>(
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>, user: SessionUser, formData: FormData) => Promise<FormState<Data>>,
) {
  return callerAction(requireActionUser, schema, invalidMessage, action);
}

/** The plan is checked on every submission: a page left open when access ended cannot still write. */
export function memberAction<S extends z.ZodType, Data = undefined>(
  service: ServiceId,
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>, member: SessionUser, formData: FormData) => Promise<FormState<Data>>,
) {
  return callerAction(() => requireServiceMember(service), schema, invalidMessage, action);
}
