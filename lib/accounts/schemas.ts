import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { isSingleLine } from "@/lib/validations/text";
import { PASSWORD_MIN_LENGTH } from "./rules";

/** One line, since e-mails greet the account by name. */
const required = (what: string, max: number) =>
  z
    .string({ error: `Please enter your ${what}.` })
    .trim()
    .min(1, `Please enter your ${what}.`)
    .max(max, { error: `Your ${what} must be ${max} characters or fewer.`, abort: true })
    .refine(isSingleLine, MESSAGES.text.oneLine(`Your ${what}`));

export const emailField = z
  .string({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address.")
  .max(254, { error: "Your email address is too long.", abort: true })
  .pipe(z.email({ error: "Please enter a valid email address." }));

const CELL_NUMBER_HINT = "Enter a South African cell number: 10 digits starting with 0, or +27 and 9 digits.";

/** 0821234567 or +27821234567; spaces and dashes ignored. Stored in the +27 form. */
export const cellNumberField = z
  .string({ error: "Please enter your cell number." })
  .max(32, { error: CELL_NUMBER_HINT, abort: true })
  .transform((value) => value.replace(/[\s-]/g, ""))
  .refine((value) => value.length > 0, "Please enter your cell number.")
  .refine((value) => /^(0[1-9]\d{8}|\+27[1-9]\d{8})$/.test(value), CELL_NUMBER_HINT)
  .transform((value) => (value.startsWith("0") ? `+27${value.slice(1)}` : value));

const passwordField = z
  .string({ error: "Please create a password." })
  .min(PASSWORD_MIN_LENGTH, `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, { error: "Your password must be 128 characters or fewer.", abort: true });

/** `true` in JSON; a ticked checkbox sends "yes". */
const ageConsentField = z.preprocess(
  (value) => (value === "yes" ? true : value),
  z.literal(true, { error: MESSAGES.signup.consent }),
);

const confirmPasswordField = z
  .string({ error: "Please confirm your password." })
  .min(1, "Please confirm your password.")
  .max(128, { error: MESSAGES.signup.passwordsDoNotMatch, abort: true });

const withMatchingPasswords = <T extends { password: string; confirmPassword: string }>(data: T) =>
  data.password === data.confirmPassword;
const mismatch = {
  path: ["confirmPassword"],
  message: MESSAGES.signup.passwordsDoNotMatch,
  // Checked even when another field is wrong (zod skips refinements then), so every problem shows at once.
  when: ({ value }: { value: unknown }) => {
    const fields = value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof fields?.password === "string" && typeof fields.confirmPassword === "string";
  },
};

/** docs/product.md, API. Strict: unknown fields are refused. */
export const signupSchema = z.strictObject({
  name: required("name", 60),
  surname: required("surname", 60),
  email: emailField,
  password: passwordField,
  city: required("city or town", 80),
  cellNumber: cellNumberField,
  ageConsent: ageConsentField,
});

/** The confirmation never leaves the browser. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine(withMatchingPasswords, mismatch);

export const noFieldsSchema = z.object({});

/** For accounts made with Microsoft, which have not given it. */
export const consentSchema = z.object({ ageConsent: ageConsentField });

const checkboxField = z.preprocess(
  (value) => (value === undefined ? false : value === "on" ? true : value),
  z.boolean({ error: MESSAGES.account.invalidSettings }),
);

export const planRemindersSchema = z.strictObject({ planReminders: checkboxField });

const emailLinkTokenField = z
  .string({ error: MESSAGES.emailLink.unknown })
  .max(200, { error: MESSAGES.emailLink.unknown, abort: true })
  .regex(/^[\w-]+\.[\w-]+$/, MESSAGES.emailLink.unknown);

export const emailLinkSchema = z.object({ token: emailLinkTokenField });

export const forgotPasswordSchema = z.object({ email: emailField });

export const endSessionSchema = z.strictObject({
  sessionId: z.string({ error: MESSAGES.account.sessionGone }).regex(/^[\w-]{32}$/, MESSAGES.account.sessionGone),
});

export const signInLinkRequestSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ token: emailLinkTokenField, password: passwordField, confirmPassword: confirmPasswordField })
  .refine(withMatchingPasswords, mismatch);

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Please enter your current password." })
      .min(1, "Please enter your current password.")
      .max(128, { error: MESSAGES.password.wrongCurrent, abort: true }),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(withMatchingPasswords, mismatch);

export const loginSchema = z.strictObject({
  email: emailField,
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(128, { error: MESSAGES.login.invalidCredentials, abort: true }),
});

/** `callbackUrl` is checked to be a path on this site. */
export const loginFormSchema = loginSchema.extend({ callbackUrl: z.string().max(2048, { abort: true }).optional() });

export type SignupInput = z.output<typeof signupSchema>;
export type LoginInput = z.output<typeof loginSchema>;
