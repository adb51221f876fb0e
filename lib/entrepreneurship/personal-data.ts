import "server-only";
import { siteUrl } from "@/lib/accounts/link-urls";
import { db } from "@/lib/db/client";
import { deletedWithMember, iso, type PersonalDataSection } from "@/lib/personal-data-section";
import { assessmentStepCodec, assessmentStepLabel, certificateTypeCodec } from "./arenas";
import { FORMER_MEMBER } from "./memberships";
import { agreementUrlOf } from "./transfers";

/** Who wrote the feedback is staff's information. */
export const assessmentAnswersSection = {
  models: { AssessmentAnswer: "deleted", AssessmentFeedback: "deleted" },
  download: async (member) => {
    const answers = await db.assessmentAnswer.findMany({
      where: { userId: member.id },
      orderBy: [{ categoryId: "asc" }, { step: "asc" }],
      include: {
        category: { select: { title: true, scope: true } },
        feedback: { select: { feedback: true, createdAt: true, updatedAt: true } },
      },
    });
    return answers.map((answer) => ({
      category: answer.category.title,
      categoryId: answer.categoryId,
      arena: answer.category.scope,
      step: assessmentStepLabel(assessmentStepCodec.fromDb(answer.step)),
      answer: answer.answer,
      createdAt: iso(answer.createdAt),
      updatedAt: iso(answer.updatedAt),
      facilitatorFeedback: answer.feedback
        ? {
            feedback: answer.feedback.feedback,
            givenAt: iso(answer.feedback.createdAt),
            updatedAt: iso(answer.feedback.updatedAt),
          }
        : null,
    }));
  },
  erase: async (tx, member) => {
    await tx.assessmentFeedback.deleteMany({ where: { userId: member.id } });
    await tx.assessmentAnswer.deleteMany({ where: { userId: member.id } });
  },
} satisfies PersonalDataSection;

export const groupsSection = {
  models: { GroupMembership: "deleted", ProjectSubmission: "deleted" },
  download: async (member) => {
    const [memberships, writeUps] = await Promise.all([
      db.groupMembership.findMany({
        where: { userId: member.id },
        orderBy: { joinedAt: "asc" },
        select: { scope: true, joinedAt: true, group: { select: { name: true } } },
      }),
      db.projectSubmission.findMany({
        where: { userId: member.id },
        orderBy: { createdAt: "asc" },
        select: {
          projectId: true,
          scope: true,
          summary: true,
          link: true,
          createdAt: true,
          updatedAt: true,
          group: { select: { name: true } },
        },
      }),
    ]);
    return {
      memberships: memberships.map((membership) => ({
        arena: membership.scope,
        group: membership.group.name,
        joinedAt: iso(membership.joinedAt),
      })),
      projectWriteUps: writeUps.map((writeUp) => ({
        projectId: writeUp.projectId,
        arena: writeUp.scope,
        group: writeUp.group.name,
        summary: writeUp.summary,
        link: writeUp.link,
        createdAt: iso(writeUp.createdAt),
        updatedAt: iso(writeUp.updatedAt),
      })),
    };
  },
  erase: async (tx, member) => {
    // The write-ups leave the group's score with them.
    await tx.projectSubmission.deleteMany({ where: { userId: member.id } });
    // Others' requests naming this member keep the request, not the name.
    const memberships = await tx.groupMembership.findMany({ where: { userId: member.id }, select: { id: true } });
    await tx.memberTransfer.updateMany({
      where: { membershipId: { in: memberships.map((membership) => membership.id) } },
      data: { memberName: FORMER_MEMBER, memberUserId: null },
    });
    await tx.groupMembership.deleteMany({ where: { userId: member.id } });
  },
} satisfies PersonalDataSection;

/** The agreement is described, not included. */
export const memberTransfersSection = {
  models: { MemberTransfer: "deleted" },
  download: async (member) => {
    const transfers = await db.memberTransfer.findMany({
      where: { userId: member.id },
      orderBy: { createdAt: "asc" },
      include: { fromGroup: { select: { name: true } }, toGroup: { select: { name: true } } },
    });
    return transfers.map((transfer) => ({
      id: transfer.id,
      arena: transfer.scope,
      fromGroup: transfer.fromGroup.name,
      toGroup: transfer.toGroup.name,
      memberName: transfer.memberName,
      transferDate: transfer.transferDate,
      status: transfer.status,
      // Who decided is staff's information.
      decidedAt: iso(transfer.decidedAt),
      decisionNote: transfer.decisionNote,
      agreement: {
        name: transfer.agreementName,
        type: transfer.agreementType,
        sizeBytes: transfer.agreementSize,
        url: siteUrl(agreementUrlOf(transfer.id)),
      },
      createdAt: iso(transfer.createdAt),
    }));
  },
  erase: async (tx, member) => {
    const transfers = await tx.memberTransfer.findMany({
      where: { userId: member.id },
      select: { agreementKey: true },
    });
    await tx.memberTransfer.deleteMany({ where: { userId: member.id } });
    return transfers.map((transfer) => transfer.agreementKey);
  },
} satisfies PersonalDataSection;

export const certificatesSection = deletedWithMember("Certificate", async (member) => {
  const certificates = await db.certificate.findMany({ where: { userId: member.id }, orderBy: { createdAt: "asc" } });
  return certificates.map((certificate) => ({
    id: certificate.id,
    type: certificateTypeCodec.fromDb(certificate.type),
    arena: certificate.scope,
    name: certificate.name,
    issuer: certificate.issuer,
    monthYear: certificate.monthYear,
    link: certificate.link,
    lessons: certificate.lessons,
    createdAt: iso(certificate.createdAt),
    updatedAt: iso(certificate.updatedAt),
  }));
});
