import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { PERSONAL_DATA_SECTION_NAMES, PERSONAL_DATA_SECTIONS, type PersonalDataSections } from "./sections";

/** Bump when the file's shape changes. */
const EXPORT_FORMAT = "stepps-personal-data/1";

function exportDay(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Johannesburg",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export function exportFileName(now = new Date()): string {
  return `stepps-my-data-${exportDay(now)}.json`;
}

/** POPIA section 23. Only the member's own records: no secrets, nobody else's details. */
export async function exportPersonalData(userId: string, now = new Date()) {
  const member = await db.user.findUnique({ where: { id: userId } });
  // Deleted between the session check and this read.
  if (!member) throw new DomainError("unauthenticated", MESSAGES.auth.notAuthenticated);
  const parts = await Promise.all(
    PERSONAL_DATA_SECTION_NAMES.map((name) => PERSONAL_DATA_SECTIONS[name].download(member)),
  );
  const sections = Object.fromEntries(
    PERSONAL_DATA_SECTION_NAMES.map((name, index) => [name, parts[index]]),
  ) as PersonalDataSections;

  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    about:
      "The personal information Stepps keeps about your account, as at the time above. Dates are in UTC (South African time is two hours later). " +
      "Uploaded files are described, not included: open them from your dashboard while your plan includes that service. " +
      "Questions: write to the Information Officer through the contact page.",
    notes: [
      "Your password is stored only as a one-way hash, which is not included. Sign-in tokens are never included.",
      "Venting Room posts show others only 'Anonymous' or your pseudonym. Who liked your posts is not included: that is other members' information.",
      "Contact form messages are kept with the name and e-mail address typed into the form, not with your account, so they are not in this file. Ask the Information Officer if you want a copy of one and of our replies.",
    ],
    ...sections,
  };
}
