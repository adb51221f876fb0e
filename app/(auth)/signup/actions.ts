"use server";

import { registerWithPassword } from "@/lib/accounts/register";
import { signupFormSchema } from "@/lib/accounts/schemas";
import { validatedAction } from "@/lib/forms/actions";
import { MESSAGES } from "@/lib/messages";

export interface SignedUp {
  voucherCode?: string;
  voucherExpiresAt?: string;
}

/** The sign-up form: the account and, while any remain, its voucher, shown in the welcome dialog. */
export const signUp = validatedAction<typeof signupFormSchema, SignedUp>(
  signupFormSchema,
  MESSAGES.signup.invalid,
  async ({ confirmPassword: _, ...input }) => {
    const { voucher } = await registerWithPassword(input);
    const data: SignedUp = voucher
      ? { voucherCode: voucher.code, voucherExpiresAt: voucher.expiresAt.toISOString() }
      : {};
    return { status: "success", data };
  },
  MESSAGES.signup.serverError,
);
