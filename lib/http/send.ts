import { MESSAGES } from "@/lib/messages";

export type SendResult<T> =
  { ok: true; data: T } | { ok: false; status: number; error: string; fieldErrors: Record<string, string> };

/**
 * The browser's side of this app's JSON API: one place that turns any answer (or no answer) into
 * either the data or the message to show, in the spec's words.
 */
export async function sendRequest<T>(
  url: string,
  init: { method: string; json?: unknown; form?: FormData },
): Promise<SendResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: init.json === undefined ? undefined : { "content-type": "application/json" },
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    });
  } catch {
    return { ok: false, status: 0, error: MESSAGES.request.network, fieldErrors: {} };
  }
  const body = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as T };
  if (response.status === 401)
    return { ok: false, status: 401, error: MESSAGES.auth.authenticationFailed, fieldErrors: {} };
  return {
    ok: false,
    status: response.status,
    error: typeof body?.error === "string" ? body.error : MESSAGES.request.httpError(response.status),
    fieldErrors: body?.fieldErrors && typeof body.fieldErrors === "object" ? body.fieldErrors : {},
  };
}
