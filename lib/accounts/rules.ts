/** Account rules the browser shows too: plain data, so a form can use them without loading zod. */

export const PASSWORD_MIN_LENGTH = 6;
