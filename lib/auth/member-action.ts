import "server-only";
import type { z } from "zod";
import { validatedAction } from "@/lib/forms/actions";
import type { FormState } from "@/lib/forms/form-state";
import type { ServiceId } from "@/lib/plans";
import { requireServiceMember } from "./guards";
import type { SessionUser } from "./session";

/**
 * validatedAction for a paid service's forms: the session and the plan are checked on the server
 * for every submission (a page that was open when access ended cannot still write).
 */
export function memberAction<S extends z.ZodType, Data = undefined>(
  service: ServiceId,
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>, member: SessionUser, formData: FormData) => Promise<FormState<Data>>,
) {
  return validatedAction<S, Data>(schema, invalidMessage, async (data, formData) =>
    action(data, await requireServiceMember(service), formData),
  );
}
