import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { registerWithPassword } from "@/lib/accounts/register";
import { addOneMonth } from "@/lib/dates";

let n = 0;

/**
 * A signed-up account (with its voucher, while any remain), its address confirmed unless asked not to:
 * most tests are about what a confirmed member does; the verification tests follow the e-mailed link.
 */
export async function newUser(name = "Lerato", { verified = true }: { verified?: boolean } = {}) {
  n += 1;
  const email = `${name.toLowerCase()}${n}-${Date.now()}@example.co.za`;
  const { user, voucher } = await registerWithPassword(
    {
      name,
      surname: "Mokoena",
      email,
      password: "secret1",
      city: "Bloemfontein",
      cellNumber: "0711234567",
      ageConsent: true,
    },
    `198.51.100.${n % 250}`,
  );
  if (verified) {
    const { db } = await import("@/lib/db/client");
    Object.assign(user, await db.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } }));
  }
  return { user, voucher: voucher! };
}

/** A signed-up account holding `planId` for a month (as a paid subscription), with its session cookie. */
export async function newMember(planId: string | null, name = "Thandi") {
  const { db } = await import("@/lib/db/client");
  const { subscriptionData } = await import("@/lib/subscriptions");
  const { sessionCookie } = await import("./requests");
  const { user } = await newUser(name);
  if (planId) {
    await db.$transaction(async (tx) =>
      tx.subscription.create({
        data: await subscriptionData(tx, {
          userId: user.id,
          planId,
          source: "payment",
          reference: `test_${user.id}_${planId}`,
        }),
      }),
    );
  }
  return { user, cookie: await sessionCookie(user) };
}

/**
 * `count` confirmed members holding `planId` for a month, each with a session cookie, written in a few
 * statements: for tests about what many members do at once (a sign-up each would cost most of the test).
 */
export async function newMembers(count: number, planId: string, name = "Thandi") {
  const { db } = await import("@/lib/db/client");
  const { sessionCookie } = await import("./requests");
  const now = new Date();
  const passwordHash = bcrypt.hashSync("secret1", 4);
  const users = Array.from({ length: count }, () => {
    n += 1;
    const email = `${name.toLowerCase()}${n}-${now.getTime()}@example.co.za`;
    return { id: randomUUID(), email, name, surname: "Mokoena", passwordHash, emailVerified: now, ageConsentAt: now };
  });
  await db.user.createMany({ data: users });
  await db.subscription.createMany({
    data: users.map((user) => ({
      userId: user.id,
      planId,
      source: "payment" as const,
      reference: `test_${user.id}_${planId}`,
      startsAt: now,
      endsAt: addOneMonth(now),
    })),
  });
  const byId = new Map(
    (await db.user.findMany({ where: { id: { in: users.map((user) => user.id) } } })).map((u) => [u.id, u]),
  );
  return Promise.all(
    users.map(async ({ id }) => {
      const user = byId.get(id)!;
      return { user, cookie: await sessionCookie(user) };
    }),
  );
}
