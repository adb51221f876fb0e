export const STAFF_MESSAGES = {
  notStaff: "This part of Stepps is for Stepps staff only.",
  notReported: "Nobody reported this post, so its poster is not shown and cannot be paused from it.",
  invalidForm: "Please correct the highlighted fields.",
  reasonRequired: "Say why (at least 5 characters): it goes in the audit log.",
  reasonTooLong: "Keep the reason to 500 characters or fewer.",
  noEmailInLog:
    "Leave e-mail addresses out: this text is kept in the audit log, which can never be changed. Name no one by address.",
  daysRange: "Choose between 1 and 365 days.",
  messageRequired: "Write the message the member will see (at least 5 characters).",
  messageTooLong: "Keep the message to 500 characters or fewer.",
  postGone: "This post no longer exists.",
  hidden: "The post is hidden from the feed.",
  restored: "The post is back in the feed, and its reports are settled.",
  deleted: "The post and its file are deleted.",
  lifted: "The suspension is lifted.",
  suspensionGone: "This suspension has already ended.",
} as const;
