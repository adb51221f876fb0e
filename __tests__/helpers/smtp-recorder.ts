// A real SMTP server on loopback for the outbox's tests, which need more than the shared one
// (e2e/support/mail-server.mjs): each message's Message-ID, and a say in the answer to DATA. A test
// decides per message whether the server accepts it ("250"), refuses it for now ("451"), or holds
// it without answering, as a slow mail server would, while a sender is killed or its lease runs out.
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Delivery {
  messageId: string;
  to: string[];
  subject: string;
  text: string;
}

export type Verdict = "accept" | "refuse" | "hold";

export interface SmtpRecorder {
  url: string;
  /** Messages answered "250", in order: what was delivered. */
  accepted: Delivery[];
  /** Messages answered with a temporary failure. */
  refused: Delivery[];
  /** Messages held without an answer (so far). */
  held: Delivery[];
  /** Resolves when `count` messages in all have been held. */
  whenHeld(count?: number): Promise<void>;
  /** Answers every held message (their senders, if still alive, see the answer). */
  release(verdict: "accept" | "refuse"): void;
  stop(): Promise<void>;
}

export async function startSmtpRecorder(
  decide: (delivery: Delivery) => Verdict = () => "accept",
): Promise<SmtpRecorder> {
  const accepted: Delivery[] = [];
  const refused: Delivery[] = [];
  const held: Delivery[] = [];
  const waiting: { answer: (verdict: "accept" | "refuse") => void }[] = [];
  const heldWatchers: { count: number; resolve: () => void }[] = [];
  const temporaryFailure = () =>
    Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }) as Error;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const delivery: Delivery = {
            messageId: mail.messageId ?? "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
          };
          const answer = (verdict: "accept" | "refuse") => {
            if (verdict === "accept") {
              accepted.push(delivery);
              callback();
            } else {
              refused.push(delivery);
              callback(temporaryFailure());
            }
          };
          const verdict = decide(delivery);
          if (verdict !== "hold") return answer(verdict);
          held.push(delivery);
          waiting.push({ answer });
          for (const watcher of heldWatchers.filter((w) => held.length >= w.count)) watcher.resolve();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    refused,
    held,
    whenHeld: (count = 1) =>
      held.length >= count ? Promise.resolve() : new Promise((resolve) => heldWatchers.push({ count, resolve })),
    release(verdict) {
      for (const { answer } of waiting.splice(0)) {
        try {
          answer(verdict);
        } catch {
          // Its sender is gone (killed): nobody is listening for the answer.
        }
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
