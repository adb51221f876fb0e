import { randomBytes } from "node:crypto";

// 32 symbols without 0/O or 1/I, so codes read aloud or typed from a phone survive.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** 60 bits, e.g. STEPPS-7KQ2-XM9D-PA4F. */
export function newVoucherCode(): string {
  const bytes = randomBytes(12);
  // 256 is a multiple of 32, so taking each byte modulo 32 is unbiased.
  const symbols = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join("");
  return `STEPPS-${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8, 12)}`;
}

export function normaliseVoucherCode(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, "");
}
