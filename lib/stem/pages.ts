import { SERVICES } from "@/lib/plans";

/** The practice page of a topic, and of one attempt on it (the result in view once answered). */
export const practicePath = (topicId: string, attemptId?: string) =>
  `${SERVICES.stem.dashboardPath}/practice/${topicId}${attemptId ? `?attempt=${attemptId}` : ""}`;
