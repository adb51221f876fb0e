import { z } from "zod";
import { auditReasonSchema } from "@/lib/audit/schemas";
import { MS_PER_DAY } from "@/lib/dates";
import { MESSAGES } from "@/lib/messages";
import { seededIdSchema } from "@/lib/validations/record-id";
import { containsEmailAddress, hasHiddenCharacters } from "@/lib/validations/text";
import { ASSESSMENT_STEP_IDS, CERTIFICATE_TYPE_IDS, GROUP_SECTION_IDS, SCOPE_IDS, TAB_IDS } from "./arenas";
import { FACILITATOR_RULES, PROJECT_RULES, TRANSFER_DECISIONS } from "./rules";

const entrepreneurshipMessages = MESSAGES.entrepreneurship;

const scopeSchema = z.enum(SCOPE_IDS, { error: entrepreneurshipMessages.unknownScope });

const slug = (message: string) => seededIdSchema(message, { trim: true });

/** An optional field left empty, missing or null (as the API returns it) is stored as nothing. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** Lowercase `scope`, as the original client sends it. */
export const scopeQuerySchema = z.object({
  scope: z.string({ error: entrepreneurshipMessages.missingScope }).pipe(scopeSchema),
});

const monthSchema = z
  .string({ error: entrepreneurshipMessages.projects.month })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, entrepreneurshipMessages.projects.month);

export const groupsQuerySchema = z.object({
  scope: z.string({ error: entrepreneurshipMessages.missingScope }).pipe(scopeSchema),
  month: monthSchema.optional(),
});

/** Each value is read on its own (lenientQuery), so a bad one falls back. */
export const dashboardQuerySchema = z.object({
  scope: scopeSchema,
  month: monthSchema,
  tab: z.enum(TAB_IDS),
  section: z.enum(GROUP_SECTION_IDS),
  type: z.enum(CERTIFICATE_TYPE_IDS),
  category: slug(entrepreneurshipMessages.unknownCategory),
});

export const moduleQuerySchema = z.object({ module: slug(entrepreneurshipMessages.moduleNotFound) });

const plain = (what: string) =>
  [(value: string) => !hasHiddenCharacters(value), MESSAGES.text.hiddenCharacters(what)] as const;

const optionalText = (max: number, tooLong: string, what: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: tooLong })
      .trim()
      .max(max, { error: tooLong, abort: true })
      .refine(...plain(what))
      .optional(),
  );

const requiredText = (max: number, required: string, tooLong: string, what: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, { error: tooLong, abort: true })
    .refine(...plain(what));

const currentYear = () => new Date().getUTCFullYear();

const monthYear = z.preprocess(
  blankToUndefined,
  z
    .string({ error: entrepreneurshipMessages.certificate.monthYear })
    .trim()
    .max(7, { error: entrepreneurshipMessages.certificate.monthYear, abort: true })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, entrepreneurshipMessages.certificate.monthYear)
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= 1950 && year <= currentYear() + 1;
    }, entrepreneurshipMessages.certificate.monthYear)
    .optional(),
);

/** A javascript: or data: link would run in whoever clicks it. */
const webLink = (message: string, tooLong: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .max(500, { error: tooLong, abort: true })
      .refine(...plain("the link"))
      .pipe(z.url({ protocol: /^https?$/, error: message }))
      .optional(),
  );

const certificateLink = webLink(
  entrepreneurshipMessages.certificate.link,
  entrepreneurshipMessages.certificate.linkTooLong,
);

const certificateFields = {
  type: z.enum(CERTIFICATE_TYPE_IDS, { error: entrepreneurshipMessages.certificate.type }),
  name: requiredText(
    120,
    entrepreneurshipMessages.certificate.name,
    entrepreneurshipMessages.certificate.nameTooLong,
    "the certificate name",
  ),
  issuer: requiredText(
    120,
    entrepreneurshipMessages.certificate.issuer,
    entrepreneurshipMessages.certificate.issuerTooLong,
    "the issuer",
  ),
  monthYear,
  link: certificateLink,
  lessons: optionalText(1000, entrepreneurshipMessages.certificate.lessonsTooLong, "the lessons"),
};

/** Add Certificate, as docs/product.md (Entrepreneurship) describes it. */
export const certificateSchema = z.strictObject({ ...certificateFields, scope: scopeSchema });
export type CertificateInput = z.output<typeof certificateSchema>;

export const certificateUpdateSchema = z.strictObject(certificateFields);
export type CertificateUpdate = z.output<typeof certificateUpdateSchema>;

export const idSchema = slug(entrepreneurshipMessages.notFound);

export const assessmentAnswerSchema = z.strictObject({
  categoryId: slug(entrepreneurshipMessages.unknownCategory),
  step: z.enum(ASSESSMENT_STEP_IDS, { error: entrepreneurshipMessages.unknownStep }),
  answer: requiredText(
    1000,
    entrepreneurshipMessages.answerRequired,
    entrepreneurshipMessages.answerTooLong,
    "your answer",
  ).refine((value) => value.length >= 10, entrepreneurshipMessages.answerTooShort),
});
export type AssessmentAnswerInput = z.output<typeof assessmentAnswerSchema>;

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Beyond a year either side of today is almost surely a typing slip. */
export function transferDateInRange(value: string, now = new Date()): boolean {
  const day = new Date(`${value}T00:00:00Z`).getTime();
  return Math.abs(day - now.getTime()) <= 366 * MS_PER_DAY;
}

const groupId = slug(entrepreneurshipMessages.transfer.group);

export const joinGroupSchema = z.strictObject({
  scope: scopeSchema,
  groupId: slug(entrepreneurshipMessages.groups.group),
});
export type JoinGroupInput = z.output<typeof joinGroupSchema>;

export const removeFromGroupSchema = z.strictObject({
  membershipId: slug(MESSAGES.facilitator.membershipGone),
  reason: auditReasonSchema,
});
export type RemoveFromGroupInput = z.output<typeof removeFromGroupSchema>;

export const groupsConsoleQuerySchema = z.object({ scope: scopeSchema, done: z.enum(["removed"]) });

export const leaveGroupSchema = z.strictObject({ scope: scopeSchema });

/** The agreement file is checked from its bytes, and the member's membership in lib/, not here. */
export const transferFieldsSchema = z
  .strictObject({
    scope: scopeSchema,
    fromGroupId: groupId,
    toGroupId: groupId,
    memberId: slug(entrepreneurshipMessages.transfer.member),
    transferDate: z
      .string({ error: entrepreneurshipMessages.transfer.date })
      .trim()
      .max(10, { error: entrepreneurshipMessages.transfer.date, abort: true })
      .refine(isCalendarDate, entrepreneurshipMessages.transfer.date)
      .refine((value) => transferDateInRange(value), entrepreneurshipMessages.transfer.dateRange),
  })
  .refine((value) => value.fromGroupId !== value.toGroupId, {
    message: entrepreneurshipMessages.transfer.sameGroup,
    path: ["toGroupId"],
  });
export type TransferFields = z.output<typeof transferFieldsSchema>;

const projectMessages = entrepreneurshipMessages.projects;

export const projectSubmissionSchema = z.strictObject({
  projectId: slug(projectMessages.project),
  summary: requiredText(
    PROJECT_RULES.summary.max,
    projectMessages.summary,
    projectMessages.summaryTooLong,
    "the write-up",
  ).refine((value) => value.length >= PROJECT_RULES.summary.min, projectMessages.summaryTooShort),
  link: webLink(projectMessages.link, projectMessages.linkTooLong),
});
export type ProjectSubmissionInput = z.output<typeof projectSubmissionSchema>;

const facilitatorMessages = MESSAGES.facilitator;

export const transferDecisionSchema = z
  .strictObject({
    transferId: slug(facilitatorMessages.transferGone),
    decision: z.enum(TRANSFER_DECISIONS, { error: facilitatorMessages.decision }),
    // Kept in the audit log too, which keeps no contact details.
    note: optionalText(FACILITATOR_RULES.transferNote.max, facilitatorMessages.noteTooLong, "the note").refine(
      (value) => value === undefined || !containsEmailAddress(value),
      MESSAGES.staff.noEmailInLog,
    ),
  })
  .refine((value) => value.decision === "approve" || value.note !== undefined, {
    message: facilitatorMessages.noteRequired,
    path: ["note"],
  });
export type TransferDecisionInput = z.output<typeof transferDecisionSchema>;

export const feedbackSchema = z.strictObject({
  userId: slug(facilitatorMessages.answerGone),
  categoryId: slug(facilitatorMessages.answerGone),
  step: z.enum(ASSESSMENT_STEP_IDS, { error: facilitatorMessages.answerGone }),
  feedback: requiredText(
    FACILITATOR_RULES.feedback.max,
    facilitatorMessages.feedbackRequired,
    facilitatorMessages.feedbackTooLong,
    "the feedback",
  ).refine((value) => !containsEmailAddress(value), MESSAGES.staff.noEmailInLog),
});
export type FeedbackInput = z.output<typeof feedbackSchema>;

export const transfersConsoleQuerySchema = z.object({ done: z.enum(["approved", "refused"]) });

export const assessmentsConsoleQuerySchema = z.object({
  scope: scopeSchema,
  category: slug(entrepreneurshipMessages.unknownCategory),
});
