import { exportFileName, exportPersonalData } from "@/lib/account/export";
import { requireRequestUser } from "@/lib/auth/session";
import { HttpError, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";

/**
 * GET /api/account/data: "Download my data", for any signed-in member whatever their plan. A JSON
 * file of everything Stepps keeps about them (lib/account/export.ts), never stored by any cache.
 */
export const GET = route(async (request) => {
  const user = await requireRequestUser(request);
  const now = new Date();
  const data = await exportPersonalData(user.id, now);
  // Deleted between the session check and the read.
  if (!data) throw new HttpError(401, MESSAGES.auth.notAuthenticated);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
