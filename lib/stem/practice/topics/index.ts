import type { Topic } from "../types";
import { CHEMISTRY_GRADE_11 } from "./chemistry-grade-11";
import { CHEMISTRY_GRADE_12 } from "./chemistry-grade-12";
import { MATHEMATICS_GRADE_10 } from "./mathematics-grade-10";
import { MATHEMATICS_GRADE_11 } from "./mathematics-grade-11";
import { MATHEMATICS_GRADE_12 } from "./mathematics-grade-12";
import { PHYSICAL_SCIENCES_GRADE_10 } from "./physical-sciences-grade-10";
import { PHYSICS_GRADE_11 } from "./physics-grade-11";
import { PHYSICS_GRADE_12 } from "./physics-grade-12";

/**
 * Every topic, by subject, grade and CAPS term. Holds the answers: the app reaches it through
 * ../bank.ts, which is server-only; the end-to-end tests read it to know what is right.
 */
export const ALL_TOPICS: readonly Topic[] = [
  ...MATHEMATICS_GRADE_10,
  ...MATHEMATICS_GRADE_11,
  ...MATHEMATICS_GRADE_12,
  ...PHYSICAL_SCIENCES_GRADE_10,
  ...PHYSICS_GRADE_11,
  ...CHEMISTRY_GRADE_11,
  ...PHYSICS_GRADE_12,
  ...CHEMISTRY_GRADE_12,
].sort((a, b) => a.subject.localeCompare(b.subject) || a.grade - b.grade || a.term - b.term);
