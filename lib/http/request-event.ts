import http from "node:http";

const ARRIVED = Symbol.for("stepps.arrivedAt");
type Stamped = http.IncomingMessage & { [ARRIVED]?: bigint };

/** When the request reached the first wrapper (process.hrtime.bigint()): a request may wait for its turn before the others see it. */
export function arrivedAt(request: http.IncomingMessage): bigint {
  return (request as Stamped)[ARRIVED] ?? process.hrtime.bigint();
}

/**
 * Wraps the "request" event of every HTTP server in this process (`next start`'s among them), once
 * per `name`: `wrap` sees each request before the handlers further in (Next's last) and calls
 * `forward` to hand it on, now or later (with a request read again from a buffered body, when it
 * had to read the body), or answers it itself and does not. The wrapper installed
 * last runs first (instrumentation.ts sets the order). It is the one place the app acts on a request
 * before Next does, as APM agents hook Node: middleware runs later, and only on some paths.
 */
export function wrapRequestEvent(
  name: string,
  wrap: (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    forward: (replacement?: http.IncomingMessage) => void,
  ) => void,
): void {
  const installed = Symbol.for(`stepps.${name}`);
  const prototype = http.Server.prototype as http.Server & { [installed]?: true };
  if (prototype[installed]) return;
  prototype[installed] = true;
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    const forward = (replacement?: http.IncomingMessage) =>
      emit.apply(this, [event, ...(replacement ? [replacement, ...args.slice(1)] : args)] as unknown as Parameters<
        typeof emit
      >);
    if (event !== "request") return forward();
    (args[0] as Stamped)[ARRIVED] ??= process.hrtime.bigint();
    wrap(args[0] as http.IncomingMessage, args[1] as http.ServerResponse, forward);
    return true;
  } as typeof emit;
}

/**
 * Runs `configure` once on each HTTP server of this process, at its first connection: `next start`
 * makes its server before instrumentation.ts runs, so this is how the app reaches it.
 */
export function configureEachServer(name: string, configure: (server: http.Server) => void): void {
  const installed = Symbol.for(`stepps.${name}`);
  const prototype = http.Server.prototype as http.Server & { [installed]?: true };
  if (prototype[installed]) return;
  prototype[installed] = true;
  const configured = new WeakSet<http.Server>();
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "connection" && !configured.has(this)) {
      configured.add(this);
      configure(this);
    }
    return emit.apply(this, [event, ...args] as unknown as Parameters<typeof emit>);
  } as typeof emit;
}
