import "server-only";
import http from "node:http";
import { getEnv } from "@/lib/env";
import { clientAddressHeader, clientAddressOf } from "@/lib/http/client-address";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id";
import { logger } from "@/lib/logger";
import { arrivedAt, type ServerHook } from "./chain";

/**
 * Stamps every request this process receives with its id and its client's address (from the
 * connection, see clientAddressOf), and writes one structured line per request: request id, method,
 * path, status and duration. A server hook because middleware never sees the final status and
 * static files skip it. The id is set on the request before Next handles it, so middleware, route
 * handlers and this line all share it. Only the path is logged: query strings and bodies can carry
 * voucher codes, references and passwords.
 */
export function logEveryRequest(): ServerHook {
  return {
    name: "logEveryRequest",
    handleRequest(request, response, next) {
      track(request, response);
      next();
    },
  };
}

function track(request: http.IncomingMessage, response: http.ServerResponse) {
  // From its arrival: the time it waited for its turn (requests-take-turns.ts) is the client's too.
  const started = arrivedAt(request);
  const incoming = request.headers[REQUEST_ID_HEADER];
  const requestId = requestIdFrom(Array.isArray(incoming) ? incoming[0] : incoming);
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader(REQUEST_ID_HEADER, requestId);
  // The client's address, from the connection (and trusted proxies only): see clientAddressOf.
  const forwarded = request.headers["x-forwarded-for"];
  request.headers[clientAddressHeader()] = clientAddressOf(
    request.socket.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
    getEnv().TRUSTED_PROXY_HOPS,
  );
  const write = () =>
    logger.info("request", {
      requestId,
      method: request.method,
      path: pathOf(request.url),
      status: response.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      // The client went away before the whole answer was sent.
      ...(response.writableFinished ? {} : { aborted: true }),
    });
  // A client that gave up while its request waited for its turn has closed the response already.
  if (response.closed) write();
  else response.once("close", write);
}

function pathOf(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0];
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}
