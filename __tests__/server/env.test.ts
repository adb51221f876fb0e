import { EnvError, parseEnv } from "@/lib/env";

const SECRET = "x".repeat(32);

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("expected the environment to be rejected");
}

describe("environment validation", () => {
  it("runs locally with only a secret, on embedded defaults", () => {
    const env = parseEnv({ NEXTAUTH_SECRET: SECRET });
    expect(env).toMatchObject({
      APP_URL: "http://localhost:3000",
      DATABASE_URL: "file:./data/app.db",
      UPLOAD_DIR: "./data/uploads",
      PAYMENTS_ENABLED: false,
      PAYSTACK_API_BASE: "https://api.paystack.co",
      VOUCHER_LIMIT: 1000,
    });
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ NEXTAUTH_SECRET: SECRET, DATABASE_URL: "  ", VOUCHER_LIMIT: "" }).VOUCHER_LIMIT).toBe(1000);
  });

  it("names a missing or short secret", () => {
    expect(problemsOf({})).toEqual([expect.stringMatching(/^NEXTAUTH_SECRET is required/)]);
    expect(problemsOf({ NEXTAUTH_SECRET: "short" })).toEqual(["NEXTAUTH_SECRET must be at least 32 characters"]);
  });

  it("names malformed URLs, numbers and flags", () => {
    const problems = problemsOf({
      NEXTAUTH_SECRET: SECRET,
      APP_URL: "localhost",
      DATABASE_URL: "mysql://db",
      VOUCHER_LIMIT: "lots",
      PAYMENTS_ENABLED: "maybe",
      SUPPORT_EMAIL: "nobody",
    });
    const named = problems.map((p) => p.split(" ")[0]).sort();
    expect(named).toEqual(["APP_URL", "DATABASE_URL", "PAYMENTS_ENABLED", "SUPPORT_EMAIL", "VOUCHER_LIMIT"]);
    expect(problems).toContain(
      "DATABASE_URL must be a file: URL (SQLite) or a postgres:// or postgresql:// URL with a host",
    );
  });

  it("requires Paystack keys, well formed, once payments are on", () => {
    expect(problemsOf({ NEXTAUTH_SECRET: SECRET, PAYMENTS_ENABLED: "true" })).toEqual([
      "PAYSTACK_SECRET_KEY is required when PAYMENTS_ENABLED=true",
      "PAYSTACK_PUBLIC_KEY is required when PAYMENTS_ENABLED=true",
    ]);
    expect(
      problemsOf({
        NEXTAUTH_SECRET: SECRET,
        PAYMENTS_ENABLED: "true",
        PAYSTACK_SECRET_KEY: "pk_test_1",
        PAYSTACK_PUBLIC_KEY: "pk_test_1",
      }),
    ).toEqual(["PAYSTACK_SECRET_KEY must look like sk_test_… or sk_live_…"]);
    expect(
      parseEnv({
        NEXTAUTH_SECRET: SECRET,
        PAYMENTS_ENABLED: "1",
        PAYSTACK_SECRET_KEY: "sk_test_a1",
        PAYSTACK_PUBLIC_KEY: "pk_test_b2",
      }).PAYMENTS_ENABLED,
    ).toBe(true);
  });

  it("requires all three Microsoft settings once one is set", () => {
    expect(problemsOf({ NEXTAUTH_SECRET: SECRET, AZURE_AD_CLIENT_ID: "abc" }).map((p) => p.split(" ")[0])).toEqual([
      "AZURE_AD_CLIENT_SECRET",
      "AZURE_AD_TENANT_ID",
    ]);
  });

  it("takes a SQLite file or a PostgreSQL server, and a pool size for PostgreSQL", () => {
    for (const url of ["file:./data/app.db", "postgres://stepps@db.internal:5432/stepps", "postgresql://127.0.0.1/x"])
      expect(parseEnv({ NEXTAUTH_SECRET: SECRET, DATABASE_URL: url }).DATABASE_URL).toBe(url);
    for (const url of ["postgres://", "libsql://stepps.turso.io", "https://db.example"])
      expect(problemsOf({ NEXTAUTH_SECRET: SECRET, DATABASE_URL: url })).toEqual([
        "DATABASE_URL must be a file: URL (SQLite) or a postgres:// or postgresql:// URL with a host",
      ]);
    expect(parseEnv({ NEXTAUTH_SECRET: SECRET }).DATABASE_POOL_SIZE).toBe(10);
    expect(problemsOf({ NEXTAUTH_SECRET: SECRET, DATABASE_POOL_SIZE: "0" })[0]).toMatch(/^DATABASE_POOL_SIZE /);
  });

  it("prints every problem with a pointer to .env.example", () => {
    expect(() => parseEnv({ NEXTAUTH_SECRET: SECRET, APP_URL: "nope" })).toThrow(
      /Invalid environment configuration:\n {2}- APP_URL must be an http:\/\/ or https:\/\/ URL\nSee \.env\.example/,
    );
  });
});

describe("mail and limits settings", () => {
  it("defaults to mail written to files, no trusted proxy and a handful of sign-ups an hour per address", () => {
    const env = parseEnv({ NEXTAUTH_SECRET: SECRET });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env).toMatchObject({
      MAIL_FROM: "Stepps <no-reply@stepps.co.za>",
      MAIL_DIR: "./data/mail",
      TRUSTED_PROXY_HOPS: 0,
      SIGNUP_LIMIT_PER_HOUR: 5,
    });
  });

  it("names a malformed mail server, sender, hop count or limit", () => {
    const problems = problemsOf({
      NEXTAUTH_SECRET: SECRET,
      SMTP_URL: "https://mail.example",
      MAIL_FROM: "Stepps",
      TRUSTED_PROXY_HOPS: "-1",
      SIGNUP_LIMIT_PER_HOUR: "0",
    });
    expect(problems.map((p) => p.split(" ")[0]).sort()).toEqual([
      "MAIL_FROM",
      "SIGNUP_LIMIT_PER_HOUR",
      "SMTP_URL",
      "TRUSTED_PROXY_HOPS",
    ]);
    expect(problems).toContain("SMTP_URL must be an smtp:// or smtps:// URL");
  });

  it("requires SMTP on a public (https) site, whose links must never end up only in a log", () => {
    expect(problemsOf({ NEXTAUTH_SECRET: SECRET, APP_URL: "https://stepps.co.za" })).toEqual([
      "SMTP_URL is required when APP_URL is https:// (a public site sends real mail)",
    ]);
    expect(
      parseEnv({
        NEXTAUTH_SECRET: SECRET,
        APP_URL: "https://stepps.co.za",
        SMTP_URL: "smtps://user:pass@smtp.example.co.za:465",
        MAIL_FROM: "no-reply@stepps.co.za",
      }).SMTP_URL,
    ).toBe("smtps://user:pass@smtp.example.co.za:465");
  });
});
