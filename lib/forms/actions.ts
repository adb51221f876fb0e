import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { isDatabaseBusy } from "@/lib/db/busy";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { fieldErrorsOf } from "@/lib/validations/problems";
import type { FormState } from "./form-state";

/** Never sent back to the browser in a form's state. */
const SECRET_FIELD = /password/i;

function textEntries(formData: FormData): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !key.startsWith("$ACTION")) entries[key] = value;
  }
  return entries;
}

const keptValues = (submitted: Record<string, string>) =>
  Object.fromEntries(Object.entries(submitted).filter(([key]) => !SECRET_FIELD.test(key)));

function refusal<Data>(error: unknown, submitted: Record<string, string>, failedMessage: string): FormState<Data> {
  unstable_rethrow(error);
  if (error instanceof DomainError) {
    return { status: "error", message: error.message, fieldErrors: error.fieldErrors, values: keptValues(submitted) };
  }
  if (isDatabaseBusy(error)) {
    logger.warn("action.database_busy", { error });
    return { status: "error", message: MESSAGES.request.busy, values: keptValues(submitted) };
  }
  logger.error("action.failed", { error });
  return { status: "error", message: failedMessage, values: keptValues(submitted) };
}

/**
 * The caller is settled first (from the database), so someone who may not use the form is refused
 * before a field is checked; non-form arguments are refused before that. Next's redirect() and
 * notFound() pass through.
 */
export function callerAction<Caller, S extends z.ZodType, Data = undefined>(
  identify: () => Promise<Caller>,
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>, caller: Caller, formData: FormData) => Promise<FormState<Data>>,
  failedMessage: string = MESSAGES.request.serverError,
) {
  return async (_previous: FormState<Data>, formData: FormData): Promise<FormState<Data>> => {
    if (!(formData instanceof FormData)) return { status: "error", message: MESSAGES.request.notAForm };
    let caller: Caller;
    try {
      caller = await identify();
    } catch (error) {
      return refusal(error, {}, failedMessage);
    }
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
      const result = await action(parsed.data, caller, formData);
      return result.status === "error" ? { ...result, values: result.values ?? keptValues(submitted) } : result;
    } catch (error) {
      return refusal(error, submitted, failedMessage);
    }
  };
}

const anyone = async () => undefined;

export function validatedAction<S extends z.ZodType, Data = undefined>(
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>, formData: FormData) => Promise<FormState<Data>>,
  failedMessage?: string,
) {
  return callerAction<undefined, S, Data>(
    anyone,
    schema,
    invalidMessage,
    (data, _caller, formData) => action(data, formData),
    failedMessage,
  );
}
