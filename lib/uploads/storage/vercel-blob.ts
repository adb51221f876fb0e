import "server-only";
import { del, get, put } from "@vercel/blob";
import { assertStorageKey, type ByteRange, type UploadStorage } from "./types";

/**
 * Vercel Blob, for hosts without a lasting disk. Blobs are private: only this server, holding the
 * token, can read them, and it streams them to members through the plan-checked media route.
 */
export function blobStorage(token: string): UploadStorage {
  return {
    name: "vercel-blob",
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await put(key, Buffer.from(bytes), {
        access: "private",
        token,
        contentType,
        addRandomSuffix: false,
        allowOverwrite: false,
      });
    },
    async get(key, range?: ByteRange) {
      assertStorageKey(key);
      const result = await get(key, {
        access: "private",
        token,
        headers: range ? { Range: `bytes=${range.start}-${range.end}` } : undefined,
      });
      if (result?.statusCode !== 200) return null;
      // The SDK reports 200 for a partial answer too; only a matching Content-Range means the range was honoured.
      const honoured = range && result.headers.get("content-range")?.startsWith(`bytes ${range.start}-${range.end}/`);
      return { body: result.stream, range: honoured ? range : null };
    },
    async delete(key) {
      assertStorageKey(key);
      await del(key, { token });
    },
  };
}
