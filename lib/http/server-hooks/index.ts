import "server-only";
import { runServerHooks, type ServerHook } from "./chain";
import { keepIdleConnections } from "./keep-idle-connections";
import { logEveryRequest } from "./log-every-request";
import { refuseJunkRequests } from "./refuse-junk-requests";
import { requestsTakeTurns } from "./requests-take-turns";
import { sendSecurityHeaders } from "./send-security-headers";

/** Turns first, so an arrival costs only its place in the queue; junk last, so its refusals get headers and logs. */
export const serverHooks = (): ServerHook[] => [
  keepIdleConnections(),
  requestsTakeTurns(),
  sendSecurityHeaders(),
  logEveryRequest(),
  refuseJunkRequests(),
];

export function installServerHooks(): void {
  runServerHooks(serverHooks());
}
