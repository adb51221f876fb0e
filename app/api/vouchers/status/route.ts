import { route } from "@/lib/http/route";
import { vouchersRemaining } from "@/lib/vouchers/issue";

/** GET /api/vouchers/status: how many early-registrant vouchers are still to be given out. */
export const GET = route(async () => {
  return Response.json({ remaining: await vouchersRemaining() }, { headers: { "Cache-Control": "no-store" } });
});
