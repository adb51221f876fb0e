import "server-only";
import bcrypt from "bcryptjs";
import { getEnv } from "@/lib/env";

/**
 * bcryptjs is JavaScript on the server's one thread. Its async form yields only between chunks of up
 * to 100 ms, and every pending hash runs a chunk in the same turn of the event loop, so N sign-ups at
 * once stopped the server answering anything (pages included) for N × ~0.1 s; in a burst of 1,200 the
 * kernel's accept queue overflowed and hundreds of connections were reset (bench/race.mjs). Hashing
 * one at a time costs no throughput (one thread either way), keeps every other request flowing, and
 * finishes them in arrival order instead of all at the end. The queue is per process (on globalThis,
 * since each route's bundle has its own copy of this module).
 */
const shared = globalThis as unknown as { steppsBcryptQueue?: Promise<unknown> };

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = (shared.steppsBcryptQueue ?? Promise.resolve()).then(work, work);
  shared.steppsBcryptQueue = result.catch(() => undefined);
  return result;
}

export function hashPassword(password: string): Promise<string> {
  const cost = getEnv().BCRYPT_COST;
  return oneAtATime(() => bcrypt.hash(password, cost));
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored hash. With no hash (unknown e-mail, or a Microsoft-only
 * account) it compares against a dummy hash of the same cost, so the answer takes the same time
 * and cannot reveal which e-mails have accounts.
 */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  dummyHash ??= hashPassword("not-a-real-password");
  const against = hash ?? (await dummyHash);
  const matches = await oneAtATime(() => bcrypt.compare(password, against));
  return Boolean(hash) && matches;
}
