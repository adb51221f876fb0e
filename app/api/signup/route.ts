import { registerWithPassword } from "@/lib/accounts/register";
import { signupSchema } from "@/lib/accounts/schemas";
import { clientIp } from "@/lib/http/client-address";
import { assertSameOrigin, readJson, route } from "@/lib/http/route";

/**
 * POST /api/signup: creates an account and, while any remain, its early-registrant voucher, and sends
 * the address its verification link. Limited per client address.
 */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, signupSchema);
  const { user, voucher, noVoucherBecause } = await registerWithPassword(input, clientIp(request.headers));
  return Response.json(
    {
      message: "Account created.",
      email: user.email,
      ...(voucher
        ? { voucherCode: voucher.code, voucherExpiresAt: voucher.expiresAt.toISOString() }
        : { noVoucherBecause }),
    },
    { status: 201 },
  );
});
