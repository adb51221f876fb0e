/**
 * Checked against each organisation's own site in November 2026. Numbers change (Childline moved to
 * 116): check them again before each release.
 */
export interface CrisisLine {
  name: string;
  number: string;
  dial: string;
  hours: string;
  forWhat: string;
  cost: string;
  sms?: string;
}

export const CRISIS_LINES: readonly CrisisLine[] = [
  {
    name: "Emergency, from any cellphone",
    number: "112",
    dial: "112",
    hours: "24 hours",
    forWhat: "In danger right now: police, ambulance or fire.",
    cost: "Free, even without airtime",
  },
  {
    name: "SAPS (police) emergency",
    number: "10111",
    dial: "10111",
    hours: "24 hours",
    forWhat: "You or someone else is in danger, or a crime is happening.",
    cost: "Free from a landline; normal rates from a cellphone",
  },
  {
    name: "Ambulance and fire",
    number: "10177",
    dial: "10177",
    hours: "24 hours",
    forWhat: "A medical emergency or a fire.",
    cost: "Free",
  },
  {
    name: "SADAG Suicide Crisis Helpline",
    number: "0800 567 567",
    dial: "0800567567",
    hours: "24 hours",
    forWhat: "Thinking about suicide or hurting yourself: a trained counsellor will listen.",
    cost: "Free",
  },
  {
    name: "SADAG Mental Health Helpline",
    number: "0800 456 789",
    dial: "0800456789",
    hours: "24 hours",
    forWhat: "Anxious, low or not coping. SMS and a counsellor calls you back.",
    cost: "Free",
    sms: "31393",
  },
  {
    name: "Childline South Africa",
    number: "116",
    dial: "116",
    hours: "24 hours",
    forWhat: "Under 18: abuse, bullying, trouble at home or school. You can stay anonymous.",
    cost: "Free from every network",
  },
  {
    name: "GBV Command Centre",
    number: "0800 428 428",
    dial: "0800428428",
    hours: "24 hours",
    forWhat: "Someone is hurting, threatening or abusing you: social workers help and can bring in the police.",
    cost: "Free",
  },
  {
    name: "Lifeline South Africa",
    number: "0861 322 322",
    dial: "0861322322",
    hours: "24 hours",
    forWhat: "Someone to talk to about anything that weighs on you.",
    cost: "Normal call rates",
  },
];
