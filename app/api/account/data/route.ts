import { requireRequestUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { exportFileName, exportPersonalData } from "@/lib/personal-data/export";

/**
 * GET /api/account/data: "Download my data", for any signed-in member whatever their plan. A JSON
 * file of everything Stepps keeps about them (lib/personal-data/export.ts), never stored by any cache.
 */
export const GET = route(async (request) => {
  const user = await requireRequestUser(request);
  const now = new Date();
  const data = await exportPersonalData(user.id, now);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
