export const STAFF_ADMIN_MESSAGES = {
  memberGone: "This account no longer exists.",
  unknownPlan: "Choose one of the plans in the catalogue.",
  formExpired: "This form has expired. Reload the page and try again.",
  alreadyGranted: "That month was granted already: the form was sent twice, and it counts once.",
  nothingToEnd: (plan: string) => `Nothing to end: this member holds no ${plan} subscription now.`,
  search: "Type an e-mail address (or part of one) or a Paystack reference, up to 254 characters.",
  month: "Choose a month as YYYY-MM (from 2020), or all months.",
  email: "Enter the e-mail address of an existing account.",
  unknownRole: "Choose a role: facilitator, moderator or admin.",
  ownAdmin: "You cannot remove your own admin role: ask another admin, so the console always keeps one.",
  noAccount: (email: string) => `No account has the e-mail address ${email}.`,
  unconfirmed: (email: string) =>
    `${email} has not confirmed its e-mail address. Staff roles go only to confirmed accounts: ask the person to follow the link in their sign-up e-mail first.`,
  lastAdmin: "This is the only admin account: grant admin to someone else first, so the console always keeps one.",
  consentMissing:
    "This member has not yet confirmed being 18 or older, or having a parent's or guardian's consent, which every plan needs. They can confirm it in their account.",
} as const;
