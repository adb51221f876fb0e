import { requireServiceApi } from "@/lib/auth/guards";
import { clientIp } from "@/lib/http/client-address";
import { assertSameOrigin, privateJson, readJson, readParam, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { CRISIS_LINES } from "@/lib/venting/crisis-help";
import { reportPost } from "@/lib/venting/reports";
import { reportSchema, ventingIdSchema } from "@/lib/venting/schemas";

/** POST {reason, note?}: the session's member reports another member's post, once. */
export const POST = route<{ params: Promise<{ postId: string }> }>(async (request, context) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "venting");
  const report = await readJson(request, reportSchema, 4096);
  const postId = await readParam(context, "postId", ventingIdSchema, MESSAGES.venting.postNotFound);
  const outcome = await reportPost(user.id, postId, report, clientIp(request.headers));
  return privateJson(
    {
      message: outcome.hidden ? MESSAGES.venting.reportedAndHidden : MESSAGES.venting.reported,
      hidden: outcome.hidden,
      // A report of risk of harm answers with the crisis lines at once.
      crisisLines: outcome.showCrisisHelp ? CRISIS_LINES : undefined,
    },
    { status: 201 },
  );
});
