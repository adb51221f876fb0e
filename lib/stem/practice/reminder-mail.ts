import "server-only";
import { getEnv } from "@/lib/env";
import type { MailMessage } from "@/lib/mail/send";
import { compose } from "@/lib/mail/templates";
import { SERVICES } from "@/lib/plans";
import { practiceSettingsPath } from "@/lib/stem/pages";

const link = (path: string) => new URL(path, getEnv().APP_URL).toString();

export interface PracticeReminder {
  to: string;
  /** Null while the address is unconfirmed (greetingName). */
  name: string | null;
  dailyGoal: number;
  /** Days in a row that met the goal, up to yesterday. */
  streak: number;
}

/** The learner asked for it; it says how to change or stop it. */
export function practiceReminderMail({ to, name, dailyGoal, streak }: PracticeReminder): MailMessage {
  return compose({
    to,
    subject: streak > 0 ? `Keep your ${streak}-day practice streak going` : "A few questions today?",
    greet: name,
    paragraphs: [
      `You have not practised on Stepps today. Your goal is ${dailyGoal} ${dailyGoal === 1 ? "question" : "questions"} a day.`,
      streak > 0
        ? `You met it ${streak === 1 ? "yesterday" : `on each of the last ${streak} days`}: meet it today to keep the streak.`
        : "Practise today shows the reviews due and the topics that need work, so a few minutes go where they count.",
      `You get this e-mail because you asked for a practice reminder. Change its hour or turn it off in your practice settings: ${link(practiceSettingsPath)}.`,
    ],
    action: { label: "Practise now", url: link(SERVICES.stem.dashboardPath) },
  });
}
