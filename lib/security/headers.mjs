// @ts-check
/**
 * The security headers every response carries (sendSecurityHeaders, lib/http/server-hooks, sets
 * them on all responses, API routes and static files included). A plain JavaScript module, so the
 * header tests and any tool can load it as it is. docs/security.md explains each choice.
 */

/** Paystack's inline checkout: the iframe it opens, the script it may add to it, the API it calls. */
const PAYSTACK_ORIGINS = {
  frames: ["https://checkout.paystack.com", "https://standard.paystack.co"],
  scripts: ["https://checkout.paystack.com"],
  connections: ["https://api.paystack.co"],
};

/**
 * Paths (without the leading slash, as regular expressions) whose responses carry their own
 * Content-Security-Policy: the routes that serve uploaded files (lib/http/stored-file-response.ts).
 * Next never replaces a header already on the response with a route handler's, so the site's policy
 * is not set on these.
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
    // Pages are prerendered once for everybody, so no per-request nonce exists to allow Next's inline
    // bootstrap scripts by; 'unsafe-inline' does, and everything else is limited to this origin.
    "script-src": ["'self'", "'unsafe-inline'", ...PAYSTACK_ORIGINS.scripts, ...(development ? ["'unsafe-eval'"] : [])],
    // React writes style attributes (charts, progress bars); the stylesheets themselves are our own files.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Uploaded media is served by the app itself; previews of a file being chosen are blob: URLs.
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
    // Nothing here uses the camera, microphone or location; only Paystack's frame may ask to pay.
    {
      key: "Permissions-Policy",
      value:
        'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), browsing-topics=(), payment=(self "https://checkout.paystack.com")',
    },
    // Two years, as the HSTS preload list asks; only sent when the site is served over https.
    ...(options.https && !options.development
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}
