import { requireServiceApi } from "@/lib/auth/guards";
import { ASSESSMENT_STEPS } from "@/lib/entrepreneurship/arenas";
import { listAssessments, saveAnswer } from "@/lib/entrepreneurship/assessments";
import { assessmentAnswerSchema, scopeQuerySchema } from "@/lib/entrepreneurship/schemas";
import { assertSameOrigin, privateJson, readJson, readQuery, route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";

/** GET ?scope=: the arena's assessment categories, each with the three step cards and the learner's answers. */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const { scope } = readQuery(request, scopeQuerySchema);
  return privateJson({ scope, steps: ASSESSMENT_STEPS, categories: await listAssessments(user.id, scope) });
});

/** PUT {categoryId, step, answer}: the learner's answer to one step (replacing an earlier one). */
export const PUT = route(async (request) => {
  assertSameOrigin(request);
  const { user } = await requireServiceApi(request, "entrepreneurship");
  const input = await readJson(request, assessmentAnswerSchema);
  const submission = await saveAnswer(user.id, input);
  return privateJson({
    message: MESSAGES.entrepreneurship.answerSaved,
    categoryId: input.categoryId,
    step: input.step,
    submission,
  });
});
