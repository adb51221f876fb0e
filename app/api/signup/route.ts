import { EmailTakenError, registerWithPassword } from "@/lib/accounts/register";
import { assertSameOrigin, HttpError, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { signupSchema } from "@/lib/validations/auth";

/** POST /api/signup: creates an account and, while any remain, its early-registrant voucher. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, signupSchema);
  try {
    const { user, voucher } = await registerWithPassword(input);
    return Response.json(
      {
        message: "Account created.",
        email: user.email,
        ...(voucher ? { voucherCode: voucher.code, voucherExpiresAt: voucher.expiresAt.toISOString() } : {}),
      },
      { status: 201 },
    );
  } catch (error) {
    if (error instanceof EmailTakenError) throw new HttpError(409, MESSAGES.signup.emailTaken);
    throw error;
  }
});
