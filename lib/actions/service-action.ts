import type { z } from "zod";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { MESSAGES } from "@/lib/messages";
import { SERVICES, type ServiceId } from "@/lib/plans";
import { accessOf } from "@/lib/subscriptions";
import { validatedAction, type FormState } from "./validated-action";

/**
 * validatedAction for a paid service's forms: the session and the plan are checked on the server
 * for every submission (a page that was open when access ended cannot still write).
 */
export function validatedServiceAction<S extends z.ZodType>(
  service: ServiceId,
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>, user: SessionUser) => Promise<FormState>,
) {
  return validatedAction(schema, invalidMessage, async (data) => {
    const user = await getSessionUser();
    if (!user) return { status: "error", message: MESSAGES.auth.notAuthenticatedPleaseLogIn };
    const access = await accessOf(user.id);
    if (!access.services.includes(service))
      return { status: "error", message: MESSAGES.access.planExcludes(SERVICES[service].name) };
    return action(data, user);
  });
}
