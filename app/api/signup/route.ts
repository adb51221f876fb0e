import { registerWithPassword } from "@/lib/accounts/register";
import { signupSchema } from "@/lib/accounts/schemas";
import { assertSameOrigin, readJson, route } from "@/lib/http/route";

/** POST /api/signup: creates an account and, while any remain, its early-registrant voucher. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, signupSchema);
  const { user, voucher } = await registerWithPassword(input);
  return Response.json(
    {
      message: "Account created.",
      email: user.email,
      ...(voucher ? { voucherCode: voucher.code, voucherExpiresAt: voucher.expiresAt.toISOString() } : {}),
    },
    { status: 201 },
  );
});
