export const VENTING_MESSAGES = {
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
  tooComplex:
    "This file takes far longer to check than a real one of its size. Save it again, or post a smaller or simpler file.",
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
} as const;
