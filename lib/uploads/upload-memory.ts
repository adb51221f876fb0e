import "server-only";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";

const MB = 1024 * 1024;
/** The largest upload with room for a few small ones; past it an upload waits before its body is read. */
export const UPLOAD_MEMORY_BYTES = 32 * MB;
/** Then 503. */
export const UPLOAD_WAIT_MS = 60_000;

interface Waiter {
  bytes: number;
  admit: () => void;
}

// On globalThis: each route's bundle has its own copy of this module.
const shared = globalThis as unknown as { steppsUploadMemory?: { held: number; waiting: Waiter[] } };
const state = () => (shared.steppsUploadMemory ??= { held: 0, waiting: [] });

function admitWaiting() {
  const memory = state();
  // First come, first served, so small uploads never starve a large one.
  while (memory.waiting.length && (memory.held === 0 || memory.held + memory.waiting[0].bytes <= UPLOAD_MEMORY_BYTES)) {
    const next = memory.waiting.shift()!;
    memory.held += next.bytes;
    next.admit();
  }
}

export async function withUploadMemory<T>(
  bytes: number,
  work: () => Promise<T>,
  { waitMs = UPLOAD_WAIT_MS }: { waitMs?: number } = {},
): Promise<T> {
  const memory = state();
  const size = Math.min(bytes, UPLOAD_MEMORY_BYTES);
  if (memory.waiting.length === 0 && (memory.held === 0 || memory.held + size <= UPLOAD_MEMORY_BYTES)) {
    memory.held += size;
  } else {
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { bytes: size, admit: () => (clearTimeout(timer), resolve()) };
      const timer = setTimeout(() => {
        memory.waiting.splice(memory.waiting.indexOf(waiter), 1);
        reject(new DomainError("unavailable", MESSAGES.request.uploadsBusy));
      }, waitMs);
      memory.waiting.push(waiter);
    });
  }
  try {
    return await work();
  } finally {
    memory.held -= size;
    admitWaiting();
  }
}

export function uploadSize(request: Request, maxBytes: number): number {
  const declared = Number(request.headers.get("content-length"));
  return Number.isFinite(declared) && declared > 0 ? Math.min(declared, maxBytes) : maxBytes;
}
