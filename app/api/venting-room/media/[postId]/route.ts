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
  const body = await getStorage().get(post.storageKey, range ?? undefined);
  if (!body) throw new HttpError(404, MESSAGES.venting.postNotFound);

  const headers = new Headers({
    "Content-Type": post.contentType,
    "Content-Length": String(range ? range.end - range.start + 1 : post.sizeBytes),
    "Accept-Ranges": "bytes",
    // Documents download; pictures, video and audio play in the page.
    "Content-Disposition": contentDisposition(post.mediaType === "doc" ? "attachment" : "inline", post.fileName),
    // Files never change under their id; only this member's browser may keep them.
    "Cache-Control": "private, max-age=86400, immutable",
    "X-Content-Type-Options": "nosniff",
    // Opened directly, a file can run nothing and reach nothing.
    "Content-Security-Policy": "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${post.sizeBytes}`);
  return new Response(body, { status: range ? 206 : 200, headers });
});
