import fs from "node:fs";
import path from "node:path";
import { APP_ORIGIN } from "./requests";

export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** A form as the app's forms send it: `UploadFile` values become file parts, the rest text. */
export function formDataOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value && typeof value === "object" && "bytes" in value) {
      const file = value as UploadFile;
      form.set(
        key,
        new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/octet-stream" }),
      );
    } else {
      form.set(key, String(value));
    }
  }
  return form;
}

/** A multipart POST as the app's forms send it. */
export function multipartRequest(path: string, fields: Record<string, unknown>, cookie?: string): Request {
  const form = formDataOf(fields);
  return new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: APP_ORIGIN, ...(cookie ? { cookie } : {}) },
    body: form,
  });
}

/** A multipart upload as the post modal sends it. */
export function uploadRequest(
  fields: { file?: UploadFile; topicId?: string; userEmail?: string; fileType?: string; [extra: string]: unknown },
  cookie?: string,
): Request {
  return multipartRequest("/api/venting-room/upload-post", fields, cookie);
}

/** Every file the local upload storage holds, relative to UPLOAD_DIR. */
export function storedFiles(): string[] {
  const uploadDir = process.env.UPLOAD_DIR!;
  if (!fs.existsSync(uploadDir)) return [];
  return (fs.readdirSync(uploadDir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(uploadDir, f)).isFile(),
  );
}
