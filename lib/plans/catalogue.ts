/** The plan table of docs/product.md (Plans): prices, checkout ids and dashboards all derive from it. */

import {
  ENTREPRENEURSHIP,
  ENTREPRENEURSHIP_DASHBOARD_PATH,
  STEM_DASHBOARD_PATH,
  STEM_SUBJECTS,
  VENTING_DASHBOARD_PATH,
  VENTING_ROOM,
} from "@/lib/routes";

export const SERVICES = {
  venting: {
    id: "venting",
    name: "Venting Room",
    summary: "Share what weighs on you, anonymously, with a community that listens.",
    infoPath: VENTING_ROOM.path,
    dashboardPath: VENTING_DASHBOARD_PATH,
  },
  entrepreneurship: {
    id: "entrepreneurship",
    name: "Entrepreneurship",
    summary: "Build a business from your local arena to the global one, with modules, assessments and certificates.",
    infoPath: ENTREPRENEURSHIP.path,
    dashboardPath: ENTREPRENEURSHIP_DASHBOARD_PATH,
  },
  stem: {
    id: "stem",
    name: "STEM Subjects",
    summary: "Practice in Grade 10 to 12 Mathematics and Physical Sciences, following CAPS, at your level.",
    infoPath: STEM_SUBJECTS.path,
    dashboardPath: STEM_DASHBOARD_PATH,
  },
} as const;

export type ServiceId = keyof typeof SERVICES;

export type PlanKind = "bundled" | "individual";

export interface Plan {
  id: string;
  kind: PlanKind;
  title: string;
  description: string;
  priceText: string;
  /** In cents. Never taken from the browser. */
  amountCents: number;
  currency: "ZAR";
  services: readonly ServiceId[];
}

export const PLANS = [
  {
    id: "gold",
    kind: "bundled",
    title: "Gold User",
    description:
      "STEM Subjects practice and the Venting Room together: support for the classroom and for everything around it.",
    priceText: "R230 pm",
    amountCents: 23000,
    currency: "ZAR",
    services: ["stem", "venting"],
  },
  {
    id: "platinum",
    kind: "bundled",
    title: "Platinum User",
    description: "Everything Stepps offers: STEM Subjects practice, the Venting Room and Entrepreneurship education.",
    priceText: "R570 pm",
    amountCents: 57000,
    currency: "ZAR",
    services: ["stem", "venting", "entrepreneurship"],
  },
  {
    id: "venting",
    kind: "individual",
    title: "Venting Room User",
    description: "A safe, anonymous space to share by topic, see what others are going through and be heard.",
    priceText: "R50 pm",
    amountCents: 5000,
    currency: "ZAR",
    services: ["venting"],
  },
  {
    id: "stem",
    kind: "individual",
    title: "STEM Subject Student",
    description:
      "Practice in Grade 10 to 12 Mathematics and Physical Sciences: every CAPS topic at three levels, with hints, worked solutions, a diagnostic and mixed tests.",
    priceText: "R200 pm",
    amountCents: 20000,
    currency: "ZAR",
    services: ["stem"],
  },
  {
    id: "entrepreneur",
    kind: "individual",
    title: "Entrepreneur Candidate",
    description: "Entrepreneurship education across local, national, continental and global arenas, with certificates.",
    priceText: "R350 pm",
    amountCents: 35000,
    currency: "ZAR",
    services: ["entrepreneurship"],
  },
] as const satisfies readonly Plan[];

export type PlanId = (typeof PLANS)[number]["id"];
