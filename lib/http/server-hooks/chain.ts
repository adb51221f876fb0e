import http from "node:http";

export type RequestHandler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: (replacement?: http.IncomingMessage) => void,
) => void;

/** Each name is installed once. */
export interface ServerHook {
  name: string;
  /** Runs at each server's first connection: `next start` makes its server before instrumentation.ts runs. */
  configureServer?: (server: http.Server) => void;
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

/** A request may wait for its turn before the later hooks see it. */
export function arrivedAt(request: http.IncomingMessage): bigint {
  return (request as Stamped)[ARRIVED] ?? process.hrtime.bigint();
}

/**
 * The one place the app acts on a request before Next, as APM agents hook Node (middleware runs later,
 * on some paths only). The emit patch lives on the prototype so every copy of this module shares it.
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
