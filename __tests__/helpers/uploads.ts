import { APP_ORIGIN } from "./requests";

/** A multipart upload as the post modal sends it. */
export function uploadRequest(
  fields: { file?: { bytes: Uint8Array; name: string; type?: string }; topicId?: string; userEmail?: string; fileType?: string; [extra: string]: unknown },
  cookie?: string,
): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (key === "file") {
      const file = value as { bytes: Uint8Array; name: string; type?: string };
      form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/octet-stream" }));
    } else {
      form.set(key, String(value));
    }
  }
  return new Request(`${APP_ORIGIN}/api/venting-room/upload-post`, {
    method: "POST",
    headers: { origin: APP_ORIGIN, ...(cookie ? { cookie } : {}) },
    body: form,
  });
}
