import { SERVICES } from "@/lib/plans";

const STEM = SERVICES.stem.dashboardPath;

export const practicePath = (topicId: string, attemptId?: string) =>
  `${STEM}/practice/${topicId}${attemptId ? `?attempt=${attemptId}` : ""}`;

export const gradePath = (grade: number) => `${STEM}/grades/${grade}`;

export const practiceSettingsPath = `${STEM}/settings`;

export const newTestPath = `${STEM}/tests/new`;

export const testPath = (testId: string, position?: number) =>
  `${STEM}/tests/${testId}${position === undefined ? "" : `?question=${position}`}`;
