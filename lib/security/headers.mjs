// @ts-check
// Set on every response by sendSecurityHeaders (lib/http/server-hooks); docs/security.md explains
// each choice. Plain JavaScript, so tests and tools can load it as it is.

/** Paystack's inline checkout. */
const PAYSTACK_ORIGINS = {
  frames: ["https://checkout.paystack.com", "https://standard.paystack.co"],
  scripts: ["https://checkout.paystack.com"],
  connections: ["https://api.paystack.co"],
};

/**
 * Routes serving uploads set their own policy (lib/http/stored-file-response.ts), and Next never
 * replaces a header already set, so the site's is not set on these.
 */
export const OWN_POLICY_PATHS = [
  "api/venting-room/media/[^/]+$",
  "api/staff/posts/[^/]+/media$",
  "api/dashboard/entrepreneurship/transfers/[^/]+/agreement$",
];

/**
 * @typedef {object} SecurityHeaderOptions
 * @property {boolean} development `next dev` needs eval for React's debugging and a WebSocket for hot reload.
 * @property {boolean} https The public origin is https: browsers are told to use nothing else.
 */

/**
 * @param {SecurityHeaderOptions} options
 * @returns {string}
 */
export function contentSecurityPolicy({ development, https }) {
  /** @type {Record<string, string[]>} */
  const directives = {
    "default-src": ["'self'"],
    // Prerendered pages have no per-request nonce for Next's inline bootstrap scripts.
    "script-src": ["'self'", "'unsafe-inline'", ...PAYSTACK_ORIGINS.scripts, ...(development ? ["'unsafe-eval'"] : [])],
    // React writes style attributes (charts, progress bars).
    "style-src": ["'self'", "'unsafe-inline'"],
    // Previews of a file being chosen are blob: URLs.
    "img-src": ["'self'", "data:", "blob:"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...PAYSTACK_ORIGINS.connections, ...(development ? ["ws:"] : [])],
    "frame-src": [...PAYSTACK_ORIGINS.frames],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * @param {SecurityHeaderOptions} options
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders(options) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // The CSP's frame-ancestors for current browsers, X-Frame-Options for older ones.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    {
      key: "Permissions-Policy",
      value:
        'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), browsing-topics=(), payment=(self "https://checkout.paystack.com")',
    },
    // Two years, as the HSTS preload list asks.
    ...(options.https && !options.development
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}
