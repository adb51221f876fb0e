/** Free of server code, so client components use it. */
export interface FormState<Data = undefined> {
  status: "idle" | "success" | "error";
  message?: string;
  fieldErrors?: Record<string, string>;
  /** So a rejected form keeps the visitor's typing (never a password). */
  values?: Record<string, string>;
  data?: Data;
}

export const initialFormState: FormState<never> = { status: "idle" };

export function formStateFromAnswer(ok: boolean, body: unknown, fallbackError: string): FormState {
  const answer = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  if (ok) return { status: "success", message: typeof answer.message === "string" ? answer.message : undefined };
  const fieldErrors =
    answer.fieldErrors && typeof answer.fieldErrors === "object"
      ? (answer.fieldErrors as Record<string, string>)
      : undefined;
  return { status: "error", message: typeof answer.error === "string" ? answer.error : fallbackError, fieldErrors };
}

export type FormAction<Data = undefined> = (state: FormState<Data>, formData: FormData) => Promise<FormState<Data>>;

/** A native post's answer comes back in the page's address as a signed notice (lib/forms/notice.ts). */
export const NOTICE_PARAM = "notice";
export const NOTICE_ANCHOR = "form-notice";
