import "server-only";
import { cookies } from "next/headers";
import { isClientToken, newClientToken, rememberClient } from "@/lib/accounts/known-clients";
import { getEnv } from "@/lib/env";
import { CLIENT_COOKIE, cookieValue } from "./cookies";

/** Browsers cap a cookie's life at 400 days; the account forgets a browser sooner (known-clients.ts). */
const CLIENT_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function browserOf(headers: Headers): string | null {
  const value = cookieValue(headers.get("cookie"), CLIENT_COOKIE);
  return isClientToken(value) ? value : null;
}

export async function rememberThisBrowser(userId: string): Promise<void> {
  const jar = await cookies();
  const current = jar.get(CLIENT_COOKIE)?.value;
  const token = isClientToken(current) ? current : newClientToken();
  if (token !== current) {
    jar.set(CLIENT_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: getEnv().APP_URL.startsWith("https://"),
      maxAge: CLIENT_COOKIE_MAX_AGE_SECONDS,
    });
  }
  await rememberClient(userId, token);
}
