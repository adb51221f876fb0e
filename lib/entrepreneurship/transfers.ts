import "server-only";
import type { Prisma, TransferStatus } from "@prisma/client";
import { db } from "@/lib/db/client";
import { holdRow, lockRow } from "@/lib/db/locks";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/lib/rate-limit";
import { checkUpload, storeAndRecord } from "@/lib/uploads/checked-upload";
import { fileSize } from "@/lib/uploads/file-size";
import type { ServableFile } from "@/lib/uploads/storage/types";
import { parseOrRefuse } from "@/lib/validations/problems";
import { AGREEMENT_LIMITS } from "./agreement-limits";
import type { ScopeId } from "./arenas";
import { findMembership, memberDisplayName } from "./memberships";
import { TRANSFERS_API } from "./pages";
import { transferFieldsSchema, type TransferFields } from "./schemas";

const transferMessages = MESSAGES.entrepreneurship.transfer;

export interface TransferView {
  id: string;
  scope: ScopeId;
  fromGroup: string;
  toGroup: string;
  memberName: string;
  transferDate: string;
  status: TransferStatus;
  agreement: { name: string; size: string; url: string };
  createdAt: string;
  decidedAt: string | null;
  decisionNote: string | null;
}

export function agreementUrlOf(transferId: string): string {
  return `${TRANSFERS_API}/${transferId}/agreement`;
}

export const transferInclude = { fromGroup: { select: { name: true } }, toGroup: { select: { name: true } } } as const;

export type TransferRow = {
  id: string;
  scope: ScopeId;
  memberName: string;
  transferDate: string;
  status: TransferStatus;
  agreementName: string;
  agreementSize: number;
  createdAt: Date;
  decidedAt: Date | null;
  decisionNote: string | null;
  fromGroup: { name: string };
  toGroup: { name: string };
};

export function toTransferView(row: TransferRow): TransferView {
  return {
    id: row.id,
    scope: row.scope,
    fromGroup: row.fromGroup.name,
    toGroup: row.toGroup.name,
    memberName: row.memberName,
    transferDate: row.transferDate,
    status: row.status,
    agreement: { name: row.agreementName, size: fileSize(row.agreementSize), url: agreementUrlOf(row.id) },
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}

/** A real group moves a few members, not hundreds. */
const TRANSFER_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };

/** Before the body is read. */
export function countTransferAttempt(userId: string): Promise<void> {
  return enforceRateLimit(
    rateLimitKey("user", userId, "transfer-request"),
    TRANSFER_RATE_LIMIT,
    transferMessages.tooMany,
  );
}

export async function createTransferFromForm(
  userId: string,
  form: { file: Uint8Array | null; fields: Record<string, unknown> },
): Promise<TransferView> {
  const fields = parseOrRefuse(transferFieldsSchema, form.fields, transferMessages.group);
  if (!form.file) {
    throw new DomainError("invalid", transferMessages.missingAgreement, {
      fieldErrors: { agreement: transferMessages.missingAgreement },
    });
  }
  return createTransfer(userId, fields, form.file);
}

/** The requester must be in the member's group too. */
async function memberToMove(
  userId: string,
  fields: TransferFields,
): Promise<{ id: string; name: string; userId: string }> {
  const own = await findMembership(userId, fields.scope);
  if (!own) throw new DomainError("invalid", transferMessages.notInGroup);
  if (own.groupId !== fields.fromGroupId) {
    throw new DomainError("invalid", transferMessages.fromOwnGroup, {
      fieldErrors: { fromGroupId: transferMessages.fromOwnGroup },
    });
  }
  const member = await db.groupMembership.findFirst({
    where: { id: fields.memberId, scope: fields.scope, groupId: fields.fromGroupId },
    select: { id: true, userId: true, user: { select: { name: true, surname: true } } },
  });
  if (!member)
    throw new DomainError("invalid", transferMessages.member, { fieldErrors: { memberId: transferMessages.member } });
  return { id: member.id, name: memberDisplayName(member.user), userId: member.userId };
}

/** The file is checked from its bytes and stored like a Venting Room upload; a refusal stores nothing. */
export async function createTransfer(
  userId: string,
  fields: TransferFields,
  agreement: Uint8Array,
  now = new Date(),
): Promise<TransferView> {
  const groups = await db.learnerGroup.count({ where: { id: { in: [fields.fromGroupId, fields.toGroupId] } } });
  if (groups !== 2) throw new DomainError("invalid", transferMessages.group);
  const member = await memberToMove(userId, fields);
  const upload = await checkUpload(
    agreement,
    {
      maxBytes: AGREEMENT_LIMITS.maxBytes,
      accepts: (detected) => AGREEMENT_LIMITS.mimeTypes.includes(detected.mime),
      messages: {
        empty: transferMessages.missingAgreement,
        tooLarge: transferMessages.agreementTooLarge(AGREEMENT_LIMITS.label),
        unrecognised: transferMessages.agreementType,
        notAccepted: transferMessages.agreementType,
        unreadableImage: transferMessages.agreementType,
        imageTooLarge: transferMessages.agreementImageTooLarge,
        tooComplex: transferMessages.agreementTooComplex,
      },
    },
    userId,
  );
  const row = await storeAndRecord(
    "transfers",
    upload,
    // One waiting request per member: the group's row lock makes two concurrent requests record one.
    (agreementKey) =>
      db.$transaction(async (tx) => {
        // Requester's row first: the order account deletion and joins lock in.
        await holdRow(tx, "User", userId);
        await lockRow(tx, "LearnerGroup", fields.fromGroupId);
        const pending = await tx.memberTransfer.count({ where: { membershipId: member.id, status: "pending" } });
        if (pending) {
          throw new DomainError("conflict", transferMessages.alreadyPending, {
            fieldErrors: { memberId: transferMessages.alreadyPending },
          });
        }
        return tx.memberTransfer.create({
          data: {
            userId,
            scope: fields.scope,
            membershipId: member.id,
            memberUserId: member.userId,
            fromGroupId: fields.fromGroupId,
            toGroupId: fields.toGroupId,
            memberName: member.name,
            transferDate: fields.transferDate,
            agreementKey,
            agreementType: upload.detected.mime,
            agreementName: `transfer-agreement.${upload.detected.extension}`,
            agreementSize: upload.bytes.byteLength,
            createdAt: now,
          },
          include: transferInclude,
        });
      }),
    now,
  );
  return toTransferView(row);
}

export async function listTransfers(userId: string): Promise<TransferView[]> {
  const rows = await db.memberTransfer.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: transferInclude,
  });
  return rows.map(toTransferView);
}

export function findOwnAgreement(userId: string, transferId: string): Promise<ServableFile> {
  return findAgreement({ id: transferId, userId });
}

/** The caller must already have checked the facilitator's role. */
export function findAgreementForStaff(transferId: string): Promise<ServableFile> {
  return findAgreement({ id: transferId });
}

async function findAgreement(where: Prisma.MemberTransferWhereInput): Promise<ServableFile> {
  const transfer = await db.memberTransfer.findFirst({
    where,
    select: { agreementKey: true, agreementType: true, agreementName: true, agreementSize: true },
  });
  if (!transfer) throw new DomainError("not-found", transferMessages.notFound);
  return {
    storageKey: transfer.agreementKey,
    contentType: transfer.agreementType,
    sizeBytes: transfer.agreementSize,
    fileName: transfer.agreementName,
    disposition: "attachment",
  };
}
