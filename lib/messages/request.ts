import { NETWORK, httpError } from "./shared";

export const REQUEST_MESSAGES = {
  network: NETWORK,
  httpError,
  crossSite: "Cross-site requests are not allowed.",
  invalidJson: "The request body must be valid JSON.",
  notJson: "The request body must be JSON (Content-Type: application/json).",
  tooLarge: "The request body is too large.",
  uploadsBusy: "Many files are being sent to Stepps right now. Please try again in a minute.",
  bodyCutShort: "The request body ended before it was complete. Send it again.",
  lengthRequired: "Send the request body with its length (a Content-Length header).",
  serverError: "Something went wrong on our side. Please try again.",
  busy: "Stepps is very busy right now. Please try again in a moment.",
  notAForm: "This is not a form this page sends. Reload the page and try again.",
  unreadableForm: "This form could not be read. Reload the page and try again.",
  brokenText:
    "The request contains text that cannot be stored (an unpaired UTF-16 surrogate or a NUL character). Send it as valid Unicode.",
  notFound: "There is nothing at this address.",
  invalidQuery: "The query string is not valid.",
  rangeNotSatisfiable: "The requested byte range is outside the file.",
  methodNotAllowed: "This method is not allowed.",
  badEncoding: "The address is not valid: it has a broken percent-encoding (a % must start a valid UTF-8 escape).",
} as const;
