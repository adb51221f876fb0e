// 300 sign-ups arrive at the same moment with 250 vouchers to give: exactly 250 are issued,
// to 250 different accounts, with 250 different codes and slots 1 to 250.
import { answersOtherThan, jsonRequest, noContext, untilServed } from "../helpers/requests";

// Set before the app's modules load: the environment is read once, when the database client is created.
process.env.VOUCHER_LIMIT = "250";
let signup: typeof import("@/app/api/signup/route").POST;
let db: typeof import("@/lib/db/client").db;
beforeAll(async () => {
  ({ POST: signup } = await import("@/app/api/signup/route"));
  ({ db } = await import("@/lib/db/client"));
});

const SIGNUPS = 300;
const LIMIT = 250;

it(`issues exactly ${LIMIT} vouchers to ${SIGNUPS} simultaneous sign-ups`, async () => {
  const responses = await Promise.all(
    Array.from({ length: SIGNUPS }, (_, i) =>
      untilServed(() =>
        signup(
          jsonRequest("/api/signup", {
            name: "Learner",
            surname: `Number ${i}`,
            email: `learner${i}@example.co.za`,
            password: "secret1",
            city: "Durban",
            cellNumber: "0831234567",
            ageConsent: true,
          }),
          noContext,
        ),
      ),
    ),
  );
  expect(await answersOtherThan(201, responses)).toEqual([]);
  const bodies = await Promise.all(responses.map((r) => r.json()));
  const codes = bodies.map((b) => b.voucherCode).filter(Boolean);
  expect(codes).toHaveLength(LIMIT);
  expect(new Set(codes).size).toBe(LIMIT);

  expect(await db.user.count()).toBe(SIGNUPS);
  const vouchers = await db.voucher.findMany({
    select: { slot: true, userId: true, email: true, user: { select: { email: true } } },
  });
  expect(vouchers).toHaveLength(LIMIT);
  expect(vouchers.map((v) => v.slot).sort((a, b) => a - b)).toEqual(Array.from({ length: LIMIT }, (_, i) => i + 1));
  expect(new Set(vouchers.map((v) => v.userId)).size).toBe(LIMIT);
  expect(vouchers.every((v) => v.email === v.user?.email)).toBe(true);
  // 300 sign-ups: a bound on correctness only, so a loaded machine is not a failure.
}, 120_000);
