import { readBodyBytes, route } from "@/lib/http/route";
import { receivePaystackEvent } from "@/lib/payments/webhook";

/** POST /api/paystack/webhook: a signed event from Paystack, acknowledged with 200 once it is read. */
export const POST = route(async (request) => {
  await receivePaystackEvent(await readBodyBytes(request, 256 * 1024), request.headers.get("x-paystack-signature"));
  return Response.json({ received: true });
});
