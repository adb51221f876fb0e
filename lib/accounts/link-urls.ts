import "server-only";
import { getEnv } from "@/lib/env";

export function emailLinkUrl(path: string, token: string): string {
  const url = new URL(path, getEnv().APP_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

export const siteUrl = (path: string) => new URL(path, getEnv().APP_URL).toString();
