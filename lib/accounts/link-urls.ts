import "server-only";
import { getEnv } from "@/lib/env";

/** The full address of a page on this site with a link's token, for an e-mail. */
export function emailLinkUrl(path: string, token: string): string {
  const url = new URL(path, getEnv().APP_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The full address of a page on this site, for an e-mail. */
export const siteUrl = (path: string) => new URL(path, getEnv().APP_URL).toString();
