/**
 * User-facing messages. The spec's catalogue (section 8) word for word, plus this product's own,
 * so the browser and the server say the same thing.
 */
// Said by more than one part of the spec's catalogue, word for word.
const NETWORK = "Could not connect to the server. Please try again.";
const httpError = (status: number) => `HTTP error! status: ${status}`;

export const MESSAGES = {
  signup: {
    passwordsDoNotMatch: "Passwords do not match.",
    serverError: "Signup failed due to a server error.",
    unexpected: "An unexpected server error occurred. Please try again later.",
    network: NETWORK,
    emailTaken: "An account with this email already exists. Please log in instead.",
    invalid: "Please correct the highlighted fields.",
    tooMany: "Several accounts have been opened from your network in the last hour. Please try again later.",
    consent: "Please confirm that you are 18 or older, or that your parent or guardian agrees.",
    /** The welcome dialog, when the account comes without a voucher. */
    noVouchersLeft:
      "All the free early-registrant vouchers have been claimed, so your account does not come with one; you can choose a plan and pay by card after you log in.",
    addressHadVoucher:
      "This e-mail address already received a free voucher with an earlier account, and each address gets one, so this account does not come with another. You can choose a plan and pay by card after you log in.",
  },
  login: {
    invalidCredentials: "Invalid credentials",
    failed: "Login failed. Please try again.",
    tooManyAttempts: (minutes: number) =>
      `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  },
  voucher: {
    emptyCode: "Please enter a voucher code.",
    missingEmail: "User email is missing. Cannot verify voucher.",
    loadCountFailed: "Failed to load voucher count.",
    httpError,
    unexpected: "An unexpected error occurred during voucher redemption.",
    individualOnly: "Vouchers can only be used for individual plans.",
    notYours: "This voucher code is not valid for your account.",
    used: "This voucher has already been used.",
    expired: "This voucher has expired.",
    applied: (planTitle: string) => `Voucher applied. Enjoy one month of ${planTitle}.`,
  },
  payment: {
    cancelled: "Payment was cancelled by user.",
    failed: "Payment failed. Please try again.",
    verificationFailed: "Payment verification failed",
    invalidPlan: "Invalid subscription plan",
    processingError: "Payment Processing Error",
    invalidEmail: "Invalid or missing email address. Please log in again.",
    invalidAmount: "Invalid payment amount.",
    invalidParameters: "Invalid payment parameters",
    missingPublicKey: "The Paystack public key is missing, so payment cannot start.",
    missingCurrency: "The payment currency is missing.",
    pending: "Payment System Pending",
    providerUnavailable: "We could not reach the payment provider. Please try again in a moment.",
    tooMany: "You have started several payments in a short time. Please wait a few minutes and try again.",
    // Paystack's webhook (machine-to-machine, but still a clear answer).
    webhookBadSignature: "Invalid signature.",
    webhookInvalidJson: "The event is not valid JSON.",
    webhookNoTransaction: "The charge.success event has no valid transaction data.",
  },
  dashboard: {
    loadFailed: "Failed to load dashboard content. Please try again.",
  },
  access: {
    planExcludes: (service: string) => `Your plan does not include ${service}. Choose a plan that does at checkout.`,
  },
  auth: {
    notAuthenticated: "User not authenticated.",
    notAuthenticatedPleaseLogIn: "User not authenticated. Please log in.",
    authenticationFailed: "Authentication failed. Please log in again.",
    sessionExpired: "Your session has expired or is invalid. Please log in again.",
  },
  venting: {
    missingUpload: "Please select a file and ensure you are authenticated.",
    uploadFailed: (message: string) => `Upload failed: ${message}`,
    notYourAccount: "You can only post from your own account.",
    unknownTopic: "Choose one of the Venting Room topics.",
    unknownType: "Choose an image, video, document or audio file.",
    notAllowed: "This kind of file is not allowed.",
    wrongKind: (declared: string, formats: string) =>
      `This file is not a valid ${declared.toLowerCase()}. Choose a ${formats} file.`,
    tooLarge: (label: string, limit: string) => `${label} files can be at most ${limit}.`,
    tooManyUploads: "You have posted a lot in a short time. Please wait a while before posting again.",
    uploaded: "Your post is up.",
    postNotFound: "This post does not exist.",
    ownPost: "You cannot like your own post.",
    unreadableImage: "This image could not be read. Try another picture, or save it again as JPEG or PNG.",
    imageTooLarge: (megapixels: number) =>
      `This picture has too many pixels to post. Pictures can be at most ${megapixels} megapixels, counting every frame of an animation: save a smaller or shorter copy and try again.`,
    trendingNotFound: "This trending item does not exist.",
    fetchPostsFailed: "Failed to fetch posts data.",
    loadContentFailed: "Failed to load content. Please try again.",
    privacySaved: "Your privacy settings are saved.",
    notificationsSaved: "Your notification settings are saved.",
    invalidSettings: "Please check your choices and try again.",
    emptyPost: "Write something, choose a file, or both.",
    unreadableFile: (label: string) =>
      `This ${label.toLowerCase()} could not be read: it may be damaged or cut short. Save it again, or choose another file.`,
    expandsTooFar:
      "This file unpacks to far more than its size (or holds too many pictures) for us to check it safely. Save it again, or post a smaller file.",
    identifyingDetails:
      "This file carries details we cannot remove safely (such as tracked changes with names, comments, attachments or a password). Save a clean copy without them, for example as a new PDF, and post that.",
    textTooLong: (max: number) => `Keep your post to ${max.toLocaleString("en-ZA")} characters or fewer.`,
    textInvalid: "Your post contains characters that cannot be shown. Remove them and try again.",
    suspended: (until: string, message: string) =>
      `You cannot post in the Venting Room until ${until}. A moderator said: ${message}`,
    notYourPost: "You can only delete your own posts.",
    postDeleted: "Your post is deleted, with its file.",
    cannotReportOwn: "You cannot report your own post.",
    alreadyReported: "You have already reported this post. A moderator will look at it.",
    unknownReason: "Choose why you are reporting this post.",
    noteTooLong: "Keep your note to 500 characters or fewer.",
    noteInvalid: "Your note contains characters that cannot be shown. Remove them and try again.",
    reportInvalid: "Please choose a reason, and check your note.",
    reported: "Thank you. Your report is in, and a moderator will look at it.",
    reportedAndHidden: "Thank you. Your report is in. This post is hidden until a moderator looks at it.",
    tooManyReports: "You have sent many reports in a short time. Please wait a while before reporting again.",
  },
  staff: {
    notStaff: "This part of Stepps is for Stepps staff only.",
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
  },
  /** The admins' screens: payments and subscriptions, staff roles and the audit log. */
  staffAdmin: {
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
  },
  entrepreneurship: {
    invalidForm: "Please correct the highlighted fields.",
    missingScope: "Choose an arena: scope must be local, national, continental or global.",
    unknownScope: "Unknown arena: scope must be local, national, continental or global (lowercase).",
    notFound: "This item does not exist.",
    moduleNotFound: "This module does not exist.",
    unknownCategory: "Choose one of this arena's assessment categories.",
    unknownStep: "Choose a step: trending-news, problem-identification or solution.",
    answerRequired: "Write your answer before submitting.",
    answerTooShort: "Your answer is too short: write at least 10 characters.",
    answerTooLong: "Keep your answer to 1000 characters or fewer.",
    answerSaved: "Your answer is saved.",
    certificate: {
      type: "Choose a certificate type.",
      name: "Certificate name is required.",
      nameTooLong: "Keep the certificate name to 120 characters or fewer.",
      issuer: "Issuer is required.",
      issuerTooLong: "Keep the issuer to 120 characters or fewer.",
      monthYear: "Enter the month and year as YYYY-MM.",
      link: "The link must be a URL starting with https:// or http://.",
      linkTooLong: "Keep the link to 500 characters or fewer.",
      lessonsTooLong: "Keep the lessons to 1000 characters or fewer.",
      added: "Certificate added.",
      updated: "Certificate updated.",
      deleted: "Certificate deleted.",
      notFound: "This certificate does not exist.",
      tooMany: "You can keep at most 200 certificates.",
    },
    transfer: {
      group: "Choose a group from the list.",
      sameGroup: "The member must move to a different group.",
      memberName: "Member name is required.",
      memberNameTooLong: "Keep the member name to 80 characters or fewer.",
      memberNameCharacters: "Use letters, spaces, apostrophes and hyphens in the member name.",
      date: "Enter the transfer date as a real date (YYYY-MM-DD).",
      dateRange: "The transfer date must be within a year of today.",
      missingAgreement: "Attach the signed transfer agreement.",
      agreementType: "The agreement must be a PDF, Word document (.doc or .docx), JPEG or PNG.",
      agreementTooLarge: (limit: string) => `The agreement can be at most ${limit}.`,
      agreementImageTooLarge: (megapixels: number) =>
        `A photo or scan of the agreement can be at most ${megapixels} megapixels. Save a smaller copy and try again.`,
      submitted: "Your transfer request is submitted.",
      tooMany: "You have sent a lot of transfer requests. Please wait a while before sending another.",
      notFound: "This transfer request does not exist.",
    },
  },
  /** The facilitators' screens: transfer decisions and feedback on assessment answers. */
  facilitator: {
    transferGone: "This transfer request does not exist.",
    decision: "Choose Approve or Refuse.",
    noteRequired: "Write a note to the learner saying why the request is refused.",
    noteTooLong: "Keep the note to 1000 characters or fewer.",
    alreadyDecided: (status: string) =>
      `This request was already ${status}, perhaps by another facilitator: nothing was changed.`,
    approved: "The transfer is approved. The learner sees it on their dashboard and gets an e-mail.",
    refused: "The transfer is refused. The learner sees your note on their dashboard and gets an e-mail.",
    answerGone: "This answer no longer exists.",
    feedbackRequired: "Write your feedback before saving.",
    feedbackTooLong: "Keep the feedback to 2000 characters or fewer.",
    feedbackSaved: "Your feedback is saved. The learner sees it beside their answer.",
  },
  account: {
    confirmDeletion: "To delete your account, type DELETE (or your e-mail address) in the box.",
    deleted: "Your account is deleted and you are signed out.",
    consentSaved: "Thank you. Your confirmation is saved.",
    planRemindersOn: "Saved. We will e-mail you before your plan ends, and when it has ended.",
    planRemindersOff: "Saved. We will not e-mail you about your plan ending. Receipts for payments still come.",
    invalidSettings: "Those settings could not be saved. Please try again.",
    consentRequired:
      "Before you choose a plan, please confirm that you are 18 or older, or that your parent or guardian agrees.",
  },
  emailLink: {
    unknown: "This link is not valid. It may have been copied only in part, or a newer one replaced it.",
    expired: "This link has expired. Ask for a new one.",
    used: "This link has already been used.",
  },
  verification: {
    sent: (email: string) => `We sent a link to ${email}. Open it to confirm your address.`,
    confirmed: "Your e-mail address is confirmed.",
    alreadyConfirmed: "Your e-mail address is already confirmed.",
    tooMany: "We have sent several links in a short time. Please wait a while before asking for another.",
    required: (email: string) =>
      `Please confirm your e-mail address first: open the link we sent to ${email}, or ask for a new one.`,
  },
  password: {
    resetRequested:
      "If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.",
    resetTooMany: "We have sent several links in a short time. Please wait a while before asking for another.",
    reset: "Your password is changed and your account is signed out everywhere. Log in with the new password.",
    changed: "Your password is changed. Your other devices are signed out.",
    wrongCurrent: "Your current password is not right.",
    noPasswordYet:
      "Your account signs in with Microsoft and has no password yet. To add one, use “Forgot password?” on the login page.",
    tooManyTries: "Too many tries. Please wait a few minutes and try again.",
    signedOutEverywhere: "Your account is signed out on every device.",
  },
  request: {
    network: NETWORK,
    httpError,
    crossSite: "Cross-site requests are not allowed.",
    invalidJson: "The request body must be valid JSON.",
    notJson: "The request body must be JSON (Content-Type: application/json).",
    tooLarge: "The request body is too large.",
    lengthRequired: "Send the request body with its length (a Content-Length header).",
    serverError: "Something went wrong on our side. Please try again.",
    brokenText:
      "The request contains text that cannot be stored (an unpaired UTF-16 surrogate or a NUL character). Send it as valid Unicode.",
    notFound: "There is nothing at this address.",
    invalidQuery: "The query string is not valid.",
    rangeNotSatisfiable: "The requested byte range is outside the file.",
    methodNotAllowed: "This method is not allowed.",
    badEncoding: "The address is not valid: it has a broken percent-encoding (a % must start a valid UTF-8 escape).",
  },
  text: {
    /** `what` reads after "from": "your name", "the certificate name". */
    hiddenCharacters: (what: string) =>
      `Remove the hidden control characters (such as text-direction overrides) from ${what}.`,
  },
} as const;
