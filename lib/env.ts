import "server-only";
import { z } from "zod";
import { DEFAULT_DATABASE_URL, isPostgresUrl } from "./database-url";

/** Validated at start-up. Production features demand their variables only once switched on; `.env.example` documents each. */

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
    APP_URL: z.preprocess(blankToUndefined, httpUrl().default("http://localhost:3000")),
    /** `npm run setup` generates a local one into .env.local. */
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
    /** node-postgres' pool; SQLite has one connection. */
    DATABASE_POOL_SIZE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(200).default(10)),
    UPLOAD_DIR: z.preprocess(blankToUndefined, z.string().default("./data/uploads")),
    BLOB_READ_WRITE_TOKEN: optionalString,
    AZURE_AD_CLIENT_ID: optionalString,
    AZURE_AD_CLIENT_SECRET: optionalString,
    AZURE_AD_TENANT_ID: optionalString,
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
    BCRYPT_COST: z.preprocess(blankToUndefined, z.coerce.number().int().min(4).max(15).default(10)),
    /** Unset: one per core the process may use. */
    HASH_WORKERS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(64).optional()),
    /** Unset: half the cores, at least one. */
    UPLOAD_WORKERS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(64).optional()),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** smtp(s):// with credentials in the URL. Unset: mail goes to MAIL_DIR as files. */
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
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
    MAIL_DIR: z.preprocess(blankToUndefined, z.string().default("./data/mail")),
    /** 0 trusts none of X-Forwarded-For: the client address is the connection's own. */
    TRUSTED_PROXY_HOPS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(5).default(0)),
    /** Longer than the reverse proxy's idle keep-alive to the app (nginx: 60 s). */
    HTTP_KEEP_ALIVE_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(290).default(65)),
    /** So one client cannot drain the vouchers. */
    SIGNUP_LIMIT_PER_HOUR: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(5)),
    /** Different members' reports of a Venting Room post that hide it until a moderator decides. */
    REPORTS_TO_HIDE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(3)),
    SCHEDULER_INTERVAL_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(86_400).default(60)),
    /** Benchmarks only (lib/http/event-loop-delay.ts). */
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
    // Without SMTP, a public site's links would only be written to files.
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

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
