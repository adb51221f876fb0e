import { AsyncLocalStorage } from "node:async_hooks";

/** The request a piece of work belongs to, so each log line it writes names the request. */
export interface RequestContext {
  requestId: string;
}

// On globalThis: the server hook that starts a request's context and the bundles that log in it each
// have their own copy of this module.
const shared = globalThis as unknown as { steppsRequestContext?: AsyncLocalStorage<RequestContext> };

export const requestContext = (shared.steppsRequestContext ??= new AsyncLocalStorage<RequestContext>());
