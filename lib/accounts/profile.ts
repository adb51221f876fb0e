import "server-only";
import { db } from "@/lib/db/client";

/** How people know the sign-in providers next-auth stores by id. */
const PROVIDER_NAMES: Record<string, string> = { "azure-ad": "Microsoft" };

export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}

/** The ways an account can sign in, as people read them: its password, then each linked provider. */
export function signInMethodsOf(hasPassword: boolean, providers: string[]): string[] {
  return [...(hasPassword ? ["E-mail and password"] : []), ...providers.map(providerName)];
}

export interface AccountProfile {
  city: string | null;
  cellNumber: string | null;
  createdAt: Date;
  signInMethods: string[];
  hasPassword: boolean;
  /** When the address was confirmed; null while it is not. */
  emailVerifiedAt: Date | null;
  /** When the age or guardian confirmation was given; null for an account that has not given it. */
  ageConsentAt: Date | null;
  /** Whether the member wants e-mails before and when a plan ends. */
  planReminders: boolean;
}

/** What the account page shows beside the session's name and e-mail; null if the account is gone. */
export async function accountProfile(userId: string): Promise<AccountProfile | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      city: true,
      cellNumber: true,
      createdAt: true,
      passwordHash: true,
      emailVerified: true,
      ageConsentAt: true,
      planReminders: true,
      accounts: { select: { provider: true } },
    },
  });
  if (!user) return null;
  return {
    city: user.city,
    cellNumber: user.cellNumber,
    createdAt: user.createdAt,
    signInMethods: signInMethodsOf(
      Boolean(user.passwordHash),
      user.accounts.map((account) => account.provider),
    ),
    hasPassword: Boolean(user.passwordHash),
    emailVerifiedAt: user.emailVerified,
    ageConsentAt: user.ageConsentAt,
    planReminders: user.planReminders,
  };
}
