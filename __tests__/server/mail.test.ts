// Mail without an SMTP server (as `npm run local` runs) and when the server cannot be reached. The
// SMTP path itself is exercised by every test that reads the loopback mailbox.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { mailTo } from "../helpers/mailbox";

const message = {
  to: "palesa@example.co.za",
  subject: "Confirm your e-mail address for Stepps",
  text: "Hi Palesa,\n\nConfirm my e-mail address: http://localhost:3000/verify-email?token=abc.def",
  html: '<p>Hi Palesa,</p><p><a href="http://localhost:3000/verify-email?token=abc.def">Confirm</a></p>',
  link: "http://localhost:3000/verify-email?token=abc.def",
};

async function withEnv<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    let result: T;
    await jest.isolateModulesAsync(async () => {
      result = await run();
    });
    return result!;
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

it("without SMTP, writes each message as an .eml file under MAIL_DIR and logs its link", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepps-mail-"));
  const logged = await withEnv({ SMTP_URL: "", MAIL_DIR: dir }, async () => {
    const { logger } = await import("@/lib/logger");
    const info = jest.spyOn(logger, "info").mockImplementation(() => {});
    const { sendMail } = await import("@/lib/mail/send");
    await sendMail(message);
    return info.mock.calls;
  });
  const files = fs.readdirSync(dir);
  expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
  const eml = fs.readFileSync(path.join(dir, files[0]), "utf8");
  expect(eml).toContain("To: palesa@example.co.za");
  expect(eml).toContain("Subject: Confirm your e-mail address for Stepps");
  expect(eml).toMatch(/Content-Type: text\/plain/);
  expect(eml).toMatch(/Content-Type: text\/html/);
  expect(logged).toContainEqual(["mail.written", expect.objectContaining({ link: message.link })]);
});

it("without SMTP, makes MAIL_DIR when it is missing, and again when it was removed while running", async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "stepps-mail-")), "not-yet", "made");
  await withEnv({ SMTP_URL: "", MAIL_DIR: dir }, async () => {
    const { logger } = await import("@/lib/logger");
    jest.spyOn(logger, "info").mockImplementation(() => {});
    const { sendMail } = await import("@/lib/mail/send");
    await sendMail(message);
    expect(fs.readdirSync(dir)).toHaveLength(1);
    fs.rmSync(dir, { recursive: true });
    await sendMail(message);
    expect(fs.readdirSync(dir)).toEqual([expect.stringMatching(/\.eml$/)]);
  });
});

it("over SMTP, messages share one connection, with limits on connecting and on silence", async () => {
  // A relay in front of the loopback mail server, to count the connections the app opens.
  const mailServer = new URL(process.env.SMTP_URL!);
  const connections: net.Socket[] = [];
  const relay = net.createServer((client) => {
    connections.push(client);
    const upstream = net.connect(Number(mailServer.port), mailServer.hostname);
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const relayUrl = Object.assign(new URL(mailServer), { port: String((relay.address() as net.AddressInfo).port) });
  const recipients = ["ayanda", "bongani", "carol"].map((name) => `${name}.${Date.now()}@example.co.za`);
  try {
    const timeouts = await withEnv({ SMTP_URL: relayUrl.toString() }, async () => {
      const { sendMail } = await import("@/lib/mail/send");
      for (const to of recipients) await sendMail({ ...message, to });
      const { steppsSmtp } = globalThis as unknown as {
        steppsSmtp: { transport: { transporter: { options: Record<string, unknown>; close(): void } } };
      };
      const { options } = steppsSmtp.transport.transporter;
      steppsSmtp.transport.transporter.close();
      return { connectionTimeout: options.connectionTimeout, socketTimeout: options.socketTimeout };
    });
    expect(connections.length).toBe(1);
    for (const to of recipients) expect(await mailTo(to)).toHaveLength(1);
    expect(timeouts).toEqual({ connectionTimeout: 10_000, socketTimeout: 20_000 });
  } finally {
    for (const socket of connections) socket.destroy();
    await new Promise((resolve) => relay.close(resolve));
  }
});

it("when the mail server cannot be reached, logs the failure and leaves the answer to the visitor alone", async () => {
  const errors = await withEnv({ SMTP_URL: "smtp://127.0.0.1:1" }, async () => {
    const { logger } = await import("@/lib/logger");
    const error = jest.spyOn(logger, "error").mockImplementation(() => {});
    const { sendAfterResponse } = await import("@/lib/mail/send");
    await expect(sendAfterResponse("verification", async () => message)).resolves.toBeUndefined();
    return error.mock.calls;
  });
  expect(errors).toEqual([["mail.failed", expect.objectContaining({ what: "verification" })]]);
});

describe("names in Stepps' own letters", () => {
  const stranger = "T,\n\nACCOUNT LOCKED. Unlock: http://evil.example/u\n\nThanks,";

  it("never start a paragraph, whatever was stored: the greeting holds the name on one line", async () => {
    const { passwordResetMail } = await import("@/lib/mail/templates");
    const mail = passwordResetMail(
      "owner@example.co.za",
      stranger,
      "http://localhost:3000/reset-password?token=a.b",
      60,
    );
    const [greeting, ...paragraphs] = mail.text.split("\n\n");
    expect(greeting).toBe("Hi T, ACCOUNT LOCKED. Unlock: http://evil.example/u Thanks,,");
    expect(paragraphs.some((paragraph) => /ACCOUNT|evil/.test(paragraph))).toBe(false);
    expect(mail.html).toContain("<p>Hi T, ACCOUNT LOCKED. Unlock: http://evil.example/u Thanks,,</p>");
  });

  it("name nobody while the address is unconfirmed: anyone may have signed up with it", async () => {
    const { greetingName, passwordResetMail } = await import("@/lib/mail/templates");
    const unconfirmed = { name: stranger, emailVerified: null };
    expect(greetingName(unconfirmed)).toBeNull();
    expect(greetingName({ name: "Palesa", emailVerified: new Date() })).toBe("Palesa");
    const mail = passwordResetMail("owner@example.co.za", greetingName(unconfirmed), "http://x/reset", 60);
    expect(mail.text.startsWith("Hello,\n\nSomeone, we hope you, asked")).toBe(true);
    expect(mail.text).not.toContain("ACCOUNT LOCKED");
  });
});
