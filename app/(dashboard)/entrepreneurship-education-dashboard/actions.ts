"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { memberAction } from "@/lib/auth/member-action";
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

/** An assessment answer (PUT …/assessments does the same for API clients). */
export const saveAssessmentAnswer = memberAction(
  "entrepreneurship",
  assessmentAnswerSchema,
  entrepreneurshipMessages.invalidForm,
  async (input, member) => {
    await saveAnswer(member.id, input);
    revalidatePath(ENTREPRENEURSHIP_PATH);
    return { status: "success", message: entrepreneurshipMessages.answerSaved };
  },
);

export const addCertificate = memberAction(
  "entrepreneurship",
  certificateSchema,
  entrepreneurshipMessages.invalidForm,
  async (input, member) => {
    await createCertificate(member.id, input);
    revalidatePath(ENTREPRENEURSHIP_PATH);
    return { status: "success", message: entrepreneurshipMessages.certificate.added };
  },
);

export const editCertificate = memberAction(
  "entrepreneurship",
  certificateUpdateSchema.extend({ id: idSchema }),
  entrepreneurshipMessages.invalidForm,
  async ({ id, ...input }, member) => {
    await updateCertificate(member.id, id, input);
    revalidatePath(ENTREPRENEURSHIP_PATH);
    return { status: "success", message: entrepreneurshipMessages.certificate.updated };
  },
);

export const removeCertificate = memberAction(
  "entrepreneurship",
  z.strictObject({ id: idSchema }),
  entrepreneurshipMessages.invalidForm,
  async ({ id }, member) => {
    await deleteCertificate(member.id, id);
    revalidatePath(ENTREPRENEURSHIP_PATH);
    return { status: "success", message: entrepreneurshipMessages.certificate.deleted };
  },
);

/** Join a group (POST …/groups/join does the same): the Groups List opens again at the learner's group. */
export const joinGroupAction = memberAction(
  "entrepreneurship",
  joinGroupSchema,
  entrepreneurshipMessages.invalidForm,
  async (input, member) => {
    await joinGroup(member.id, input);
    revalidatePath(ENTREPRENEURSHIP_PATH);
    redirect(joinedHref(input.scope));
  },
);

/** Leave the learner's group in an arena: the Groups List opens again, saying so. */
export const leaveGroupAction = memberAction(
  "entrepreneurship",
  leaveGroupSchema,
  entrepreneurshipMessages.invalidForm,
  async ({ scope }, member) => {
    await leaveGroup(member.id, scope);
    revalidatePath(ENTREPRENEURSHIP_PATH);
    redirect(leftHref(scope));
  },
);

/** A project write-up (POST …/projects/submissions does the same for API clients). */
export const submitWriteUpAction = memberAction(
  "entrepreneurship",
  projectSubmissionSchema,
  entrepreneurshipMessages.invalidForm,
  async (input, member) => {
    const { created } = await submitWriteUp(member.id, input);
    revalidatePath(ENTREPRENEURSHIP_PATH);
    return {
      status: "success",
      message: created ? entrepreneurshipMessages.projects.submitted : entrepreneurshipMessages.projects.updated,
    };
  },
);
