// The load benchmark's floor for route handlers (bench/load.mjs): the least work a Next.js route
// handler does. GET answers a small JSON object, as GET /api/vouchers/status does; POST reads and
// parses a JSON body first, as POST /api/signup and /api/login do.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}

export async function POST(request) {
  const body = await request.json();
  return Response.json({ ok: true, fields: Object.keys(body).length });
}
