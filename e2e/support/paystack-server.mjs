#!/usr/bin/env node
// A loopback stand-in for Paystack's API, answering initialize and verify as Paystack documents.
// The app reaches it only through PAYSTACK_API_BASE. Tests mark a transaction paid with
// POST /__test/pay/:reference, as a card payment on Paystack's checkout would.
import http from "node:http";

const port = Number(process.env.PAYSTACK_PORT || 3198);
const secret = process.env.PAYSTACK_SECRET_KEY;
const transactions = new Map();

const send = (res, status, body) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, `http://127.0.0.1:${port}`);
  let raw = "";
  for await (const chunk of req) raw += chunk;

  const pay = url.pathname.match(/^\/__test\/pay\/([\w-]+)$/);
  if (req.method === "POST" && pay) {
    const tx = transactions.get(pay[1]);
    if (!tx) return send(res, 404, { status: false, message: "Unknown reference" });
    tx.status = "success";
    return send(res, 200, { status: true, data: { reference: tx.reference } });
  }
  if (req.method === "GET" && url.pathname === "/health") return send(res, 200, { ok: true });

  if (req.headers.authorization !== `Bearer ${secret}`)
    return send(res, 401, { status: false, message: "Invalid key" });
  if (req.method === "POST" && url.pathname === "/transaction/initialize") {
    const body = JSON.parse(raw || "{}");
    if (!body.email || !body.amount || !body.reference)
      return send(res, 400, { status: false, message: "Invalid transaction parameters" });
    transactions.set(body.reference, { ...body, status: "abandoned", access_code: `ac_${body.reference}` });
    return send(res, 200, {
      status: true,
      message: "Authorization URL created",
      data: {
        authorization_url: `https://checkout.paystack.com/ac_${body.reference}`,
        access_code: `ac_${body.reference}`,
        reference: body.reference,
      },
    });
  }
  const verify = url.pathname.match(/^\/transaction\/verify\/([\w-]+)$/);
  if (req.method === "GET" && verify) {
    const tx = transactions.get(verify[1]);
    if (!tx) return send(res, 400, { status: false, message: "Transaction reference not found" });
    return send(res, 200, {
      status: true,
      message: "Verification successful",
      data: {
        status: tx.status,
        reference: tx.reference,
        amount: Number(tx.amount),
        currency: tx.currency,
        customer: { email: tx.email },
        metadata: tx.metadata,
      },
    });
  }
  send(res, 404, { status: false, message: "Not found" });
});

server.listen(port, "127.0.0.1", () => console.log(`Paystack stand-in on http://127.0.0.1:${port}`));
