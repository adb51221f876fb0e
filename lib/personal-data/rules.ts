/** Zod-free, so the confirmation modal can share it. */

export const DELETE_CONFIRMATION_WORD = "DELETE";

/** An e-mail address can be at most 320 characters. */
export const DELETE_CONFIRMATION_MAX = 320;

/** DELETE or the account's address, in any case: phones capitalise. */
export function confirmsDeletion(typed: string, accountEmail: string): boolean {
  const value = typed.trim().toLowerCase();
  return (
    value === DELETE_CONFIRMATION_WORD.toLowerCase() || (value !== "" && value === accountEmail.trim().toLowerCase())
  );
}
