import type { z } from "zod";

/** What a form's server action returns to `useActionState`. */
export interface FormState {
  status: "idle" | "success" | "error";
  message?: string;
  /** The first problem per field, keyed by field name. */
  fieldErrors?: Record<string, string>;
  /** What was submitted, so a rejected form keeps the visitor's typing. */
  values?: Record<string, string>;
}

export const initialFormState: FormState = { status: "idle" };

export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The text fields of a submitted form (files are not handled by text forms). */
export function textEntries(formData: FormData): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !key.startsWith("$ACTION")) entries[key] = value;
  }
  return entries;
}

/**
 * Gives every server action the same shape: parse the form with its zod schema on the server,
 * answer invalid input with field messages (and write nothing), otherwise run the action.
 */
export function validatedAction<S extends z.ZodType>(
  schema: S,
  invalidMessage: string,
  action: (data: z.output<S>) => Promise<FormState>,
) {
  return async (_previous: FormState, formData: FormData): Promise<FormState> => {
    const submitted = textEntries(formData);
    const parsed = schema.safeParse(submitted);
    if (!parsed.success) {
      return { status: "error", message: invalidMessage, fieldErrors: fieldErrorsOf(parsed.error), values: submitted };
    }
    const result = await action(parsed.data);
    return result.status === "error" ? { ...result, values: result.values ?? submitted } : result;
  };
}
