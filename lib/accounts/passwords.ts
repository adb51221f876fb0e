import bcrypt from "bcryptjs";
import { getEnv } from "@/lib/env";

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, getEnv().BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored hash. With no hash (unknown e-mail, or a Microsoft-only
 * account) it compares against a dummy hash of the same cost, so the answer takes the same time
 * and cannot reveal which e-mails have accounts.
 */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  dummyHash ??= bcrypt.hash("not-a-real-password", getEnv().BCRYPT_COST);
  const matches = await bcrypt.compare(password, hash ?? (await dummyHash));
  return Boolean(hash) && matches;
}
