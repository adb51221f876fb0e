import "server-only";
import { getEnv } from "@/lib/env";
import { hashPool } from "./hash-pool";

/** On the pool's threads, in turns per `clientAddress`. Callers refuse junk first, so it never costs a hash. */
export function hashPassword(password: string, clientAddress: string): Promise<string> {
  return hashPool().hash(clientAddress, password, getEnv().BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/** Made once, when first needed (again if that failed). */
function dummy(clientAddress: string): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password", clientAddress).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/** With no hash it compares against a dummy, so timing does not reveal which e-mails have accounts. */
export async function passwordMatches(
  password: string,
  hash: string | null | undefined,
  clientAddress: string,
): Promise<boolean> {
  const matches = await hashPool().compare(clientAddress, password, hash ?? (await dummy(clientAddress)));
  return Boolean(hash) && matches;
}
