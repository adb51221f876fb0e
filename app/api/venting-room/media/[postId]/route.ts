import { requireServiceApi } from "@/lib/auth/guards";
import { HttpError, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { contentDisposition } from "@/lib/uploads/file-names";
import { parseRange } from "@/lib/uploads/range";
import { getStorage } from "@/lib/uploads/storage";
import { findPostMedia } from "@/lib/venting/posts";

/**
 * GET: a post's file, only for members whose plan includes the Venting Room. Single byte ranges are
 * honoured, so a phone can start a video or audio clip without downloading all of it.
 */
export const GET = route<{ params: Promise<{ postId: string }> }>(async (request, { params }) => {
  await requireServiceApi(request, "venting");
  const post = await findPostMedia((await params).postId);
  if (!post) throw new HttpError(404, MESSAGES.venting.postNotFound);

  const range = parseRange(request.headers.get("range"), post.sizeBytes);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${post.sizeBytes}` } });
  }
  const file = await getStorage().get(post.storageKey, range ?? undefined);
  if (!file) throw new HttpError(404, MESSAGES.venting.postNotFound);
  const sent = file.range;

  const headers = new Headers({
    "Content-Type": post.contentType,
    "Content-Length": String(sent ? sent.end - sent.start + 1 : post.sizeBytes),
    "Accept-Ranges": "bytes",
    // Documents download; pictures, video and audio play in the page.
    "Content-Disposition": contentDisposition(post.mediaType === "doc" ? "attachment" : "inline", post.fileName),
    // Files never change under their id; only this member's browser may keep them, and only for an
    // hour, so access that has ended stops working soon after.
    "Cache-Control": "private, max-age=3600",
    "X-Content-Type-Options": "nosniff",
    // Opened directly, a file can run nothing and reach nothing.
    "Content-Security-Policy": "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  if (sent) headers.set("Content-Range", `bytes ${sent.start}-${sent.end}/${post.sizeBytes}`);
  return new Response(file.body, { status: sent ? 206 : 200, headers });
});
