/**
 * The project schedule rotates through this list, not the LearnerGroup table, so editing it re-deals
 * every month's projects, past ones included: change it between terms.
 */
export const GROUP_CATALOGUE = [
  {
    id: "group-ubuntu-traders",
    name: "Ubuntu Traders",
    focus: "Township retail and buying clubs that help spaza owners buy stock together.",
  },
  {
    id: "group-kasi-innovators",
    name: "Kasi Innovators",
    focus: "Low-data apps and digital tools built for township customers and small businesses.",
  },
  {
    id: "group-mzansi-makers",
    name: "Mzansi Makers",
    focus: "Locally made food, crafts and clothing aimed at national retail shelves.",
  },
  {
    id: "group-vuka-ventures",
    name: "Vuka Ventures",
    focus: "Cross-border trade and logistics between South Africa and its SADC neighbours.",
  },
  {
    id: "group-letsema-collective",
    name: "Letsema Collective",
    focus: "Youth-run farming and agro-processing co-operatives in rural and peri-urban areas.",
  },
  {
    id: "group-ikamva-builders",
    name: "Ikamva Builders",
    focus: "Solar, recycling and other green ventures with an eye on export markets.",
  },
] as const satisfies readonly { id: string; name: string; focus: string }[];
