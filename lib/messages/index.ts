/**
 * Wording follows docs/product.md (Messages). Client components import only their own part, so a
 * page ships only the words it shows.
 */
import { ACCESS_MESSAGES } from "./access";
import { ACCOUNT_MESSAGES } from "./account";
import { AUTH_MESSAGES } from "./auth";
import { DASHBOARD_MESSAGES } from "./dashboard";
import { EMAIL_LINK_MESSAGES } from "./email-link";
import { ENTREPRENEURSHIP_MESSAGES } from "./entrepreneurship";
import { FACILITATOR_MESSAGES } from "./facilitator";
import { LOGIN_MESSAGES } from "./login";
import { PASSWORD_MESSAGES } from "./password";
import { PAYMENT_MESSAGES } from "./payment";
import { REQUEST_MESSAGES } from "./request";
import { SIGNUP_MESSAGES } from "./signup";
import { STAFF_MESSAGES } from "./staff";
import { STAFF_ADMIN_MESSAGES } from "./staff-admin";
import { STEM_PRACTICE_MESSAGES } from "./stem-practice";
import { STEM_TEST_MESSAGES } from "./stem-tests";
import { TEXT_MESSAGES } from "./text";
import { VENTING_MESSAGES } from "./venting";
import { VERIFICATION_MESSAGES } from "./verification";
import { VOUCHER_MESSAGES } from "./voucher";

export const MESSAGES = {
  signup: SIGNUP_MESSAGES,
  login: LOGIN_MESSAGES,
  voucher: VOUCHER_MESSAGES,
  payment: PAYMENT_MESSAGES,
  dashboard: DASHBOARD_MESSAGES,
  access: ACCESS_MESSAGES,
  auth: AUTH_MESSAGES,
  venting: VENTING_MESSAGES,
  staff: STAFF_MESSAGES,
  staffAdmin: STAFF_ADMIN_MESSAGES,
  entrepreneurship: ENTREPRENEURSHIP_MESSAGES,
  stemPractice: STEM_PRACTICE_MESSAGES,
  stemTests: STEM_TEST_MESSAGES,
  facilitator: FACILITATOR_MESSAGES,
  account: ACCOUNT_MESSAGES,
  emailLink: EMAIL_LINK_MESSAGES,
  verification: VERIFICATION_MESSAGES,
  password: PASSWORD_MESSAGES,
  request: REQUEST_MESSAGES,
  text: TEXT_MESSAGES,
} as const;
