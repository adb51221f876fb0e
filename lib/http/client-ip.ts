/**
 * The client's address for rate limiting. `next start` fills X-Forwarded-For from the socket when
 * no proxy set it, and a proxy (Vercel, nginx) appends the address it saw, so the last entry is the
 * nearest trustworthy one. Deploy behind a proxy that sets the header (docs/features.md, "Contact form").
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last || headers.get("x-real-ip")?.trim() || "unknown";
}
