import type { Anonymity as StoredAnonymity } from "@prisma/client";
import { enumCodec } from "@/lib/enum-codec";

export const ANONYMITY_OPTIONS = ["anonymous", "semi-anonymous"] as const;
export type Anonymity = (typeof ANONYMITY_OPTIONS)[number];

export const anonymityCodec = enumCodec<Anonymity, StoredAnonymity>(
  { anonymous: "anonymous", "semi-anonymous": "semi_anonymous" },
  { anonymous: "anonymous", semi_anonymous: "semi-anonymous" },
);
