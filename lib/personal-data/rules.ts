/** Deleting an account (zod-free, so the confirmation modal can share it without loading zod). */

/** The word that confirms deleting an account; the account's own e-mail address confirms it too. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

/** Longest confirmation read: an e-mail address can be at most 320 characters. */
export const DELETE_CONFIRMATION_MAX = 320;

/**
 * Whether what the user typed confirms deleting this account: DELETE (in any case, as people type it
 * on a phone) or the account's own e-mail address, ignoring spaces around it and its case.
 */
export function confirmsDeletion(typed: string, accountEmail: string): boolean {
  const value = typed.trim().toLowerCase();
  return (
    value === DELETE_CONFIRMATION_WORD.toLowerCase() || (value !== "" && value === accountEmail.trim().toLowerCase())
  );
}
