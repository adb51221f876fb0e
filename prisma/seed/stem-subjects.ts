/**
 * The seeded STEM subjects: what the tutoring covers for South African CAPS learners, written by
 * `prisma/seed/run.ts` into the database. Topic names follow the CAPS documents for each subject.
 */

import type { StemSubjectSeed } from "./types";

export const STEM_SUBJECT_SEED: readonly StemSubjectSeed[] = [
  {
    id: "mathematics",
    name: "Mathematics",
    description:
      "Step-by-step tutoring through the CAPS Mathematics curriculum, from algebra and functions to calculus, with worked examples in the style of NSC exam papers.",
    grades: "Grades 10 to 12",
    topics: [
      "Algebra, Equations and Inequalities",
      "Functions and Graphs",
      "Number Patterns, Sequences and Series",
      "Trigonometry",
      "Euclidean Geometry",
      "Differential Calculus",
    ],
  },
  {
    id: "physical-sciences",
    name: "Physical Sciences",
    description:
      "Help with both the physics and the chemistry halves of CAPS Physical Sciences, pairing problem-solving practice with the practical investigations learners must write up.",
    grades: "Grades 10 to 12",
    topics: [
      "Newton's Laws of Motion",
      "Momentum and Impulse",
      "Electric Circuits",
      "Organic Molecules",
      "Chemical Equilibrium",
      "Acids and Bases",
    ],
  },
  {
    id: "life-sciences",
    name: "Life Sciences",
    description:
      "Tutoring in CAPS Life Sciences, from the molecular basis of life to human systems and ecology, with practice in reading diagrams and answering data-response questions.",
    grades: "Grades 10 to 12",
    topics: [
      "DNA: The Code of Life",
      "Meiosis",
      "Genetics and Inheritance",
      "Human Reproduction",
      "Human Responses to the Environment",
      "Evolution",
    ],
  },
  {
    id: "information-technology",
    name: "Information Technology",
    description:
      "Support with the theory and the programming of CAPS Information Technology, including solution development in Delphi or Java and the Practical Assessment Task.",
    grades: "Grades 10 to 12",
    topics: [
      "Systems Technologies",
      "Communication and Network Technologies",
      "Data and Information Management",
      "Solution Development",
      "Social Implications",
    ],
  },
  {
    id: "computer-applications-technology",
    name: "Computer Applications Technology (CAT)",
    description:
      "Practical help with the CAPS CAT curriculum: using word processors, spreadsheets and databases to solve problems, alongside the theory of computer systems and the internet.",
    grades: "Grades 10 to 12",
    topics: [
      "Systems Technologies",
      "Network Technologies",
      "Internet Technologies",
      "Information Management",
      "Social Implications",
      "Solution Development",
    ],
  },
  {
    id: "engineering-graphics-and-design",
    name: "Engineering Graphics and Design (EGD)",
    description:
      "Guidance through the CAPS EGD curriculum, from freehand sketching and instrument drawing to mechanical and civil drawings and the design process behind the PAT.",
    grades: "Grades 10 to 12",
    topics: [
      "Orthographic Projection",
      "Isometric Drawing",
      "Perspective Drawing",
      "Solid Geometry",
      "Mechanical Drawing",
      "Civil Drawing",
    ],
  },
];
