/**
 * Limits and messages of the contact form. Plain data (no zod) so the browser form can use them
 * for its own checks without shipping the validation library; lib/validations/contact.ts enforces them.
 */
export const CONTACT_RULES = {
  fullName: {
    maxLength: 100,
    required: "Please enter your full name.",
    tooLong: "Your name must be 100 characters or fewer.",
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
  sent: (name: string) => `Thank you, ${name}. We have received your message and will reply within two working days.`,
} as const;

export type ContactField = keyof typeof CONTACT_RULES;
