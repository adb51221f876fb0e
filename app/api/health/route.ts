import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/health, liveness: the process answers. It touches nothing else, so a database outage makes
 * servers unready (/api/ready) instead of having them restarted.
 */
export const GET = route(async () => Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }));
