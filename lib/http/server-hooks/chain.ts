import http from "node:http";

/** What a hook does with a request: hands it on with `next` (now or later, or a request read again from a body it buffered), or answers it itself. */
export type RequestHandler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: (replacement?: http.IncomingMessage) => void,
) => void;

/** One hook on this process's HTTP servers, named for what it does; each name is installed once. */
export interface ServerHook {
  name: string;
  /** Runs once on each server, at its first connection: `next start` makes its server before instrumentation.ts runs. */
  configureServer?: (server: http.Server) => void;
  /** Sees each request before the hooks after it in the chain, and Next after the last. */
  handleRequest?: RequestHandler;
}

interface Chain {
  names: Set<string>;
  handlers: RequestHandler[];
  configurers: ((server: http.Server) => void)[];
}

const CHAIN = Symbol.for("stepps.serverHooks");
const ARRIVED = Symbol.for("stepps.arrivedAt");
type Stamped = http.IncomingMessage & { [ARRIVED]?: bigint };

/** When the request reached the first hook (process.hrtime.bigint()): a request may wait for its turn before the others see it. */
export function arrivedAt(request: http.IncomingMessage): bigint {
  return (request as Stamped)[ARRIVED] ?? process.hrtime.bigint();
}

/**
 * Runs `hooks` on every HTTP server of this process (`next start`'s among them; a subclass of
 * http.Server for its own servers only), in the order given: the first sees a request first, and
 * Next sees it after the last has handed it on. It is the one place the app acts on a request
 * before Next does, as APM agents hook Node: middleware runs later, and only on some paths. One
 * patch of the servers' emit, kept on the prototype so that every copy of this module (a bundle,
 * each Jest test file) shares it; a hook whose name is already in the chain is not added again, and
 * a later call's hooks go after those installed before.
 */
export function runServerHooks(hooks: ServerHook[], servers: typeof http.Server = http.Server): void {
  const prototype = servers.prototype as http.Server & { [CHAIN]?: Chain };
  let chain = Object.hasOwn(prototype, CHAIN) ? prototype[CHAIN] : undefined;
  if (!chain) {
    chain = { names: new Set(), handlers: [], configurers: [] };
    prototype[CHAIN] = chain;
    patchEmit(prototype, chain);
  }
  for (const { name, configureServer, handleRequest } of hooks) {
    if (chain.names.has(name)) continue;
    chain.names.add(name);
    if (handleRequest) chain.handlers.push(handleRequest);
    if (configureServer) chain.configurers.push(onceEachServer(configureServer));
  }
}

/** The names of the hooks running on `servers`, in the order a request meets them. */
export function runningServerHooks(servers: typeof http.Server = http.Server): string[] {
  const prototype = servers.prototype as http.Server & { [CHAIN]?: Chain };
  return Object.hasOwn(prototype, CHAIN) ? [...prototype[CHAIN]!.names] : [];
}

function onceEachServer(configure: (server: http.Server) => void) {
  const configured = new WeakSet<http.Server>();
  return (server: http.Server) => {
    if (configured.has(server)) return;
    configured.add(server);
    configure(server);
  };
}

function patchEmit(prototype: http.Server, { handlers, configurers }: Chain) {
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "connection") for (const configure of configurers) configure(this);
    if (event !== "request") return emit.apply(this, [event, ...args] as unknown as Parameters<typeof emit>);
    const response = args[1] as http.ServerResponse;
    const step = (index: number, request: http.IncomingMessage): void => {
      if (index === handlers.length) {
        emit.apply(this, ["request", request, response] as unknown as Parameters<typeof emit>);
        return;
      }
      handlers[index](request, response, (replacement) => step(index + 1, replacement ?? request));
    };
    (args[0] as Stamped)[ARRIVED] ??= process.hrtime.bigint();
    step(0, args[0] as http.IncomingMessage);
    return true;
  } as typeof emit;
}
