import "server-only";
import { z } from "zod";
import { DEFAULT_DATABASE_URL, isPostgresUrl } from "./database-url";

/**
 * Every environment variable the app reads, validated once at start-up (instrumentation.ts)
 * and on first import. Local defaults make `npm run local` work with no configuration;
 * production features (Microsoft, Paystack, Blob) demand their variables only once
 * they are switched on. `.env.example` documents each one.
 */

// An unset variable and an empty one mean the same: use the default.
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());
const httpUrl = () => z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });
const optionalUrl = z.preprocess(blankToUndefined, httpUrl().optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z.stringbool({ truthy: ["true", "1", "yes", "on"], falsy: ["false", "0", "no", "off"] }).default(fallback),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /** Public origin of the site: canonical URLs, sitemap, Open Graph and auth callbacks. */
    APP_URL: z.preprocess(blankToUndefined, httpUrl().default("http://localhost:3000")),
    /** Signs session tokens. `npm run setup` generates a local one into .env.local. */
    NEXTAUTH_SECRET: z.preprocess(
      blankToUndefined,
      z
        .string({ error: "is required (run `npm run setup` locally, or set a random string of 32+ characters)" })
        .min(32, "must be at least 32 characters"),
    ),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .default(DEFAULT_DATABASE_URL)
        .refine(
          (url) => url.startsWith("file:") || (isPostgresUrl(url) && URL.canParse(url) && new URL(url).hostname !== ""),
          "must be a file: URL (SQLite) or a postgres:// or postgresql:// URL with a host",
        ),
    ),
    /** Connections each server keeps to PostgreSQL at most (node-postgres' pool); SQLite has one. */
    DATABASE_POOL_SIZE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(200).default(10)),
    UPLOAD_DIR: z.preprocess(blankToUndefined, z.string().default("./data/uploads")),
    BLOB_READ_WRITE_TOKEN: optionalString,
    AZURE_AD_CLIENT_ID: optionalString,
    AZURE_AD_CLIENT_SECRET: optionalString,
    AZURE_AD_TENANT_ID: optionalString,
    /** OpenID Connect discovery URL; defaults to Microsoft's for the tenant. */
    AZURE_AD_WELL_KNOWN: optionalUrl,
    PAYMENTS_ENABLED: flag(false),
    PAYSTACK_SECRET_KEY: optionalString,
    PAYSTACK_PUBLIC_KEY: optionalString,
    PAYSTACK_API_BASE: z.preprocess(blankToUndefined, httpUrl().default("https://api.paystack.co")),
    VOUCHER_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(1000)),
    SUPPORT_EMAIL: z.preprocess(
      blankToUndefined,
      z.email({ error: "must be an e-mail address" }).default("support@stepps.co.za"),
    ),
    STEM_SITE_URL: z.preprocess(blankToUndefined, httpUrl().default("https://stem.stepps.co.za")),
    /** bcrypt work factor for password hashes (2^cost rounds). */
    BCRYPT_COST: z.preprocess(blankToUndefined, z.coerce.number().int().min(4).max(15).default(10)),
    /** Threads that hash passwords (lib/accounts/hash-pool.ts). Unset: one per core the process may use. */
    HASH_WORKERS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(64).optional()),
    /** Threads that decode and clean uploads (lib/uploads/clean-pool.ts). Unset: half the cores, at least one. */
    UPLOAD_WORKERS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(64).optional()),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** The mail server (smtp:// or smtps://, with user and password in the URL). Unset: mail goes to MAIL_DIR as files. */
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    /** Who mail comes from: an address, or a name and an address ("Stepps <no-reply@stepps.co.za>"). */
    MAIL_FROM: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .refine(
          (value) =>
            /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/.test(value) || /^[^<>]+ <[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(value),
          'must be an e-mail address, or a name and an address: "Stepps <no-reply@stepps.co.za>"',
        )
        .default("Stepps <no-reply@stepps.co.za>"),
    ),
    /** Where mail is written, one .eml file per message, when no SMTP_URL is set (local use). */
    MAIL_DIR: z.preprocess(blankToUndefined, z.string().default("./data/mail")),
    /**
     * How many reverse proxies in front of the app append to X-Forwarded-For. 0 (the default)
     * trusts none of it: the client address is the connection's own.
     */
    TRUSTED_PROXY_HOPS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(5).default(0)),
    /**
     * Seconds an idle keep-alive connection stays open (keepIdleConnections, lib/http/server-hooks).
     * Longer than the reverse proxy keeps its idle connections to the app (nginx's upstream
     * keepalive_timeout, 60 s).
     */
    HTTP_KEEP_ALIVE_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(290).default(65)),
    /** New accounts allowed per client address per hour, so one client cannot drain the vouchers. */
    SIGNUP_LIMIT_PER_HOUR: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(5)),
    /** Different members reporting a Venting Room post that hide it until a moderator decides. */
    REPORTS_TO_HIDE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(3)),
    /** Seconds between the scheduler's rounds (plan reminders, queued mail) in each server; 0 turns it off. */
    SCHEDULER_INTERVAL_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(86_400).default(60)),
    /** The benchmarks' own: a line a second with the event loop's delay (lib/http/event-loop-delay.ts). Off in production. */
    BENCH_EVENT_LOOP: flag(false),
  })
  .superRefine((env, ctx) => {
    const require = (key: keyof typeof env, why: string) => {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: `is required ${why}` });
    };
    const azure = ["AZURE_AD_CLIENT_ID", "AZURE_AD_CLIENT_SECRET", "AZURE_AD_TENANT_ID"] as const;
    if (azure.some((key) => env[key])) {
      for (const key of azure)
        require(key, "when Microsoft sign-in is configured (set all three AZURE_AD_* variables)");
    }
    // A public site must send its mail: without SMTP, links would only be written to files and logged.
    if (env.APP_URL.startsWith("https://"))
      require("SMTP_URL", "when APP_URL is https:// (a public site sends real mail)");
    if (env.PAYMENTS_ENABLED) {
      require("PAYSTACK_SECRET_KEY", "when PAYMENTS_ENABLED=true");
      require("PAYSTACK_PUBLIC_KEY", "when PAYMENTS_ENABLED=true");
    }
    if (env.PAYSTACK_SECRET_KEY && !/^sk_(test|live)_\w+$/.test(env.PAYSTACK_SECRET_KEY)) {
      ctx.addIssue({ code: "custom", path: ["PAYSTACK_SECRET_KEY"], message: "must look like sk_test_… or sk_live_…" });
    }
    if (env.PAYSTACK_PUBLIC_KEY && !/^pk_(test|live)_\w+$/.test(env.PAYSTACK_PUBLIC_KEY)) {
      ctx.addIssue({ code: "custom", path: ["PAYSTACK_PUBLIC_KEY"], message: "must look like pk_test_… or pk_live_…" });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}\nSee .env.example for every variable.`,
    );
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`));
}

let cached: Env | undefined;

/** The validated environment, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
