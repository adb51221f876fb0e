import { $Enums } from "@prisma/client";
import { db } from "@/lib/db/client";
import {
  ASSESSMENT_STEP_IDS,
  assessmentStepCodec,
  CERTIFICATE_TYPE_IDS,
  certificateTypeCodec,
} from "@/lib/entrepreneurship/arenas";
import type { EnumCodec } from "@/lib/enum-codec";
import { ANONYMITY_OPTIONS, anonymityCodec } from "@/lib/venting/anonymity";
import { notificationKindCodec, type NotificationKind } from "@/lib/venting/notifications";
import { topicCodec, TOPIC_IDS } from "@/lib/venting/topics";
import { newMember } from "../helpers/users";

const NOTIFICATION_KINDS: NotificationKind[] = ["like", "new-post", "trending", "post-hidden"];

const cases: [string, readonly string[], EnumCodec<string, string>, Record<string, string>][] = [
  ["topics", TOPIC_IDS, topicCodec as EnumCodec<string, string>, $Enums.VentingTopic],
  ["anonymity", ANONYMITY_OPTIONS, anonymityCodec as EnumCodec<string, string>, $Enums.Anonymity],
  [
    "notification kinds",
    NOTIFICATION_KINDS,
    notificationKindCodec as EnumCodec<string, string>,
    $Enums.NotificationKind,
  ],
  ["assessment steps", ASSESSMENT_STEP_IDS, assessmentStepCodec as EnumCodec<string, string>, $Enums.AssessmentStep],
  [
    "certificate types",
    CERTIFICATE_TYPE_IDS,
    certificateTypeCodec as EnumCodec<string, string>,
    $Enums.CertificateType,
  ],
];

describe.each(cases)("the %s codec", (_name, ids, codec, stored) => {
  it("maps every app id to a different Prisma enum value, covering the enum, and back to itself", () => {
    expect(ids.map((id) => codec.toDb(id)).sort()).toEqual(Object.values(stored).sort());
    for (const id of ids) expect(codec.fromDb(codec.toDb(id))).toBe(id);
  });
});

it("stores the app's own ids in the database, so raw SQL and the seed see the same text", async () => {
  const member = await newMember("venting");
  await db.notification.create({
    data: {
      userId: member.user.id,
      kind: notificationKindCodec.toDb("new-post"),
      topic: topicCodec.toDb("ecosystem+"),
    },
  });
  const rows = await db.$queryRaw<{ kind: string; topic: string }[]>`
    SELECT "kind", "topic" FROM "Notification" WHERE "userId" = ${member.user.id}`;
  expect(rows).toEqual([{ kind: "new-post", topic: "ecosystem+" }]);
});
