// Run by voucher-race-processes.test.ts in a separate process: fires a burst of sign-ups at the
// shared database through the app's own createAccount and prints how many got a voucher.
import { createAccount } from "@/lib/accounts/register";
import { db } from "@/lib/db/client";

async function main() {
  const [prefix, count] = [process.argv[2], Number(process.argv[3])];
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      createAccount({ email: `${prefix}-${i}@example.co.za`, name: "Burst", surname: String(i), passwordHash: null }),
    ),
  );
  console.log(JSON.stringify({ created: results.length, vouchers: results.filter((r) => r.voucher).length }));
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
