import { requireStaffApi } from "@/lib/auth/guards";
import { readParam, route } from "@/lib/http/route";
import { storedFileResponse } from "@/lib/http/stored-file-response";
import { MESSAGES } from "@/lib/messages";
import { moderationMedia } from "@/lib/moderation/queue";
import { servableFile } from "@/lib/venting/posts";
import { ventingIdSchema } from "@/lib/venting/schemas";

/** GET: any post's file, hidden ones included, for moderators deciding on it. */
export const GET = route<{ params: Promise<{ postId: string }> }>(async (request, context) => {
  await requireStaffApi(request, "moderator");
  const postId = await readParam(context, "postId", ventingIdSchema, MESSAGES.venting.postNotFound);
  return storedFileResponse(request, servableFile(await moderationMedia(postId)), MESSAGES.venting.postNotFound);
});
