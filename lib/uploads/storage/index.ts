import "server-only";
import { getEnv } from "@/lib/env";
import { localDiskStorage } from "./local-disk";
import type { UploadStorage } from "./types";
import { blobStorage } from "./vercel-blob";

export type { UploadStorage } from "./types";

let storage: UploadStorage | undefined;

/** Vercel Blob when a token is configured, otherwise the local data directory. */
export function getStorage(): UploadStorage {
  if (!storage) {
    const env = getEnv();
    storage = env.BLOB_READ_WRITE_TOKEN ? blobStorage(env.BLOB_READ_WRITE_TOKEN) : localDiskStorage(env.UPLOAD_DIR);
  }
  return storage;
}
