import "server-only";
import { getEnv } from "@/lib/env";
import { hashPool } from "./hash-pool";

/**
 * Passwords are hashed and checked on the pool's threads (lib/accounts/hash-pool.ts), never on the
 * event loop, in turns shared fairly between client addresses: `clientAddress` is the one the
 * caller's limits count (lib/http/client-address.ts). Callers refuse what they can (bad input, a
 * limit reached) before they get here, so junk never costs a hash.
 */
export function hashPassword(password: string, clientAddress: string): Promise<string> {
  return hashPool().hash(clientAddress, password, getEnv().BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/** A hash of nothing anyone's password is, at the current cost: made once, when first needed (again if that failed). */
function dummy(clientAddress: string): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password", clientAddress).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/**
 * Compares a password with a stored hash. With no hash (unknown e-mail, or a Microsoft-only
 * account) it compares against a dummy hash of the same cost, so the answer takes the same time
 * and cannot reveal which e-mails have accounts.
 */
export async function passwordMatches(
  password: string,
  hash: string | null | undefined,
  clientAddress: string,
): Promise<boolean> {
  const matches = await hashPool().compare(clientAddress, password, hash ?? (await dummy(clientAddress)));
  return Boolean(hash) && matches;
}
