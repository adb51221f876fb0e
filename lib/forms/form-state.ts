/**
 * What every form that writes shows after a submission: the one answer type of this app's forms,
 * returned by server actions to `useActionState` and made from a route handler's JSON answer for
 * the forms that post files (formStateFromAnswer). Free of server code, so client components use it.
 */
export interface FormState<Data = undefined> {
  status: "idle" | "success" | "error";
  message?: string;
  /** The first problem per field, keyed by field name: from the zod schema or a domain refusal. */
  fieldErrors?: Record<string, string>;
  /** What was submitted, so a rejected form keeps the visitor's typing (never a password). */
  values?: Record<string, string>;
  /** What a successful action hands back to the page (a voucher code, where to go next). */
  data?: Data;
}

export const initialFormState: FormState<never> = { status: "idle" };

/** A route handler's answer (`{ message }`, or `{ error, fieldErrors? }`) as a form's state. */
export function formStateFromAnswer(ok: boolean, body: unknown, fallbackError: string): FormState {
  const answer = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  if (ok) return { status: "success", message: typeof answer.message === "string" ? answer.message : undefined };
  const fieldErrors =
    answer.fieldErrors && typeof answer.fieldErrors === "object"
      ? (answer.fieldErrors as Record<string, string>)
      : undefined;
  return { status: "error", message: typeof answer.error === "string" ? answer.error : fallbackError, fieldErrors };
}

/** A server action as a form calls it through `useActionState`. */
export type FormAction<Data = undefined> = (state: FormState<Data>, formData: FormData) => Promise<FormState<Data>>;

/**
 * A form that posts natively to a route handler (a file upload, before JavaScript has loaded) gets
 * its answer back in the page's address, as a signed notice (lib/forms/notice.ts): the query
 * parameter it travels in, and the id of the element that shows it, which the page scrolls to.
 */
export const NOTICE_PARAM = "notice";
export const NOTICE_ANCHOR = "form-notice";
