import "server-only";
import { getEnv } from "@/lib/env";
import { SITE } from "@/lib/site";
import type { MailMessage } from "./send";

/** Plain text that reads well alone, and light HTML with nothing fetched from elsewhere. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

export interface Letter {
  to: string;
  subject: string;
  /** `false` for a letter that opens with its writer's own greeting (a staff reply). */
  greet: string | null | false;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string;
}

/** None while unconfirmed: anyone can sign up with another's address and pick the name its owner would read. */
export const greetingName = (account: { name: string; emailVerified: Date | null }) =>
  account.emailVerified ? account.name : null;

/** One short line, so a stored name can never start a paragraph of its own. */
export function oneLine(text: string, max = 80): string {
  const line = text.replace(/[\s\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

export function compose({ to, subject, greet, paragraphs, action, closing }: Letter): MailMessage {
  const greeting = greet === false ? null : greet ? `Hi ${oneLine(greet)},` : "Hello,";
  const support = getEnv().SUPPORT_EMAIL;
  const footer = `Questions? Write to ${support}. ${SITE.legalName}, ${SITE.country}.`;
  const text = [
    ...(greeting ? [greeting] : []),
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(closing ? [closing] : []),
    `The ${SITE.name} team`,
    "--",
    footer,
  ].join("\n\n");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#0f5132;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:14px;color:#444">Or copy this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : "";
  const html = `<!doctype html>
<html lang="en-ZA"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:560px">
${greeting ? `<p>${escapeHtml(greeting)}</p>\n` : ""}${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${button}
${closing ? `<p>${escapeHtml(closing)}</p>` : ""}
<p>The ${escapeHtml(SITE.name)} team</p>
<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html, link: action?.url };
}

/** Names nobody: the address is not proven yet. */
export function verificationMail(to: string, url: string, hours: number): MailMessage {
  return compose({
    to,
    subject: `Confirm your e-mail address for ${SITE.name}`,
    greet: null,
    paragraphs: [
      `Welcome to ${SITE.name}. Please confirm that this is your e-mail address, so that your account and your free voucher are yours alone.`,
      `The link works once, for ${hours} hours.`,
    ],
    action: { label: "Confirm my e-mail address", url },
    closing: `If you did not sign up for ${SITE.name}, you can ignore this e-mail: nothing happens without the link.`,
  });
}

export function passwordResetMail(to: string, name: string | null, url: string, minutes: number): MailMessage {
  return compose({
    to,
    subject: `Reset your ${SITE.name} password`,
    greet: name,
    paragraphs: [
      "Someone, we hope you, asked to reset the password of your account. Choose a new one with the link below.",
      `The link works once, for ${minutes} minutes. Setting a new password signs your account out everywhere.`,
    ],
    action: { label: "Choose a new password", url },
    closing: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  });
}

export function passwordChangedMail(
  to: string,
  name: string | null,
  { loginUrl, forgotUrl, signedOut }: { loginUrl: string; forgotUrl: string; signedOut: "everywhere" | "elsewhere" },
): MailMessage {
  return compose({
    to,
    subject: `Your ${SITE.name} password was changed`,
    greet: name,
    paragraphs: [
      signedOut === "everywhere"
        ? `The password of your ${SITE.name} account was just changed, and the account was signed out on every device.`
        : `The password of your ${SITE.name} account was just changed, and the account was signed out on every device except the one it was changed on.`,
      `If this was you, there is nothing more to do: log in with the new password at ${loginUrl}.`,
      `If it was not you, choose a new password now at ${forgotUrl}, and write to us so that we can help.`,
    ],
    action: { label: "Choose a new password", url: forgotUrl },
  });
}

/** Greets without a name: only Microsoft has vouched for the address. */
export function passwordRemovedMail(
  to: string,
  { forgotUrl, loginUrl }: { forgotUrl: string; loginUrl: string },
): MailMessage {
  return compose({
    to,
    subject: `You signed in to ${SITE.name} with Microsoft`,
    greet: null,
    paragraphs: [
      `You just signed in to ${SITE.name} with Microsoft, with this address. The account with this address had a password that was set before the address was confirmed, so nobody could be sure whose it was.`,
      "To keep the account yours alone, that password no longer works, and the account was signed out on every other device.",
      `Sign in with Microsoft at ${loginUrl}, or choose a new password for this address at ${forgotUrl}.`,
    ],
    action: { label: "Choose a new password", url: forgotUrl },
  });
}

export function signInLinkMail(to: string, url: string, minutes: number): MailMessage {
  return compose({
    to,
    subject: `Your ${SITE.name} sign-in link`,
    greet: null,
    paragraphs: [
      `Someone, we hope you, asked for a link to sign in to ${SITE.name} with this address. It signs in the device you open it on.`,
      `The link works once, for ${minutes} minutes.`,
    ],
    action: { label: "Sign in to Stepps", url },
    closing: "If you did not ask for this, ignore this e-mail: nobody gets in without the link.",
  });
}

export function passwordGuessingMail(
  to: string,
  name: string | null,
  { signInLinkUrl, forgotUrl }: { signInLinkUrl: string; forgotUrl: string },
): MailMessage {
  return compose({
    to,
    subject: `Someone is trying to sign in to your ${SITE.name} account`,
    greet: name,
    paragraphs: [
      `Many wrong passwords have been tried for your ${SITE.name} account in the last hour. Nobody got in with them.`,
      "To keep it that way, a device that has not signed in to your account before can, for now, only sign in with a link e-mailed to this address. The devices you already use carry on as before.",
      "If it was you, ask for a sign-in link with the button below.",
      `If it was not, there is nothing you must do. If your password is one you also use elsewhere, choose a new one: ${forgotUrl}`,
    ],
    action: { label: "E-mail me a sign-in link", url: signInLinkUrl },
  });
}
