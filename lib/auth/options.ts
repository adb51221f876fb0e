import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { NextAuthOptions } from "next-auth";
import type { Adapter, AdapterUser } from "next-auth/adapters";
import type { JWT } from "next-auth/jwt";
import AzureADProvider from "next-auth/providers/azure-ad";
import CredentialsProvider from "next-auth/providers/credentials";
import { checkCredentials } from "@/lib/accounts/credentials";
import { createAccount } from "@/lib/accounts/register";
import { loginSchema } from "@/lib/accounts/schemas";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { isDomainError } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-ip";
import { logger } from "@/lib/logger";
import { CHECKOUT_PATH, LOGIN_PATH } from "@/lib/routes";
import { accessOf } from "@/lib/subscriptions";

const env = getEnv();
// next-auth v4 reads its own origin from NEXTAUTH_URL; this app's one setting for that is APP_URL.
process.env.NEXTAUTH_URL ??= env.APP_URL;

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Microsoft's ID-token claims this app reads. */
interface MicrosoftProfile {
  sub: string;
  oid?: string;
  email?: string;
  preferred_username?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
}

/** Name and surname from the profile; the display name is split only when the parts are missing. */
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

/** The Prisma adapter, except that a new Microsoft account is created like any other: with its voucher. */
function accountsAdapter(): Adapter {
  const base = PrismaAdapter(db) as unknown as Adapter;
  return {
    ...base,
    async createUser(data: Omit<AdapterUser, "id"> & { surname?: string }) {
      const { user } = await createAccount({
        email: data.email,
        name: data.name ?? "",
        surname: data.surname ?? "",
        passwordHash: null,
        image: data.image ?? null,
        emailVerified: data.emailVerified ?? null,
      });
      return user as unknown as AdapterUser;
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
          const user = await checkCredentials(parsed.data, clientIp(headers));
          return { id: user.id, email: user.email, name: user.name, surname: user.surname };
        } catch (error) {
          // A plain null reads "Invalid credentials"; a thrown message reaches the sign-in form as it is.
          if (isDomainError(error, "unauthenticated")) return null;
          if (isDomainError(error, "rate-limited")) throw new Error(error.message);
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
        // The default profile step fetches a photo from Microsoft Graph; nothing here needs one.
        profile: (profile: MicrosoftProfile) => microsoftAccountFrom(profile),
        // An existing account with the same e-mail is signed into, as the product asks. Entra ID sets
        // the e-mail claim per organisation: use a single tenant id, not "common", in production.
        allowDangerousEmailAccountLinking: true,
      }),
    );
  }
  return list;
}

/**
 * The session token's claims: who is signed in and, re-read from the database every time, what
 * their access opens (middleware routes by these; pages and handlers check the database again).
 */
export async function sessionToken(
  token: JWT,
  user?: { id: string; email?: string | null; name?: string | null; surname?: string },
) {
  if (user) {
    token.sub = user.id;
    token.email = user.email;
    token.name = user.name;
    token.surname = user.surname ?? "";
  }
  if (token.sub) {
    const access = await accessOf(token.sub);
    token.services = access.services;
    token.bundled = access.bundled;
    token.dashboardPath = access.dashboardPath;
    token.accessEndsAt = access.endsAt?.getTime() ?? null;
  }
  return token;
}

export const authOptions: NextAuthOptions = {
  adapter: accountsAdapter(),
  providers: providers(),
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  // next-auth's cookies are HttpOnly and SameSite=Lax; on an https site they are also Secure
  // (with the __Secure- prefix). Said here rather than left to next-auth's reading of NEXTAUTH_URL.
  useSecureCookies: env.APP_URL.startsWith("https://"),
  pages: { signIn: LOGIN_PATH, error: LOGIN_PATH },
  callbacks: {
    signIn({ user }) {
      return Boolean(user.email);
    },
    // next-auth's default rule (this site's own addresses only, anything else goes home), with the
    // address serialised: next-auth puts it into a Location header as it is, and a character beyond
    // Latin-1 there (a crafted callbackUrl) would throw, a 500, instead of being percent-encoded.
    redirect({ url, baseUrl }) {
      try {
        const target = new URL(url, baseUrl);
        return target.origin === new URL(baseUrl).origin ? target.toString() : baseUrl;
      } catch {
        return baseUrl;
      }
    },
    // Runs whenever the session is read (getServerSession, /api/auth/session), which re-issues the
    // cookie: a voucher or payment shows in the token at the next read, and middleware routes by it.
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
  logger: {
    // Only the error itself: next-auth's metadata can carry tokens.
    error: (code, metadata) =>
      logger.error(`auth.${code}`, { error: metadata instanceof Error ? metadata : undefined }),
    warn: () => {},
    debug: () => {},
  },
};

export const isMicrosoftSignInEnabled = () => authOptions.providers.some((provider) => provider.id === "azure-ad");
