import type { VentingTopic } from "@prisma/client";
import { enumCodec } from "@/lib/enum-codec";

export const TOPICS = [
  {
    id: "social-injustice",
    title: "Social Injustice",
    description: "Discrimination, unfair treatment and the things that should not be happening to anyone.",
  },
  {
    id: "economic-hell",
    title: "Economic Hell",
    description: "Money stress, fees, debt, job hunting and making ends meet.",
  },
  {
    id: "romantic-chaos",
    title: "Romantic Chaos",
    description: "Relationships, heartbreak and everything in between.",
  },
  {
    id: "ecosystem+",
    title: "Ecosystem +",
    description: "Your community, the environment and the world around you.",
  },
  {
    id: "emergency",
    title: "Emergency",
    description: "When it cannot wait. If you are in danger, contact emergency services first.",
  },
] as const;

type Topic = (typeof TOPICS)[number];
export type TopicId = Topic["id"];

export const TOPIC_IDS = TOPICS.map((topic) => topic.id) as [TopicId, ...TopicId[]];

function findTopic(id: string | null | undefined): Topic | undefined {
  return TOPICS.find((topic) => topic.id === id);
}

export function topicTitle(id: TopicId): string {
  return findTopic(id)?.title ?? id;
}

export const topicCodec = enumCodec<TopicId, VentingTopic>(
  {
    "social-injustice": "social_injustice",
    "economic-hell": "economic_hell",
    "romantic-chaos": "romantic_chaos",
    "ecosystem+": "ecosystem_plus",
    emergency: "emergency",
  },
  {
    social_injustice: "social-injustice",
    economic_hell: "economic-hell",
    romantic_chaos: "romantic-chaos",
    ecosystem_plus: "ecosystem+",
    emergency: "emergency",
  },
);
