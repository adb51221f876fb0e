import { readiness } from "@/lib/health";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/ready: 200 when this server can take traffic (the database answers, its migrations are this
 * version's, the scheduler's rounds are running), else 503 with the check that failed (docs/operations.md).
 */
export const GET = route(async () => {
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? "ready" : "not-ready", checks },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
});
