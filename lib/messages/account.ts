export const ACCOUNT_MESSAGES = {
  sessionGone: "That session has already ended.",
  sessionEnded: "That device is signed out.",
  confirmDeletion: "To delete your account, type DELETE (or your e-mail address) in the box.",
  deleted: "Your account is deleted and you are signed out.",
  consentSaved: "Thank you. Your confirmation is saved.",
  planRemindersOn: "Saved. We will e-mail you before your plan ends, and when it has ended.",
  planRemindersOff: "Saved. We will not e-mail you about your plan ending. Receipts for payments still come.",
  invalidSettings: "Those settings could not be saved. Please try again.",
  consentRequired:
    "Before you choose a plan, please confirm that you are 18 or older, or that your parent or guardian agrees.",
} as const;
