#!/usr/bin/env node
// A real SMTP server on loopback that keeps what it receives, for the tests: the app reaches it only
// through SMTP_URL, as it would a mail provider. Tests read the messages over HTTP:
//   GET /messages?to=<address>   every message to that address, oldest first, parsed (JSON)
//   GET /messages?to=<address>&box=<name>   only those sent by a client that signed in as <name>
//   GET /health
// Jest gives each test file a box of its own (the SMTP user in its SMTP_URL), so test files running at
// once, or one file on both engines, never read each other's mail.
// Jest starts it in its global setup (startMailServer); Playwright runs this file as a web server.
import http from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * Starts both servers. Ports of 0 take free ones. Resolves with the ports in use and a stop().
 * @param {{ smtpPort?: number; httpPort?: number; quiet?: boolean }} [options]
 */
export async function startMailServer({ smtpPort = 0, httpPort = 0, quiet = true } = {}) {
  /** @type {{ to: string[]; box: string | null; from: string; subject: string; text: string; html: string; date: string }[]} */
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            box: session.user ? String(session.user) : null,
            from: mail.from?.text ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            date: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    res.setHeader("content-type", "application/json");
    if (url.pathname === "/health") return res.end(JSON.stringify({ ok: true }));
    if (url.pathname === "/messages") {
      const to = (url.searchParams.get("to") ?? "").toLowerCase();
      const box = url.searchParams.get("box");
      const wanted = messages.filter((message) => (!to || message.to.includes(to)) && (!box || message.box === box));
      return res.end(JSON.stringify(wanted));
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: "not found" }));
  });
  await new Promise((resolve) => web.listen(httpPort, "127.0.0.1", () => resolve(undefined)));

  const ports = {
    smtp: /** @type {import("node:net").AddressInfo} */ (smtp.server.address()).port,
    http: /** @type {import("node:net").AddressInfo} */ (web.address()).port,
  };
  if (!quiet) console.log(`mail server: SMTP on ${ports.smtp}, messages on http://127.0.0.1:${ports.http}/messages`);
  return {
    ports,
    stop: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => web.close(r))]),
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")) {
  await startMailServer({
    smtpPort: Number(process.env.SMTP_PORT || 3197),
    httpPort: Number(process.env.MAILBOX_PORT || 3196),
    quiet: false,
  });
}
