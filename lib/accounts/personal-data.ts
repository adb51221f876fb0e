import "server-only";
import type { EmailTokenPurpose } from "@prisma/client";
import { db } from "@/lib/db/client";
import { deletedWithMember, iso, type PersonalDataSection } from "@/lib/personal-data-section";
import { knownClientsOf } from "./known-clients";
import { providerName, signInMethodsOf } from "./profile";

const EMAIL_LINK_PURPOSES: Record<EmailTokenPurpose, string> = {
  verify_email: "Confirm your e-mail address",
  reset_password: "Reset your password",
  sign_in: "Sign in",
};

// The account's own row goes last in a deletion, after every row that points at it.
export const accountSection = {
  models: { User: "deleted" },
  download: async (member) => {
    const accounts = await db.account.findMany({
      where: { userId: member.id },
      select: { provider: true },
      orderBy: { provider: "asc" },
    });
    return {
      id: member.id,
      name: member.name,
      surname: member.surname,
      email: member.email,
      city: member.city,
      cellNumber: member.cellNumber,
      createdAt: iso(member.createdAt),
      emailVerifiedAt: iso(member.emailVerified),
      image: member.image,
      signInMethods: signInMethodsOf(
        Boolean(member.passwordHash),
        accounts.map((account) => account.provider),
      ),
      planReminders: member.planReminders,
    };
  },
  erase: async (tx, member) => {
    await tx.user.delete({ where: { id: member.id } });
  },
} satisfies PersonalDataSection;

/** Never the tokens. */
export const linkedAccountsSection = deletedWithMember("Account", async (member) => {
  const accounts = await db.account.findMany({
    where: { userId: member.id },
    select: { provider: true, type: true, providerAccountId: true },
    orderBy: { provider: "asc" },
  });
  return accounts.map((account) => ({
    provider: providerName(account.provider),
    type: account.type,
    accountId: account.providerAccountId,
  }));
});

/** Never the cookie that names them. */
export const knownBrowsersSection = deletedWithMember("KnownClient", async (member) =>
  (await knownClientsOf(member.id)).map((browser) => ({
    firstSignedInAt: iso(browser.createdAt),
    lastSignedInAt: iso(browser.lastSeenAt),
  })),
);

/** Never the link itself. */
export const emailLinksSection = deletedWithMember("EmailToken", async (member) => {
  const links = await db.emailToken.findMany({
    where: { userId: member.id },
    orderBy: { createdAt: "asc" },
    select: { purpose: true, email: true, createdAt: true, expiresAt: true, usedAt: true },
  });
  return links.map((link) => ({
    purpose: EMAIL_LINK_PURPOSES[link.purpose],
    sentTo: link.email,
    sentAt: iso(link.createdAt),
    expiresAt: iso(link.expiresAt),
    usedAt: iso(link.usedAt),
  }));
});
