import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { fileSize } from "@/lib/uploads/media-kinds";
import { checkUpload, storeAndRecord } from "@/lib/uploads/store";
import type { TransferFields } from "@/lib/validations/entrepreneurship";
import { AGREEMENT_LIMITS } from "./agreement-limits";

const M = MESSAGES.entrepreneurship.transfer;

export interface TransferView {
  id: string;
  fromGroup: string;
  toGroup: string;
  memberName: string;
  transferDate: string;
  status: string;
  agreement: { name: string; size: string; url: string };
  createdAt: string;
}

export function agreementUrlOf(transferId: string): string {
  return `/api/dashboard/entrepreneurship/transfers/${transferId}/agreement`;
}

const transferInclude = { fromGroup: { select: { name: true } }, toGroup: { select: { name: true } } } as const;

type TransferRow = {
  id: string;
  memberName: string;
  transferDate: string;
  status: string;
  agreementName: string;
  agreementSize: number;
  createdAt: Date;
  fromGroup: { name: string };
  toGroup: { name: string };
};

function toView(row: TransferRow): TransferView {
  return {
    id: row.id,
    fromGroup: row.fromGroup.name,
    toGroup: row.toGroup.name,
    memberName: row.memberName,
    transferDate: row.transferDate,
    status: row.status,
    agreement: { name: row.agreementName, size: fileSize(row.agreementSize), url: agreementUrlOf(row.id) },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records a transfer request with its agreement. Both groups must exist; the file is checked from
 * its bytes and stored like a Venting Room upload. A refused request stores nothing.
 */
export async function createTransfer(
  userId: string,
  fields: TransferFields,
  agreement: Uint8Array,
  now = new Date(),
): Promise<TransferView> {
  const groups = await db.learnerGroup.count({ where: { id: { in: [fields.fromGroupId, fields.toGroupId] } } });
  if (groups !== 2) throw new DomainError("invalid", M.group);
  const upload = await checkUpload(agreement, {
    maxBytes: AGREEMENT_LIMITS.maxBytes,
    accepts: (detected) => AGREEMENT_LIMITS.mimeTypes.includes(detected.mime),
    messages: {
      empty: M.missingAgreement,
      tooLarge: M.agreementTooLarge(AGREEMENT_LIMITS.label),
      unrecognised: M.agreementType,
      notAccepted: M.agreementType,
      unreadableImage: M.agreementType,
    },
  });
  const row = await storeAndRecord(
    "transfers",
    upload,
    (agreementKey) =>
      db.memberTransfer.create({
        data: {
          userId,
          fromGroupId: fields.fromGroupId,
          toGroupId: fields.toGroupId,
          memberName: fields.memberName,
          transferDate: fields.transferDate,
          agreementKey,
          agreementType: upload.detected.mime,
          // A neutral name: the uploader's own file name can carry personal details.
          agreementName: `transfer-agreement.${upload.detected.extension}`,
          agreementSize: upload.bytes.byteLength,
          createdAt: now,
        },
        include: transferInclude,
      }),
    now,
  );
  return toView(row);
}

/** The learner's transfer requests, newest first. */
export async function listTransfers(userId: string): Promise<TransferView[]> {
  const rows = await db.memberTransfer.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: transferInclude,
  });
  return rows.map(toView);
}

/** A transfer's agreement, only for the learner who filed it. */
export function findOwnAgreement(userId: string, transferId: string) {
  return db.memberTransfer.findFirst({
    where: { id: transferId, userId },
    select: { agreementKey: true, agreementType: true, agreementName: true, agreementSize: true },
  });
}
