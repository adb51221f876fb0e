"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { memberAction } from "@/lib/auth/member-action";
import type { SessionUser } from "@/lib/auth/session";
import { saveAnswer } from "@/lib/entrepreneurship/assessments";
import { createCertificate, deleteCertificate, updateCertificate } from "@/lib/entrepreneurship/certificates";
import { joinGroup, leaveGroup } from "@/lib/entrepreneurship/memberships";
import { ENTREPRENEURSHIP_PATH, joinedHref, leftHref } from "@/lib/entrepreneurship/pages";
import { submitWriteUp } from "@/lib/entrepreneurship/projects";
import {
  assessmentAnswerSchema,
  certificateSchema,
  certificateUpdateSchema,
  idSchema,
  joinGroupSchema,
  leaveGroupSchema,
  projectSubmissionSchema,
} from "@/lib/entrepreneurship/schemas";
import { MESSAGES } from "@/lib/messages";

const entrepreneurshipMessages = MESSAGES.entrepreneurship;

/** A dashboard form's action: the learner's change, then the dashboard read again and the change's answer. */
function dashboardAction<S extends z.ZodType>(
  schema: S,
  change: (input: z.output<S>, member: SessionUser) => Promise<{ message: string } | { redirectTo: string }>,
) {
  return memberAction("entrepreneurship", schema, entrepreneurshipMessages.invalidForm, async (input, member) => {
    const answer = await change(input, member);
    revalidatePath(ENTREPRENEURSHIP_PATH);
    if ("redirectTo" in answer) redirect(answer.redirectTo);
    return { status: "success", message: answer.message };
  });
}

/** An assessment answer (PUT …/assessments does the same for API clients). */
export const saveAssessmentAnswer = dashboardAction(assessmentAnswerSchema, async (input, member) => {
  await saveAnswer(member.id, input);
  return { message: entrepreneurshipMessages.answerSaved };
});

export const addCertificate = dashboardAction(certificateSchema, async (input, member) => {
  await createCertificate(member.id, input);
  return { message: entrepreneurshipMessages.certificate.added };
});

export const editCertificate = dashboardAction(
  certificateUpdateSchema.extend({ id: idSchema }),
  async ({ id, ...input }, member) => {
    await updateCertificate(member.id, id, input);
    return { message: entrepreneurshipMessages.certificate.updated };
  },
);

export const removeCertificate = dashboardAction(z.strictObject({ id: idSchema }), async ({ id }, member) => {
  await deleteCertificate(member.id, id);
  return { message: entrepreneurshipMessages.certificate.deleted };
});

/** Join a group (POST …/groups/join does the same): the Groups List opens again at the learner's group. */
export const joinGroupAction = dashboardAction(joinGroupSchema, async (input, member) => {
  await joinGroup(member.id, input);
  return { redirectTo: joinedHref(input.scope) };
});

/** Leave the learner's group in an arena: the Groups List opens again, saying so. */
export const leaveGroupAction = dashboardAction(leaveGroupSchema, async ({ scope }, member) => {
  await leaveGroup(member.id, scope);
  return { redirectTo: leftHref(scope) };
});

/** A project write-up (POST …/projects/submissions does the same for API clients). */
export const submitWriteUpAction = dashboardAction(projectSubmissionSchema, async (input, member) => {
  const { created } = await submitWriteUp(member.id, input);
  return {
    message: created ? entrepreneurshipMessages.projects.submitted : entrepreneurshipMessages.projects.updated,
  };
});
