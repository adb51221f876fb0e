import type { GroupSeed } from "../types";

/** The learner groups of the Entrepreneurship community, with their points in each arena. */
export const GROUPS: readonly GroupSeed[] = [
  {
    id: "group-ubuntu-traders",
    name: "Ubuntu Traders",
    focus: "Township retail and buying clubs that help spaza owners buy stock together.",
    memberCount: 24,
    scores: { local: 92, national: 71, continental: 58, global: 47 },
  },
  {
    id: "group-kasi-innovators",
    name: "Kasi Innovators",
    focus: "Low-data apps and digital tools built for township customers and small businesses.",
    memberCount: 18,
    scores: { local: 78, national: 66, continental: 74, global: 88 },
  },
  {
    id: "group-mzansi-makers",
    name: "Mzansi Makers",
    focus: "Locally made food, crafts and clothing aimed at national retail shelves.",
    memberCount: 21,
    scores: { local: 70, national: 93, continental: 62, global: 55 },
  },
  {
    id: "group-vuka-ventures",
    name: "Vuka Ventures",
    focus: "Cross-border trade and logistics between South Africa and its SADC neighbours.",
    memberCount: 12,
    scores: { local: 55, national: 68, continental: 91, global: 64 },
  },
  {
    id: "group-letsema-collective",
    name: "Letsema Collective",
    focus: "Youth-run farming and agro-processing co-operatives in rural and peri-urban areas.",
    memberCount: 27,
    scores: { local: 84, national: 79, continental: 69, global: 43 },
  },
  {
    id: "group-ikamva-builders",
    name: "Ikamva Builders",
    focus: "Solar, recycling and other green ventures with an eye on export markets.",
    memberCount: 9,
    scores: { local: 61, national: 57, continental: 80, global: 76 },
  },
];
