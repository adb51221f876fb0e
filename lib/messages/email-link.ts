export const EMAIL_LINK_MESSAGES = {
  unknown: "This link is not valid. It may have been copied only in part, or a newer one replaced it.",
  expired: "This link has expired. Ask for a new one.",
  used: "This link has already been used.",
} as const;
