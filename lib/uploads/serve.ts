import { MESSAGES } from "@/lib/messages";
import { contentDisposition } from "./file-names";
import { parseRange } from "./range";
import { getStorage } from "./storage";

export interface ServableFile {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  fileName: string;
  /** Documents download; pictures, video and audio show in the page. */
  disposition: "inline" | "attachment";
}

/**
 * A stored upload as an HTTP response, for a caller that has already checked who may read it.
 * Single byte ranges are honoured, so a phone can start a clip without downloading all of it.
 * Null when the storage no longer has the file.
 */
export async function storedFileResponse(request: Request, file: ServableFile): Promise<Response | null> {
  const range = parseRange(request.headers.get("range"), file.sizeBytes);
  if (range === "unsatisfiable") {
    return Response.json(
      { error: MESSAGES.request.rangeNotSatisfiable },
      { status: 416, headers: { "Content-Range": `bytes */${file.sizeBytes}` } },
    );
  }
  const stored = await getStorage().get(file.storageKey, range ?? undefined);
  if (!stored) return null;
  const sent = stored.range;

  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(sent ? sent.end - sent.start + 1 : file.sizeBytes),
    "Accept-Ranges": "bytes",
    "Content-Disposition": contentDisposition(file.disposition, file.fileName),
    // Files never change under their id; only this member's browser may keep them, and only for an
    // hour, so access that has ended stops working soon after.
    "Cache-Control": "private, max-age=3600",
    "X-Content-Type-Options": "nosniff",
    // Opened directly, a file can run nothing and reach nothing.
    "Content-Security-Policy":
      "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  if (sent) headers.set("Content-Range", `bytes ${sent.start}-${sent.end}/${file.sizeBytes}`);
  return new Response(stored.body, { status: sent ? 206 : 200, headers });
}
