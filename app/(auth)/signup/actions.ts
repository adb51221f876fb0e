"use server";

import { headers } from "next/headers";
import { registerWithPassword, type NoVoucherReason } from "@/lib/accounts/register";
import { signupFormSchema } from "@/lib/accounts/schemas";
import { validatedAction } from "@/lib/forms/actions";
import { clientIp } from "@/lib/http/client-address";
import { MESSAGES } from "@/lib/messages";

export interface SignedUp {
  email: string;
  voucherCode?: string;
  voucherExpiresAt?: string;
  noVoucherBecause?: NoVoucherReason;
}

/** The sign-up form: the account and, while any remain, its voucher, shown in the welcome dialog. */
export const signUp = validatedAction<typeof signupFormSchema, SignedUp>(
  signupFormSchema,
  MESSAGES.signup.invalid,
  async ({ confirmPassword: _, ...input }) => {
    const { user, voucher, noVoucherBecause } = await registerWithPassword(input, clientIp(await headers()));
    const data: SignedUp = voucher
      ? { email: user.email, voucherCode: voucher.code, voucherExpiresAt: voucher.expiresAt.toISOString() }
      : { email: user.email, noVoucherBecause };
    return { status: "success", data };
  },
  MESSAGES.signup.serverError,
);
