import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { assertStorageKey, type ByteRange, type UploadStorage } from "./types";

/** Files under a directory on this machine (the default: `UPLOAD_DIR`, inside ./data). */
export function localDiskStorage(directory: string): UploadStorage {
  const root = path.resolve(directory);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split("/"));
  };

  return {
    name: "local",
    async put(key, bytes) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name and renamed, so a crash never leaves half a file under the real one.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await fs.writeFile(partial, bytes, { flag: "wx" });
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange) {
      const file = pathOf(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
      return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, range: range ?? null };
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
