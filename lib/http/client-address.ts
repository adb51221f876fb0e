import "server-only";
import { createHmac } from "node:crypto";
import { isIP } from "node:net";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

let headerName: string | undefined;

/**
 * The header the server itself sets on every request it receives (logEveryRequest,
 * lib/http/server-hooks): the client's address as worked out below. Whatever a client sends under
 * this name is overwritten; and the name carries a fingerprint of the app's secret, so on a
 * platform that does not run that server (no stamp at all) a client still cannot supply one of its
 * own.
 */
export function clientAddressHeader(): string {
  headerName ??= `x-stepps-client-${createHmac("sha256", getEnv().NEXTAUTH_SECRET).update("client-address").digest("hex").slice(0, 16)}`;
  return headerName;
}

/**
 * An address as limits count it. IPv4 as it is (an IPv4-mapped IPv6 address too); IPv6 by its /64
 * network, since one home or phone connection is handed a whole /64 and could otherwise take a new
 * address for every sign-up. Anything else (a name a proxy wrote) is kept as it is.
 */
export function limitedAddress(address: string): string {
  const plain = address.trim().replace(/%.*$/, ""); // an IPv6 zone ("%eth0") names a local interface
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped) return mapped[1];
  if (isIP(plain) !== 6) return plain;
  const [head, tail] = plain.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

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
  const client = chain[Math.max(0, chain.length - 1 - trustedHops)];
  return client ? limitedAddress(client) : "unknown";
}

let warned = false;

/**
 * The client address of a request inside the app. The server stamps it on every request it takes;
 * a request that never went through it (a test calling a handler, a platform that does not run
 * `next start`) is worked out from its headers, with no peer to count from. With no trusted proxy
 * either, every such client is "unknown", one shared address for every limit: said once in the log.
 */
export function clientIp(headers: Headers): string {
  const stamped = headers.get(clientAddressHeader());
  if (stamped) return stamped;
  const hops = getEnv().TRUSTED_PROXY_HOPS;
  if (hops > 0) return clientAddressOf(undefined, headers.get("x-forwarded-for"), hops - 1);
  if (!warned) {
    warned = true;
    logger.warn("client_address.unknown", {
      hint: "Requests arrive without the address next start stamps; behind a proxy, set TRUSTED_PROXY_HOPS.",
    });
  }
  return "unknown";
}
