import { requireServiceApi } from "@/lib/auth/guards";
import { submitWriteUp } from "@/lib/entrepreneurship/projects";
import { projectSubmissionSchema } from "@/lib/entrepreneurship/schemas";
import { assertSameOrigin, privateJson, readJson, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";

const projectMessages = MESSAGES.entrepreneurship.projects;

/** POST {projectId, summary, link?}: a member's write-up of their group's project (sending again replaces it). */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const input = await readJson(request, projectSubmissionSchema);
  const { created } = await submitWriteUp(user.id, input);
  return privateJson(
    { message: created ? projectMessages.submitted : projectMessages.updated, projectId: input.projectId },
    { status: created ? 201 : 200 },
  );
});
