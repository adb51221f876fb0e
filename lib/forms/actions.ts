import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { fieldErrorsOf } from "@/lib/validations/problems";
import type { FormState } from "./form-state";

/** Fields whose values are never sent back to the browser in a form's state. */
const SECRET_FIELD = /password/i;

/** The text fields of a submitted form (files and React's own action fields left out). */
function textEntries(formData: FormData): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !key.startsWith("$ACTION")) entries[key] = value;
  }
  return entries;
}

const keptValues = (submitted: Record<string, string>) =>
  Object.fromEntries(Object.entries(submitted).filter(([key]) => !SECRET_FIELD.test(key)));

/**
 * The one shape of every server action that writes: parse the form with its zod schema on the
 * server (invalid input gets field messages and writes nothing), then run the action. A DomainError
 * the action throws becomes the form's error state, with its field errors; anything unexpected is
 * logged and answered with `failedMessage`. Next's redirect() and notFound() pass through.
 */
export function validatedAction<S extends z.ZodType, Data = undefined>(
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>, formData: FormData) => Promise<FormState<Data>>,
  failedMessage: string = MESSAGES.request.serverError,
) {
  return async (_previous: FormState<Data>, formData: FormData): Promise<FormState<Data>> => {
    const submitted = textEntries(formData);
    const parsed = schema.safeParse(submitted);
    if (!parsed.success) {
      return {
        status: "error",
        message: invalidMessage,
        fieldErrors: fieldErrorsOf(parsed.error),
        values: keptValues(submitted),
      };
    }
    try {
      const result = await action(parsed.data, formData);
      return result.status === "error" ? { ...result, values: result.values ?? keptValues(submitted) } : result;
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof DomainError) {
        return {
          status: "error",
          message: error.message,
          fieldErrors: error.fieldErrors,
          values: keptValues(submitted),
        };
      }
      logger.error("action.failed", { error });
      return { status: "error", message: failedMessage, values: keptValues(submitted) };
    }
  };
}
