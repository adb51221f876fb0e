import ArrowRight from "lucide-react/icons/arrow-right";
import Link from "next/link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { PLANS } from "@/lib/plans";
import {
  ENTREPRENEURSHIP,
  FREELANCE,
  GIANT_TEACHER,
  PROJECT_ROUTES,
  PROJECTS,
  SIGNUP_PATH,
  STEM_SUBJECTS,
  TALENT_CURRICULUM,
  VENTING_ROOM,
} from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata(PROJECTS);

/** The cheapest plan, straight from the plan table. */
const FROM_PRICE = PLANS.reduce((low, plan) => (plan.amountCents < low.amountCents ? plan : low)).priceText;

/** The name each card's link reads out, so every link says where it goes. */
const LINK_NAMES: Record<string, string> = {
  [TALENT_CURRICULUM.path]: "the Talent-Based Curriculum",
  [GIANT_TEACHER.path]: "Giant Teacher",
  [VENTING_ROOM.path]: "the Venting Room",
  [FREELANCE.path]: "Freelance",
  [ENTREPRENEURSHIP.path]: "Entrepreneurship Education",
  [STEM_SUBJECTS.path]: "STEM Subjects practice",
};

export default function ProjectsPage() {
  return (
    <>
      <PageIntro route={PROJECTS} eyebrow="What we are building" />

      <Section
        title="Six projects, one goal"
        intro="Each project tackles a different barrier to learning and earning in South Africa. Together they make growth talent-based, affordable and emotionally safe."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PROJECT_ROUTES.map((project) => (
            <li
              key={project.path}
              className="card relative flex flex-col transition-shadow focus-within:shadow-md hover:border-brand-600 hover:shadow-md"
            >
              <h3 className="text-xl">{project.title}</h3>
              <p className="mt-2 flex-1 text-muted">{project.description}</p>
              <Link
                href={project.path}
                className="mt-4 inline-flex items-center gap-1 font-semibold after:absolute after:inset-0 after:rounded-2xl hover:underline"
              >
                Learn more about {LINK_NAMES[project.path]}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Be part of it" tone="tinted">
        <p className="max-w-3xl text-lg leading-8 text-muted">
          Membership unlocks the Venting Room, STEM Subjects practice and Entrepreneurship Education, from {FROM_PRICE}.
          The first 1000 members get a voucher for one free month of an individual plan.
        </p>
        <div className="mt-6">
          <Link href={SIGNUP_PATH} className="btn-primary">
            Join Us
          </Link>
        </div>
      </Section>
    </>
  );
}
