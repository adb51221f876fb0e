// The shapes of the seeded catalogue: what each content file under prisma/seed/ holds.
import type { ScopeId } from "@/lib/entrepreneurship/arenas";
import type { MediaKind } from "@/lib/uploads/file-signature";
import type { TopicId } from "@/lib/venting/topics";

/** A learning module as seeded: the catalogue the Learning tab and module pages show. */
interface ModuleSeed {
  /** Stable slug, prefixed with its scope, e.g. "local-pricing-for-profit". */
  id: string;
  scope: ScopeId;
  title: string;
  /** One or two sentences shown in the module list. */
  summary: string;
  /** Estimated study time. */
  minutes: number;
  /** The facilitator's lesson (also the Human Video transcript): three or four sections. */
  lesson: { heading: string; body: string }[];
  /** Three to five short key ideas: the Animated Video's frames. */
  keyIdeas: string[];
  /** The Virtual Lab: a practical exercise. */
  lab: { title: string; steps: string[] };
  /** The Virtual Debate: a motion with arguments on each side. */
  debate: { motion: string; for: string[]; against: string[] };
}

/** An assessment category of one scope, with what each of the three steps asks in it. */
interface AssessmentCategorySeed {
  id: string;
  scope: ScopeId;
  title: string;
  description: string;
  prompts: { "trending-news": string; "problem-identification": string; solution: string };
}

interface GroupProjectSeed {
  id: string;
  groupId: string;
  scope: ScopeId;
  title: string;
  description: string;
  /** A day in May 2025, YYYY-MM-DD. */
  date: string;
}

/** One arena's content: a file of its own under prisma/seed/entrepreneurship/. */
export interface ArenaSeed {
  modules: readonly ModuleSeed[];
  assessmentCategories: readonly AssessmentCategorySeed[];
  projects: readonly GroupProjectSeed[];
}

export interface TrendingSeedItem {
  id: string;
  title: string;
  summary: string;
  section: TopicId;
  type: MediaKind;
  mediaUrl: string;
  /** ISO 8601 date-time. */
  publishedAt: string;
}
