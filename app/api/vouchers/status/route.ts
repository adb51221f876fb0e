import { route } from "@/lib/http/route";
import { vouchersRemainingForDisplay } from "@/lib/vouchers/issue";

/**
 * GET /api/vouchers/status: how many early-registrant vouchers are still to be given out. The count
 * may be up to 2 s old when another server issued one (see vouchersRemainingForDisplay); issuing is exact.
 */
export const GET = route(async () => {
  return Response.json(
    { remaining: await vouchersRemainingForDisplay() },
    { headers: { "Cache-Control": "no-store" } },
  );
});
