/**
 * The learner groups of the Entrepreneurship community, in their order: learners join one in each
 * arena. The seed writes them to LearnerGroup (prisma/seed/catalogue.ts), and the Group Projects
 * schedule rotates through this list (project-schedule.ts), not through the table, so groups made
 * by hand never move a project. Changing this list re-deals every month's projects, past months
 * included (write-ups keep the group they were written for): change it between terms.
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
