/** Zod-free, so browser forms can share them; lib/contact/schemas.ts enforces them on the server. */
export const CONTACT_RULES = {
  fullName: {
    maxLength: 100,
    required: "Please enter your full name.",
    tooLong: "Your name must be 100 characters or fewer.",
  },
  email: {
    maxLength: 254,
    required: "Please enter your email address.",
    tooLong: "Your email address is too long.",
    invalid: "Please enter a valid email address.",
  },
  subject: {
    maxLength: 150,
    required: "Please enter a subject.",
    tooLong: "The subject must be 150 characters or fewer.",
  },
  message: {
    minLength: 10,
    maxLength: 5000,
    required: "Please enter your message.",
    tooShort: "Your message must be at least 10 characters.",
    tooLong: "Your message must be 5000 characters or fewer.",
  },
} as const;

export const CONTACT_MESSAGES = {
  invalid: "Please correct the highlighted fields.",
  rateLimited: "You have sent several messages in a short time. Please try again in a few minutes.",
  failed: "We could not send your message. Please try again.",
  // Repeated so a typo is noticed while the visitor is still here.
  sent: (name: string, email: string) =>
    `Thank you, ${name}. We have received your message and will reply to ${email} within two working days.`,
} as const;

export type ContactField = keyof typeof CONTACT_RULES;

export const CONTACT_REPLY_RULES = {
  body: {
    minLength: 2,
    maxLength: 5000,
    required: "Write your reply.",
    tooLong: "Keep the reply to 5000 characters or fewer.",
  },
} as const;

export const CONTACT_INBOX_MESSAGES = {
  gone: "This contact message does not exist.",
  noAddress:
    "This message was sent before the form asked for an e-mail address, so it cannot be answered by e-mail. Mark it answered when it is dealt with.",
  replied: "Your reply is on its way to the sender by e-mail, and it is kept in the thread below.",
  repliedAndAnswered:
    "Your reply is on its way to the sender by e-mail, it is kept in the thread below, and the message is marked answered.",
  answered: "The message is marked answered.",
  reopened: "The message is waiting for an answer again.",
} as const;
