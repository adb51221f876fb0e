import "server-only";
import { db } from "@/lib/db/client";

const PROVIDER_NAMES: Record<string, string> = { "azure-ad": "Microsoft" };

export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}

export function signInMethodsOf(hasPassword: boolean, providers: string[]): string[] {
  return [...(hasPassword ? ["E-mail and password"] : []), ...providers.map(providerName)];
}

export interface AccountProfile {
  city: string | null;
  cellNumber: string | null;
  createdAt: Date;
  signInMethods: string[];
  hasPassword: boolean;
  emailVerifiedAt: Date | null;
  ageConsentAt: Date | null;
  planReminders: boolean;
}

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
