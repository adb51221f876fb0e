/** Requests as a browser on the app's own origin would send them. */
export const APP_ORIGIN = "http://localhost:3000";

export function jsonRequest(
  path: string,
  body: unknown,
  init: { headers?: Record<string, string>; method?: string } = {},
) {
  return new Request(`${APP_ORIGIN}${path}`, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", origin: APP_ORIGIN, ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const noContext = undefined as never;

/** A real next-auth session cookie for a user, signed with the test secret, naming an open session record. */
export async function sessionCookie(user: {
  id: string;
  email: string;
  name: string;
  surname?: string;
}): Promise<string> {
  const { encode } = await import("next-auth/jwt");
  const { openSession } = await import("@/lib/sessions/records");
  const token = await encode({
    token: {
      sub: user.id,
      email: user.email,
      name: user.name,
      surname: user.surname ?? "",
      sid: await openSession(user.id),
    },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  return `next-auth.session-token=${token}`;
}

export function getRequest(path: string, headers: Record<string, string> = {}) {
  return new Request(`${APP_ORIGIN}${path}`, { headers });
}

/**
 * What a member does when a burst outruns the database: the answer is 503 "try again", nothing was
 * written, and they send it again. A loaded machine then slows a burst test without failing it, while
 * anything else (a 500, a double count, a write behind a 503) still fails it.
 */
export async function untilServed(send: () => Promise<Response>, tries = 5): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await send();
    if (response.status !== 503 || attempt === tries) return response;
    const { MESSAGES } = await import("@/lib/messages");
    expect(await response.json()).toEqual({ error: MESSAGES.request.busy });
  }
}

/** The answers of a burst that were not `status`, with their bodies, so a failure says what went wrong. */
export async function answersOtherThan(status: number, responses: Response[]): Promise<string[]> {
  const others = responses.filter((response) => response.status !== status);
  return Promise.all(others.map(async (response) => `${response.status} ${await response.clone().text()}`));
}
