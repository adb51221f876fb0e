import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { after } from "next/server";
import nodemailer, { type Transporter } from "nodemailer";
import SMTPPool from "nodemailer/lib/smtp-pool";
import type StreamTransport from "nodemailer/lib/stream-transport";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Logged when mail goes to files, so a local user can follow it. */
  link?: string;
  /** Fixed, so a retry after a crash is recognisably the same message. */
  messageId?: string;
}

// On globalThis: each route's bundle has its own copy of this module.
const shared = globalThis as unknown as {
  steppsSmtp?: { url: string; transport: Transporter<SMTPPool.SentMessageInfo> };
  steppsMailFiles?: Transporter<StreamTransport.SentMessageInfo>;
};

function smtp(url: string) {
  if (shared.steppsSmtp?.url !== url) {
    shared.steppsSmtp?.transport.close();
    // Built here: createTransport({ url, ... }) keeps only what the URL says and drops the pool and timeouts.
    const transport = nodemailer.createTransport(
      new SMTPPool({ url, pool: true, connectionTimeout: 10_000, socketTimeout: 20_000 }),
    );
    shared.steppsSmtp = { url, transport };
  }
  return shared.steppsSmtp.transport;
}

const files = () =>
  (shared.steppsMailFiles ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));

/** Without SMTP, writes an .eml file under MAIL_DIR. Throws: callers decide what the member is told. */
export async function sendMail(message: MailMessage): Promise<void> {
  const { MAIL_FROM, SMTP_URL, MAIL_DIR } = getEnv();
  const mail = {
    from: MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
  };
  if (SMTP_URL) {
    await smtp(SMTP_URL).sendMail(mail);
    logger.info("mail.sent", { subject: message.subject });
    return;
  }
  const info = await files().sendMail(mail);
  const directory = path.resolve(MAIL_DIR);
  const file = path.join(
    directory,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`,
  );
  if (!Buffer.isBuffer(info.message)) throw new Error("nodemailer did not build the message in memory");
  await fs.writeFile(file, info.message).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
    // Made on first need, not before every message.
    await fs.mkdir(directory, { recursive: true });
    await fs.writeFile(file, info.message as Buffer);
  });
  logger.info("mail.written", { subject: message.subject, file, link: message.link });
}

/**
 * After the response (after()), so no answer waits on the mail server or takes longer for an address
 * with an account: "Forgot password?" must not tell them apart. Failures are logged, never shown.
 */
export async function sendAfterResponse(what: string, compose: () => Promise<MailMessage | null>): Promise<void> {
  const task = async () => {
    try {
      const message = await compose();
      if (message) await sendMail(message);
    } catch (error) {
      logger.error("mail.failed", { what, error });
    }
  };
  try {
    after(task);
  } catch {
    await task(); // no request to wait for
  }
}
