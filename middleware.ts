import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs before every page and API request. It only tags requests with an id that route handlers
 * and logs share; access rules are enforced again on the server by every page and route handler.
 */
export function middleware(request: NextRequest) {
  // A proxy's id is kept when it looks like one; anything else could forge log lines.
  const incoming = request.headers.get("x-request-id");
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("x-request-id", requestId);
  return response;
}

export const config = {
  // Skip build assets and files with an extension (icons, robots.txt, sitemap.xml).
  matcher: ["/((?!_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)"],
};
