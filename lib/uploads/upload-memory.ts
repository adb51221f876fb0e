import "server-only";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";

const MB = 1024 * 1024;
/**
 * How many bytes of uploads one server holds in memory at once, from the first byte received until
 * the file is checked and stored: the largest upload with room for a few small ones. Past it an
 * upload waits for its turn before its body is read, and TCP holds the rest of it meanwhile.
 */
export const UPLOAD_MEMORY_BYTES = 32 * MB;
/** How long an upload waits for room before it is answered 503 (a server taking many at once). */
export const UPLOAD_WAIT_MS = 60_000;

interface Waiter {
  bytes: number;
  admit: () => void;
}

// On globalThis: each route's bundle has its own copy of this module, and the memory is the process's.
const shared = globalThis as unknown as { steppsUploadMemory?: { held: number; waiting: Waiter[] } };
const state = () => (shared.steppsUploadMemory ??= { held: 0, waiting: [] });

function admitWaiting() {
  const memory = state();
  // First come, first served: a large upload is not passed over for ever by small ones.
  while (memory.waiting.length && (memory.held === 0 || memory.held + memory.waiting[0].bytes <= UPLOAD_MEMORY_BYTES)) {
    const next = memory.waiting.shift()!;
    memory.held += next.bytes;
    next.admit();
  }
}

/** Runs `work` (receive an upload, check it, store it) once `bytes` of the budget are free for it. */
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

/** What an upload request will hold: its declared length, or at most `maxBytes` when it declares none. */
export function uploadSize(request: Request, maxBytes: number): number {
  const declared = Number(request.headers.get("content-length"));
  return Number.isFinite(declared) && declared > 0 ? Math.min(declared, maxBytes) : maxBytes;
}
