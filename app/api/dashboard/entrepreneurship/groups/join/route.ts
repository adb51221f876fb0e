import { requireServiceApi } from "@/lib/auth/guards";
import { joinGroup } from "@/lib/entrepreneurship/memberships";
import { joinGroupSchema } from "@/lib/entrepreneurship/schemas";
import { assertSameOrigin, privateJson, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";

/** POST {scope, groupId}: the learner joins a group in an arena (one per arena, while it has room). */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const input = await readJson(request, joinGroupSchema);
  const group = await joinGroup(user.id, input);
  return privateJson(
    { message: MESSAGES.entrepreneurship.groups.joined(group.name), scope: input.scope, group },
    { status: 201 },
  );
});
