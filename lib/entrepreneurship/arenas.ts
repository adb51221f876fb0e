/** The Entrepreneurship dashboard's fixed vocabulary (docs/product.md); arenas are "scopes" in the API. */
import type { AssessmentStep, CertificateType } from "@prisma/client";
import { enumCodec } from "@/lib/enum-codec";

export const SCOPES = [
  {
    id: "local",
    label: "Local",
    description: "Your street, township or town: spaza shops, services and the customers you can walk to.",
  },
  {
    id: "national",
    label: "National",
    description: "Selling across South Africa: registration, tax, funding, retail and provincial markets.",
  },
  {
    id: "continental",
    label: "Continental",
    description: "Trading across Africa: AfCFTA, cross-border logistics, payments and partners.",
  },
  {
    id: "global",
    label: "Global",
    description: "Competing worldwide: exports, digital products, investors and international standards.",
  },
] as const;

export type Scope = (typeof SCOPES)[number];
export type ScopeId = Scope["id"];
export const SCOPE_IDS = SCOPES.map((scope) => scope.id) as [ScopeId, ...ScopeId[]];

export function findScope(id: string | null | undefined): Scope | undefined {
  return SCOPES.find((scope) => scope.id === id);
}

export const TABS = [
  { id: "learning", label: "Learning" },
  { id: "assessments", label: "Assessments" },
  { id: "groups", label: "Groups" },
  { id: "certifications", label: "Certs" },
] as const;

export type TabId = (typeof TABS)[number]["id"];
export const TAB_IDS = TABS.map((tab) => tab.id) as [TabId, ...TabId[]];

export const ASSESSMENT_STEPS = [
  {
    id: "trending-news",
    label: "Trending news",
    instruction: "Pick a recent news story that matters to this category and say what happened.",
  },
  {
    id: "problem-identification",
    label: "Problem identification",
    instruction: "Name the problem behind the story: who has it, how often, and what it costs them.",
  },
  {
    id: "solution",
    label: "Solution",
    instruction: "Propose a business that solves it: what you sell, to whom, and how it makes money.",
  },
] as const;

export type AssessmentStepId = (typeof ASSESSMENT_STEPS)[number]["id"];
export function assessmentStepLabel(id: AssessmentStepId): string {
  return ASSESSMENT_STEPS.find((step) => step.id === id)?.label ?? id;
}

export const ASSESSMENT_STEP_IDS = ASSESSMENT_STEPS.map((step) => step.id) as [AssessmentStepId, ...AssessmentStepId[]];

export const GROUP_SECTIONS = [
  { id: "list", label: "Groups List" },
  { id: "transfer", label: "Member Transfer" },
  { id: "score", label: "Group Score" },
  { id: "projects", label: "Group Projects" },
] as const;

export type GroupSectionId = (typeof GROUP_SECTIONS)[number]["id"];
export const GROUP_SECTION_IDS = GROUP_SECTIONS.map((section) => section.id) as [GroupSectionId, ...GroupSectionId[]];

export const CERTIFICATE_TYPES = [
  { id: "stepps", label: "Stepps Certificates", singular: "Stepps certificate" },
  { id: "short-course", label: "Short Courses", singular: "short course" },
  { id: "nqf", label: "NQF Certificates", singular: "NQF certificate" },
  { id: "services-seta", label: "Services SETA Certificates", singular: "Services SETA certificate" },
] as const;

export type CertificateTypeId = (typeof CERTIFICATE_TYPES)[number]["id"];
export const CERTIFICATE_TYPE_IDS = CERTIFICATE_TYPES.map((type) => type.id) as [
  CertificateTypeId,
  ...CertificateTypeId[],
];

export function findCertificateType(id: string | null | undefined) {
  return CERTIFICATE_TYPES.find((type) => type.id === id);
}

/** Each id is also its section's anchor on a module page. */
export const CONTENT_FORMATS = [
  {
    id: "human-video",
    label: "Human Videos",
    description: "A facilitator talks you through the lesson, with a full transcript to read on low data.",
  },
  {
    id: "animated-video",
    label: "Animated Videos",
    description: "The key ideas as a short animation that plays in your browser, with no download.",
  },
  {
    id: "virtual-lab",
    label: "Virtual Labs",
    description: "A hands-on exercise you work through with your own numbers and your own market.",
  },
  {
    id: "virtual-debate",
    label: "Virtual Debate",
    description: "A motion to argue for and against, to test the lesson against real trade-offs.",
  },
] as const;

export const assessmentStepCodec = enumCodec<AssessmentStepId, AssessmentStep>(
  { "trending-news": "trending_news", "problem-identification": "problem_identification", solution: "solution" },
  { trending_news: "trending-news", problem_identification: "problem-identification", solution: "solution" },
);

export const certificateTypeCodec = enumCodec<CertificateTypeId, CertificateType>(
  { stepps: "stepps", "short-course": "short_course", nqf: "nqf", "services-seta": "services_seta" },
  { stepps: "stepps", short_course: "short-course", nqf: "nqf", services_seta: "services-seta" },
);
