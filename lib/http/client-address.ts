import "server-only";
import { getEnv } from "@/lib/env";

/**
 * The header the server itself sets on every request it receives (lib/http/request-log.ts): the
 * client's address as worked out below. Whatever a client sends under this name is overwritten.
 */
export const CLIENT_ADDRESS_HEADER = "x-stepps-client-address";

/**
 * The client's address for rate limits: the connection's own, unless TRUSTED_PROXY_HOPS reverse
 * proxies stand in front of the app. Each of them appends the address it saw to X-Forwarded-For, so
 * with n trusted hops the client is the n-th address from the right of [...X-Forwarded-For, peer].
 * Entries further left were written by the client, and are never believed.
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trustedHops: number,
): string {
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer].filter((entry): entry is string => Boolean(entry));
  if (chain.length === 0) return "unknown";
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? "unknown";
}

/**
 * The client address of a request inside the app. The server stamps it on every request it takes;
 * a request that never went through it (a test calling a handler) is worked out from its headers,
 * with no peer to count from.
 */
export function clientIp(headers: Headers): string {
  const stamped = headers.get(CLIENT_ADDRESS_HEADER);
  if (stamped) return stamped;
  const hops = getEnv().TRUSTED_PROXY_HOPS;
  return hops === 0 ? "unknown" : clientAddressOf(undefined, headers.get("x-forwarded-for"), hops - 1);
}
