import "server-only";
import http from "node:http";
import { getEnv } from "@/lib/env";
import { clientAddressHeader, clientAddressOf } from "@/lib/http/client-address";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id";
import { logger } from "@/lib/logger";
import { requestContext } from "@/lib/request-context";
import { arrivedAt, type ServerHook } from "./chain";

/**
 * A server hook, since middleware never sees the final status and static files skip it. Only the
 * path is logged: query strings and bodies can carry voucher codes, references and passwords.
 */
export function logEveryRequest(): ServerHook {
  return {
    name: "logEveryRequest",
    handleRequest(request, response, next) {
      const requestId = track(request, response);
      // Whatever the request's work logs, Next's own error reports included, carries its id.
      requestContext.run({ requestId }, () => next());
    },
  };
}

function track(request: http.IncomingMessage, response: http.ServerResponse): string {
  // From arrival: time spent waiting for its turn is the client's too.
  const started = arrivedAt(request);
  const incoming = request.headers[REQUEST_ID_HEADER];
  const requestId = requestIdFrom(Array.isArray(incoming) ? incoming[0] : incoming);
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader(REQUEST_ID_HEADER, requestId);
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
      ...(response.writableFinished ? {} : { aborted: true }),
    });
  // A client that gave up while waiting for its turn has closed the response already.
  if (response.closed) write();
  else response.once("close", write);
  return requestId;
}

function pathOf(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0];
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}
