import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { hasHiddenCharacters } from "@/lib/validations/text";
import { PASSWORD_MIN_LENGTH } from "./rules";

const required = (what: string, max: number) =>
  z
    .string({ error: `Please enter your ${what}.` })
    .trim()
    .min(1, `Please enter your ${what}.`)
    .max(max, `Your ${what} must be ${max} characters or fewer.`)
    .refine((value) => !hasHiddenCharacters(value), MESSAGES.text.hiddenCharacters(`your ${what}`));

const emailField = z
  .string({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address.")
  .max(254, "Your email address is too long.")
  .pipe(z.email({ error: "Please enter a valid email address." }));

/**
 * South African cell numbers: 10 digits starting with 0 (0821234567) or +27 and 9 digits
 * (+27821234567); spaces and dashes are ignored. Stored in the +27 form.
 */
export const cellNumberField = z
  .string({ error: "Please enter your cell number." })
  .transform((value) => value.replace(/[\s-]/g, ""))
  .refine((value) => value.length > 0, "Please enter your cell number.")
  .refine(
    (value) => /^(0[1-9]\d{8}|\+27[1-9]\d{8})$/.test(value),
    "Enter a South African cell number: 10 digits starting with 0, or +27 and 9 digits.",
  )
  .transform((value) => (value.startsWith("0") ? `+27${value.slice(1)}` : value));

const passwordField = z
  .string({ error: "Please create a password." })
  .min(PASSWORD_MIN_LENGTH, `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, "Your password must be 128 characters or fewer.");

/** POST /api/signup (spec section 3). Strict: unknown fields are refused. */
export const signupSchema = z.strictObject({
  name: required("name", 60),
  surname: required("surname", 60),
  email: emailField,
  password: passwordField,
  city: required("city or town", 80),
  cellNumber: cellNumberField,
});

/** The sign-up form: the payload plus the confirmation, which never leaves the browser. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your password.") })
  .refine((data) => data.password === data.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.signup.passwordsDoNotMatch,
  });

/** POST /api/login. */
export const loginSchema = z.strictObject({
  email: emailField,
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(128, MESSAGES.login.invalidCredentials),
});

/** The sign-in form: the credentials, and where to go afterwards (checked to be a path on this site). */
export const loginFormSchema = loginSchema.extend({ callbackUrl: z.string().max(2048).optional() });

export type SignupInput = z.output<typeof signupSchema>;
export type LoginInput = z.output<typeof loginSchema>;
