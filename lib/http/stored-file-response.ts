import "server-only";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { getStorage } from "@/lib/uploads/storage";
import type { ServableFile } from "@/lib/uploads/storage/types";
import { contentDisposition } from "./content-disposition";
import { parseRange } from "./range";

/** For a caller that has already checked access. Single byte ranges let a phone start a clip early. */
export async function storedFileResponse(
  request: Request,
  file: ServableFile,
  notFoundMessage: string,
): Promise<Response> {
  const range = parseRange(request.headers.get("range"), file.sizeBytes);
  if (range === "unsatisfiable") {
    return Response.json(
      { error: MESSAGES.request.rangeNotSatisfiable },
      { status: 416, headers: { "Content-Range": `bytes */${file.sizeBytes}` } },
    );
  }
  const stored = await getStorage().get(file.storageKey, range ?? undefined);
  if (!stored) throw new DomainError("not-found", notFoundMessage);
  const sent = stored.range;

  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(sent ? sent.end - sent.start + 1 : file.sizeBytes),
    "Accept-Ranges": "bytes",
    "Content-Disposition": contentDisposition(file.disposition, file.fileName),
    // Private and only for an hour, so access that has ended stops working soon after.
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
