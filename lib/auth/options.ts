import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import { headers } from "next/headers";
import type { NextAuthOptions } from "next-auth";
import type { Adapter, AdapterAccount, AdapterUser } from "next-auth/adapters";
import type { JWT } from "next-auth/jwt";
import AzureADProvider from "next-auth/providers/azure-ad";
import CredentialsProvider from "next-auth/providers/credentials";
import { checkCredentials } from "@/lib/accounts/credentials";
import { confirmMicrosoftAddress, linkProvenAccount, tenantVouchesForAddresses } from "@/lib/accounts/microsoft";
import { createAccount } from "@/lib/accounts/register";
import { loginSchema } from "@/lib/accounts/schemas";
import { sendVerificationLink } from "@/lib/accounts/verification";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { DomainError, isDomainError } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-address";
import { safeLocalPath } from "@/lib/http/safe-redirect";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { CHECKOUT_PATH, DEFAULT_LANDING_PATH, LOGIN_PATH } from "@/lib/routes";
import { deviceOf } from "@/lib/sessions/devices";
import { endSessionRecord, findSessionUser, openSession, SESSION_MAX_AGE_SECONDS } from "@/lib/sessions/records";
import { staffRolesOf } from "@/lib/staff/accounts";
import { accessOf } from "@/lib/subscriptions";
import { browserOf, rememberThisBrowser } from "./known-browser";

const env = getEnv();
// next-auth v4 reads its origin from NEXTAUTH_URL; this app's setting is APP_URL.
process.env.NEXTAUTH_URL ??= env.APP_URL;

interface MicrosoftProfile {
  sub: string;
  oid?: string;
  email?: string;
  preferred_username?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
}

/** The display name is split only when the parts are missing. */
export function microsoftAccountFrom(profile: MicrosoftProfile) {
  const [first = "", ...rest] = (profile.name ?? "").trim().split(/\s+/);
  const email = (profile.email ?? profile.preferred_username ?? "").trim().toLowerCase();
  return {
    id: profile.oid ?? profile.sub,
    email,
    name: profile.given_name?.trim() || first || email.split("@")[0],
    surname: profile.family_name?.trim() || rest.join(" "),
    image: null,
  };
}

const microsoftVouches = tenantVouchesForAddresses(env.AZURE_AD_TENANT_ID ?? "");

/**
 * Differs from Prisma's adapter: new accounts get their voucher, linking may take over an unproven
 * account (linkProvenAccount), and accounts join by e-mail alone, never by the browser's session,
 * which next-auth would trust without checking the session in the database.
 */
function accountsAdapter(): Adapter {
  const base = PrismaAdapter(db) as unknown as Adapter;
  return {
    ...base,
    getUser: async () => null,
    async createUser(data: Omit<AdapterUser, "id"> & { surname?: string }) {
      const { user } = await createAccount({
        email: data.email,
        name: data.name ?? "",
        surname: data.surname ?? "",
        passwordHash: null,
        image: data.image ?? null,
        emailVerified: microsoftVouches ? new Date() : null,
      });
      if (!microsoftVouches) await sendVerificationLink(user, { newAccount: true });
      return user as unknown as AdapterUser;
    },
    async linkAccount(account: AdapterAccount) {
      await linkProvenAccount(account, { vouches: microsoftVouches });
    },
  };
}

function providers(): NextAuthOptions["providers"] {
  const list: NextAuthOptions["providers"] = [
    CredentialsProvider({
      id: "credentials",
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        const parsed = loginSchema.safeParse({ email: credentials?.email, password: credentials?.password });
        if (!parsed.success) return null;
        const headers = new Headers(request?.headers as Record<string, string> | undefined);
        try {
          // The proof rides to the jwt callback, which opens the session with it; it is not kept in the token.
          return await checkCredentials(parsed.data, { address: clientIp(headers), browser: browserOf(headers) });
        } catch (error) {
          // A plain null reads "Invalid credentials"; a thrown message reaches the form as it is.
          if (isDomainError(error, "unauthenticated")) return null;
          if (isDomainError(error, "rate-limited", "forbidden")) throw new Error(error.message);
          throw error;
        }
      },
    }),
  ];
  if (env.AZURE_AD_CLIENT_ID && env.AZURE_AD_CLIENT_SECRET && env.AZURE_AD_TENANT_ID) {
    list.push(
      AzureADProvider({
        clientId: env.AZURE_AD_CLIENT_ID,
        clientSecret: env.AZURE_AD_CLIENT_SECRET,
        tenantId: env.AZURE_AD_TENANT_ID,
        ...(env.AZURE_AD_WELL_KNOWN ? { wellKnown: env.AZURE_AD_WELL_KNOWN } : {}),
        // The default step fetches a photo from Microsoft Graph; nothing needs one.
        profile: (profile: MicrosoftProfile) => microsoftAccountFrom(profile),
        // docs/product.md: sign-in joins the account with the same e-mail, but only when the tenant
        // vouches for addresses; with a multi-tenant id any tenant could claim any address.
        allowDangerousEmailAccountLinking: microsoftVouches,
      }),
    );
  }
  return list;
}

/** None outside a request (a script, a test). */
async function requestDevice(): Promise<string | null> {
  try {
    return deviceOf((await headers()).get("user-agent"));
  } catch {
    return null;
  }
}

/** Access claims are re-read from the database every time; middleware routes by them. */
export async function sessionToken(
  token: JWT,
  user?: {
    id: string;
    email?: string | null;
    name?: string | null;
    surname?: string;
    proof?: string;
    /** Re-issuing the token of an open session (its claims changed): keep its record. */
    sessionId?: string;
  },
) {
  if (user) {
    token.sub = user.id;
    token.email = user.email;
    token.name = user.name;
    token.surname = user.surname ?? "";
    token.sid = user.sessionId ?? (await openSession(user.id, { proof: user.proof, device: await requestDevice() }));
  } else if (!(await findSessionUser(token.sid, token.sub))) {
    // An ended session is not renewed: next-auth answers with no session and clears the cookie.
    throw new DomainError("unauthenticated", MESSAGES.auth.sessionExpired);
  }
  if (token.sub) {
    const access = await accessOf(token.sub);
    token.services = access.services;
    token.bundled = access.bundled;
    token.dashboardPath = access.dashboardPath;
    token.accessEndsAt = access.endsAt?.getTime() ?? null;
    // For middleware's routing only: staff pages and actions check roles in the database.
    token.staffRoles = await staffRolesOf(token.sub);
  }
  return token;
}

export const authOptions: NextAuthOptions = {
  adapter: accountsAdapter(),
  providers: providers(),
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  // Secure cookies on https, said here rather than left to next-auth's reading of NEXTAUTH_URL.
  useSecureCookies: env.APP_URL.startsWith("https://"),
  pages: { signIn: LOGIN_PATH, error: LOGIN_PATH },
  callbacks: {
    signIn({ user }) {
      return Boolean(user.email);
    },
    // This site's paths only (lib/http/safe-redirect.ts). Serialised: next-auth puts it into a Location
    // header as it is, where a character beyond Latin-1 would throw.
    redirect({ url, baseUrl }) {
      let path: string | null = null;
      try {
        const target = new URL(url, baseUrl);
        if (target.origin === new URL(baseUrl).origin) path = `${target.pathname}${target.search}${target.hash}`;
      } catch {}
      return new URL(safeLocalPath(path, DEFAULT_LANDING_PATH), baseUrl).toString();
    },
    // Runs on every session read, which re-issues the cookie, so access changes show at the next read.
    jwt: ({ token, user }) => sessionToken(token, user),
    session({ session, token }) {
      session.user = {
        id: token.sub ?? "",
        email: token.email ?? "",
        name: token.name ?? "",
        surname: token.surname ?? "",
        dashboardPath: token.dashboardPath ?? CHECKOUT_PATH,
      };
      return session;
    },
  },
  events: {
    async signIn({ user, account }) {
      if (account?.provider === "azure-ad" && microsoftVouches && user.id) await confirmMicrosoftAddress(user.id);
      if (user.id) await rememberThisBrowser(user.id);
    },
    // Ends the session record too, as /api/logout does.
    async signOut(message) {
      await endSessionRecord("token" in message ? message.token?.sid : undefined);
    },
  },
  logger: {
    // Only the error itself: next-auth's metadata can carry tokens.
    error: (code, metadata) =>
      // An ended session is an expected refusal, not a fault.
      isDomainError(metadata, "unauthenticated")
        ? logger.info("auth.session_ended")
        : logger.error(`auth.${code}`, { error: metadata instanceof Error ? metadata : undefined }),
    warn: () => {},
    debug: () => {},
  },
};

export const isMicrosoftSignInEnabled = () => authOptions.providers.some((provider) => provider.id === "azure-ad");
