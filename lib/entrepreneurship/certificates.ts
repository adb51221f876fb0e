import "server-only";
import { randomUUID } from "node:crypto";
import type { Certificate } from "@prisma/client";
import { db } from "@/lib/db/client";
import { lockRow } from "@/lib/db/locks";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { certificateTypeCodec, type CertificateTypeId, type ScopeId } from "./arenas";
import type { CertificateInput, CertificateUpdate } from "./schemas";

const certificateMessages = MESSAGES.entrepreneurship.certificate;

/** Generous for a learner, small enough that a script cannot fill the database. */
export const MAX_CERTIFICATES_PER_USER = 200;

export interface CertificateView {
  id: string;
  type: CertificateTypeId;
  scope: ScopeId;
  name: string;
  issuer: string;
  monthYear: string | null;
  link: string | null;
  lessons: string | null;
  createdAt: string;
  updatedAt: string;
}

function toView(row: Certificate): CertificateView {
  return {
    id: row.id,
    type: certificateTypeCodec.fromDb(row.type),
    scope: row.scope,
    name: row.name,
    issuer: row.issuer,
    monthYear: row.monthYear,
    link: row.link,
    lessons: row.lessons,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Fields left out of an edit are cleared: the form always sends the whole certificate. */
const optionalColumns = (input: CertificateUpdate) => ({
  monthYear: input.monthYear ?? null,
  link: input.link ?? null,
  lessons: input.lessons ?? null,
});

export async function listCertificates(userId: string, scope: ScopeId): Promise<CertificateView[]> {
  const rows = await db.certificate.findMany({
    where: { userId, scope },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(toView);
}

/**
 * Count and insert are one statement after locking the learner's row: on PostgreSQL two concurrent
 * counts would each miss the other's insert. SQLite's single write lock serialises them anyway.
 */
export async function createCertificate(
  userId: string,
  input: CertificateInput,
  now = new Date(),
): Promise<CertificateView> {
  const id = randomUUID();
  const { monthYear, link, lessons } = optionalColumns(input);
  // Dates in the text form Prisma itself writes to SQLite.
  const at = now.toISOString().replace("Z", "+00:00");
  const [, inserted] = await db.$transaction([
    lockRow(db, "User", userId),
    db.$executeRaw`
      INSERT INTO "Certificate" ("id", "userId", "type", "scope", "name", "issuer", "monthYear", "link", "lessons", "createdAt", "updatedAt")
      SELECT ${id}, ${userId}, ${input.type}, ${input.scope}, ${input.name}, ${input.issuer}, ${monthYear}, ${link}, ${lessons}, ${at}, ${at}
      WHERE (SELECT COUNT(*) FROM "Certificate" WHERE "userId" = ${userId}) < ${MAX_CERTIFICATES_PER_USER}`,
  ]);
  if (inserted === 0) throw new DomainError("invalid", certificateMessages.tooMany);
  return toView(await db.certificate.findUniqueOrThrow({ where: { id } }));
}

/** Anyone else's certificate is "not found". */
export async function updateCertificate(
  userId: string,
  id: string,
  input: CertificateUpdate,
): Promise<CertificateView> {
  const { count } = await db.certificate.updateMany({
    where: { id, userId },
    data: {
      type: certificateTypeCodec.toDb(input.type),
      name: input.name,
      issuer: input.issuer,
      ...optionalColumns(input),
    },
  });
  if (count === 0) throw new DomainError("not-found", certificateMessages.notFound);
  return toView(await db.certificate.findUniqueOrThrow({ where: { id } }));
}

export async function deleteCertificate(userId: string, id: string): Promise<void> {
  const { count } = await db.certificate.deleteMany({ where: { id, userId } });
  if (count === 0) throw new DomainError("not-found", certificateMessages.notFound);
}
