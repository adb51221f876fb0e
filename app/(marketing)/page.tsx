import type { LucideIcon } from "lucide-react";
import Atom from "lucide-react/icons/atom";
import Bot from "lucide-react/icons/bot";
import Handshake from "lucide-react/icons/handshake";
import MessageCircleHeart from "lucide-react/icons/message-circle-heart";
import Sprout from "lucide-react/icons/sprout";
import Store from "lucide-react/icons/store";
import Link from "next/link";
import { HomeIllustration } from "@/components/illustrations/home";
import { PlanCardsPreview } from "@/components/marketing/plan-cards-preview";
import { CallToAction } from "@/components/ui/call-to-action";
import { Section } from "@/components/ui/section";
import { ClickToPlayVideo } from "@/components/video/click-to-play-video";
import {
  ENTREPRENEURSHIP,
  FREELANCE,
  GIANT_TEACHER,
  HOME,
  PROJECTS,
  SIGNUP_PATH,
  STEM_SUBJECTS,
  TALENT_CURRICULUM,
  VENTING_ROOM,
} from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";
import { SITE } from "@/lib/site";

export const metadata = pageMetadata(HOME);

const INITIATIVES: {
  path: string;
  title: string;
  text: string;
  Icon: LucideIcon;
}[] = [
  {
    path: TALENT_CURRICULUM.path,
    Icon: Sprout,
    title: "Talent-based curriculum",
    text: "Learning that starts from what each learner is good at, not from a one-size-fits-all timetable.",
  },
  {
    path: GIANT_TEACHER.path,
    Icon: Bot,
    title: "AI research",
    text: "Giant Teacher, an AI tutor built for South African classrooms and languages.",
  },
  {
    path: ENTREPRENEURSHIP.path,
    Icon: Store,
    title: "Entrepreneurship",
    text: "Modules, assessments, groups and certificates from the local market to the global one.",
  },
  {
    path: STEM_SUBJECTS.path,
    Icon: Atom,
    title: "STEM practice",
    text: "Grade 10 to 12 Mathematics and Physical Sciences, topic by topic through the CAPS year, with worked solutions.",
  },
  {
    path: VENTING_ROOM.path,
    Icon: MessageCircleHeart,
    title: "The Venting Room",
    text: "An anonymous place to say what is hard, by topic, and to know you are not the only one.",
  },
  {
    path: FREELANCE.path,
    Icon: Handshake,
    title: "Freelance skills",
    text: "Paid project work in three sectors: Peace, Purpose and Happiness.",
  },
];

export default function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid items-center gap-10 py-12 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="eyebrow">{SITE.tagline}</p>
            <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{HOME.heading}</h1>
            <p className="mt-5 text-lg leading-8 text-muted">
              {SITE.name} brings South African students, learners and professionals STEM practice, entrepreneurship
              education and an anonymous Venting Room, with plans from R50 a month.
            </p>
            <p className="mt-4 rounded-lg border border-sun-300 bg-sun-100 px-4 py-3 font-medium text-ink">
              The first 1000 members get a voucher for a free month of any individual plan.
            </p>
            <CallToAction
              className="mt-8"
              links={[
                { href: SIGNUP_PATH, label: "Join Us for free", style: "primary" },
                { href: PROJECTS.path, label: "Explore our projects", style: "secondary" },
              ]}
            />
          </div>
          <HomeIllustration className="mx-auto w-full max-w-md rounded-2xl shadow-lg lg:max-w-none" />
        </div>
      </section>

      <Section title="Stepps in two minutes">
        <div className="max-w-3xl">
          <ClickToPlayVideo {...SITE.introVideo} />
        </div>
      </Section>

      <Section title="Key initiatives" intro="Six projects, one aim: learning that fits South African lives.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INITIATIVES.map((item) => (
            <li key={item.title} className="card">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <item.Icon aria-hidden="true" />
              </span>
              <h3 className="mt-3 text-lg">
                <Link href={item.path} className="text-ink hover:text-brand-700">
                  {item.title}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Plans in rand, month to month"
        tone="tinted"
        intro="Pick one service or a bundle. Pay by card, or start with your free voucher."
      >
        <PlanCardsPreview />
      </Section>
    </>
  );
}
