import "server-only";
import { getEnv } from "@/lib/env";
import { formatDay, formatDayAndTime, formatRand } from "@/lib/format";
import { dashboardPathOf, serviceNames, type Plan } from "@/lib/plans";
import { ACCOUNT_PATH, CHECKOUT_PATH, CONTACT } from "@/lib/routes";
import { SITE } from "@/lib/site";
import type { MailMessage } from "./send";
import { compose } from "./templates";

/** Each reminder says how to keep going and how to stop these e-mails. */

const link = (path: string) => new URL(path, getEnv().APP_URL).toString();

function servicesOf(plan: Plan): string {
  const names = serviceNames(plan).map((name) => (name === "Venting Room" ? "the Venting Room" : name));
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
}

export interface Receipt {
  to: string;
  /** Null while the account's address is unconfirmed (greetingName). */
  name: string | null;
  plan: Plan;
  amountCents: number;
  reference: string;
  startsAt: Date;
  endsAt: Date;
  paidAt: Date;
}

export function receiptMail(receipt: Receipt): MailMessage {
  const { plan, startsAt, paidAt } = receipt;
  const amount = formatRand(receipt.amountCents);
  return compose({
    to: receipt.to,
    subject: `Your ${SITE.name} receipt: ${plan.title}, ${amount}`,
    greet: receipt.name,
    paragraphs: [
      `Thank you for your payment. This e-mail is your receipt for one month of the ${plan.title} plan, paid through Paystack. Please keep it for your records.`,
      `Plan: ${plan.title} (${servicesOf(plan)})`,
      `Amount paid: ${amount}`,
      `Paystack reference: ${receipt.reference}`,
      `Period: ${formatDay(startsAt)} to ${formatDay(receipt.endsAt)}`,
      `Paid on: ${formatDay(paidAt)}`,
      ...(startsAt.getTime() > paidAt.getTime()
        ? ["You still had time on this plan, so the new month starts when the current one ends: no days are lost."]
        : []),
      "If you write to us about this payment, please quote the Paystack reference.",
    ],
    action: { label: "Open my dashboard", url: link(dashboardPathOf(plan)) },
  });
}

export type ReminderStage = "7d" | "1d" | "ended";

export interface PlanEnd {
  to: string;
  /** Null while the account's address is unconfirmed (greetingName). */
  name: string | null;
  plan: Plan;
  endsAt: Date;
}

function wayBack(paymentsOpen: boolean, plan: Plan) {
  if (paymentsOpen) {
    return {
      paragraph: `To keep going, choose a plan at checkout and pay through Paystack. Renewing the ${plan.title} plan before it ends adds a month after the current one, so no days are lost.`,
      action: { label: "Choose a plan", url: link(CHECKOUT_PATH) },
    };
  }
  return {
    paragraph: `Card payments are not open on ${SITE.name} yet. If you would like to keep your plan, write to the team through the contact page and ask for it to be extended.`,
    action: { label: "Write to the team", url: link(CONTACT.path) },
  };
}

export function planReminderMail(
  stage: ReminderStage,
  { to, name, plan, endsAt }: PlanEnd,
  { paymentsOpen = getEnv().PAYMENTS_ENABLED }: { paymentsOpen?: boolean } = {},
): MailMessage {
  const services = servicesOf(plan);
  const when = formatDayAndTime(endsAt);
  const { paragraph, action } = wayBack(paymentsOpen, plan);
  const optOut = `You get these e-mails because "E-mails about my plan" is on in your account. You can turn it off under Notification settings: ${link(ACCOUNT_PATH)}. Receipts for payments still come.`;
  const letters = {
    "7d": {
      subject: `Your ${plan.title} plan ends on ${formatDay(endsAt)}`,
      opening: `A reminder: your ${plan.title} plan ends on ${when}. After that you can no longer open ${services} until you start a plan again.`,
    },
    "1d": {
      subject: `Last reminder: your ${plan.title} plan ends on ${when}`,
      opening: `Your ${plan.title} plan ends on ${when}, in less than a day. After that you can no longer open ${services} until you start a plan again.`,
    },
    ended: {
      subject: `Your ${plan.title} plan has ended`,
      opening: `Your ${plan.title} plan ended on ${when}, so ${services} ${plan.services.length > 1 ? "are" : "is"} closed for now. Your account and what you saved in it stay as they are.`,
    },
  } satisfies Record<ReminderStage, { subject: string; opening: string }>;
  return compose({
    to,
    subject: letters[stage].subject,
    greet: name,
    paragraphs: [letters[stage].opening, paragraph, optOut],
    action,
  });
}
