import "server-only";
import { createHmac } from "node:crypto";
import { isIP } from "node:net";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

let headerName: string | undefined;

/** Stamped by the server hook; the name carries a fingerprint of the app's secret, so clients cannot supply it. */
export function clientAddressHeader(): string {
  headerName ??= `x-stepps-client-${createHmac("sha256", getEnv().NEXTAUTH_SECRET).update("client-address").digest("hex").slice(0, 16)}`;
  return headerName;
}

/** IPv6 by its /64: one home or phone connection gets a whole /64 and could take a new address per sign-up. */
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

/** With n trusted proxy hops the client is the n-th from the right of [...X-Forwarded-For, peer]. */
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

/** Without the server's stamp or a trusted proxy every client is "unknown", one shared address (logged once). */
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
