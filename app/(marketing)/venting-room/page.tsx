import Link from "next/link";
import { VentingRoomIllustration } from "@/components/illustrations/venting-room";
import { PlanPrices } from "@/components/marketing/plan-prices";
import { CardGrid } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { PRIVACY, TERMS, VENTING_ROOM } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

const ROUTE = VENTING_ROOM;

export const metadata = pageMetadata(ROUTE);

const TOPICS = [
  {
    title: "Social Injustice",
    text: "Racism, sexism, bullying, discrimination and being treated unfairly at school, at work or by the system.",
  },
  {
    title: "Economic Hell",
    text: "Fees, unemployment, debt, NSFAS delays, family money pressure and the daily cost of just getting by.",
  },
  {
    title: "Romantic Chaos",
    text: "Crushes, break-ups, cheating, confusing relationships and love that hurts more than it helps.",
  },
  {
    title: "Ecosystem +",
    text: "Family, friends, home, school and everything else in the world around you, including the climate you are growing up in.",
  },
  {
    title: "Emergency",
    text: "For when things feel urgent and you need people to know. If you are in danger, please also call for help using the numbers on this page.",
  },
] as const;

const FORMATS = ["An image", "A video", "A document", "An audio file"] as const;

const ANONYMITY = [
  {
    title: "Anonymous",
    text: "Your post appears with no name at all. Other members see only the topic and what you shared.",
  },
  {
    title: "Semi-anonymous",
    text: "Your post appears under a pseudonym Stepps makes up for you at random, never from your name, so regulars can recognise you without knowing who you are.",
  },
] as const;

const RULES = [
  "Be kind. Reply to others the way you would want someone to reply to you.",
  "No hate speech, harassment, bullying, threats or incitement to violence.",
  "No content that encourages self-harm or suicide, or gives instructions for it.",
  "Protect privacy: do not post images, video, audio, documents or personal details of other people without their consent.",
  "No illegal content. Any sexual content involving a child is reported to the authorities.",
  "Report posts that break the rules. We remove them, and serious or repeated breaches can end your access.",
] as const;

export default function VentingRoomPage() {
  return (
    <>
      <PageIntro route={ROUTE} eyebrow="Service" illustration={<VentingRoomIllustration className="w-full" />} />

      <Section title="What the Venting Room is">
        <div className="max-w-3xl space-y-4 text-lg leading-8 text-ink">
          <p>
            Sometimes you need to say it out loud before you can move on. The Venting Room is a members-only space to
            share what weighs on you, anonymously or semi-anonymously, and to see that other people are going through it
            too.
          </p>
          <p>You choose a topic for each post, so it reaches people who understand what you are dealing with.</p>
        </div>
        <CardGrid className="mt-8" columns="sm:grid-cols-2 lg:grid-cols-3" cards={TOPICS} />
        <p className="mt-8 max-w-3xl text-lg leading-8 text-ink">
          Express yourself in the way that suits you. Each post is one file:
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {FORMATS.map((format) => (
            <li key={format} className="rounded-full bg-brand-50 px-4 py-1.5 font-semibold text-brand-800">
              {format}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="How anonymity works" tone="tinted">
        <CardGrid columns="md:grid-cols-2" cards={ANONYMITY} />
        <p className="mt-6 max-w-3xl text-muted">
          Either way, other members never see your name, e-mail address or cell number. Every post stays linked to your
          account so that you can manage or delete it and so that we can moderate the room: anonymity is not a licence
          to harm. Before you post, check that your file does not reveal your face, voice, school or address unless you
          want it to. Our <Link href={PRIVACY.path}>Privacy Policy</Link> explains how we look after your posts.
        </p>
      </Section>

      <Section title="Community rules in brief">
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-lg leading-8 text-ink">
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-muted">
          The full community rules are in our <Link href={TERMS.path}>Terms of Use</Link>.
        </p>
      </Section>

      <Section title="Peer support, not professional help" tone="tinted">
        <div
          role="note"
          className="max-w-3xl rounded-2xl border-l-4 border-sun-400 bg-sun-100 p-6 text-lg leading-8 text-ink"
        >
          <p>
            The Venting Room is peer support: people like you, listening. It is not counselling or therapy and is not a
            substitute for professional help.
          </p>
          <p className="mt-3">
            If you are struggling, call the South African Depression and Anxiety Group (SADAG) free on{" "}
            <a href="tel:0800567567" className="font-bold">
              0800 567 567
            </a>
            . If you or someone else is in immediate danger, call{" "}
            <a href="tel:10111" className="font-bold">
              10111
            </a>{" "}
            or{" "}
            <a href="tel:112" className="font-bold">
              112
            </a>{" "}
            from a cell phone.
          </p>
        </div>
      </Section>

      <Section title="Plans and prices" intro="Every plan below includes the Venting Room.">
        <PlanPrices service="venting" />
      </Section>
    </>
  );
}
