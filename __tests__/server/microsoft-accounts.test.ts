import type { Adapter } from "next-auth/adapters";
import { registerWithPassword } from "@/lib/accounts/register";
import { authOptions, microsoftAccountFrom } from "@/lib/auth/options";
import { db } from "@/lib/db/client";

const adapter = authOptions.adapter as Required<Adapter>;

beforeEach(async () => {
  await db.voucher.deleteMany();
  await db.user.deleteMany();
});

describe("Microsoft accounts", () => {
  it("take name and surname from the profile, lower-case the e-mail, and never call Microsoft Graph", () => {
    expect(
      microsoftAccountFrom({
        sub: "s",
        oid: "o",
        email: "Sipho.Zulu@Contoso.co.za",
        given_name: "Sipho",
        family_name: "Zulu",
      }),
    ).toEqual({
      id: "o",
      email: "sipho.zulu@contoso.co.za",
      name: "Sipho",
      surname: "Zulu",
      image: null,
    });
    expect(
      microsoftAccountFrom({ sub: "s", preferred_username: "lebo@school.za", name: "Lebo van der Merwe" }),
    ).toMatchObject({
      email: "lebo@school.za",
      name: "Lebo",
      surname: "van der Merwe",
    });
  });

  it("a new Microsoft user gets an account and an early-registrant voucher, like a password sign-up", async () => {
    const user = await adapter.createUser({
      email: "sipho.zulu@contoso.co.za",
      name: "Sipho",
      surname: "Zulu",
      emailVerified: null,
    } as never);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { voucher: true } });
    expect(stored).toMatchObject({ name: "Sipho", surname: "Zulu", passwordHash: null });
    expect(stored.voucher).toMatchObject({ email: "sipho.zulu@contoso.co.za", slot: 1 });
  });

  it("a Microsoft e-mail that matches an existing account finds that account (so it is signed into, not duplicated)", async () => {
    const { user } = await registerWithPassword({
      name: "N",
      surname: "D",
      email: "nomsa@example.co.za",
      password: "secret1",
      city: "Soweto",
      cellNumber: "+27821234567",
    });
    expect((await adapter.getUserByEmail("nomsa@example.co.za"))?.id).toBe(user.id);
    const azure = authOptions.providers.find((p) => p.id === "azure-ad");
    expect(azure).toBeUndefined(); // not configured in this test environment: the button is hidden, not broken
  });
});
