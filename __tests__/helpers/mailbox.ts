// What the loopback SMTP server received (e2e/support/mail-server.mjs), read over HTTP. Jest's
// global setup names it in MAILBOX_URL; the end-to-end tests pass their instance's address.
// fetch only, so both test runners can load it.
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

const defaultBase = () => process.env.MAILBOX_URL ?? "";

/** Every message sent to `address` so far, oldest first (in Jest, by this test file's app). */
export async function mailTo(address: string, base = defaultBase()): Promise<ReceivedMail[]> {
  const box = process.env.STEPPS_TEST_MAILBOX;
  const query = new URLSearchParams({ to: address, ...(box ? { box } : {}) });
  const response = await fetch(`${base}/messages?${query}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * The `count`-th message to `address` (the last one once that many have come), waiting up to five
 * seconds for it: mail is sent after the app has answered, and SMTP is a conversation.
 */
export async function lastMailTo(address: string, count = 1, base = defaultBase()): Promise<ReceivedMail> {
  for (const started = Date.now(); Date.now() - started < 5_000;) {
    const mail = await mailTo(address, base);
    if (mail.length >= count) return mail[mail.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No mail to ${address} (expected ${count})`);
}

/** The first link in a message's text. */
export function linkIn(mail: ReceivedMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in "${mail.subject}"`);
  return new URL(match[0]);
}
