import "server-only";
import { alreadyLogged, errorFields, logger } from "@/lib/logger";
import { REQUEST_ID_HEADER } from "./request-id";

export interface FailedRequest {
  path: string;
  method: string;
  headers: NodeJS.Dict<string | string[]>;
}

/**
 * instrumentation.ts's onRequestError: one line per failed request, with its id. Next reports most such
 * errors on the console first, inside the request (consoleIntoLog), and those are not written twice.
 */
export function logRequestError(
  error: unknown,
  request: FailedRequest,
  context: { routePath?: string; routeType?: string },
): void {
  if (alreadyLogged(error)) return;
  const id = request.headers[REQUEST_ID_HEADER];
  logger.error("request.failed", {
    requestId: Array.isArray(id) ? id[0] : id,
    method: request.method,
    // Only the path: a query string can carry a voucher code or a reference.
    path: request.path.split("?")[0],
    route: context.routePath,
    routeType: context.routeType,
    ...(error instanceof Error ? errorFields(error) : { error: String(error) }),
  });
}
