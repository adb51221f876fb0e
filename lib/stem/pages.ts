import { SERVICES } from "@/lib/plans";

export const practicePath = (topicId: string, attemptId?: string) =>
  `${SERVICES.stem.dashboardPath}/practice/${topicId}${attemptId ? `?attempt=${attemptId}` : ""}`;
