import Link from "next/link";
import { CallToAction } from "@/components/ui/call-to-action";
import { CardGrid, numberedSteps } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { CONTACT, SIGNUP_PATH, TALENT_CURRICULUM } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

const ROUTE = TALENT_CURRICULUM;

export const metadata = pageMetadata(ROUTE);

const STEPS = [
  {
    title: "Discover",
    text: "Short activities, reflections and conversations help you notice what you do well and enjoy: solving puzzles, explaining ideas, building things, caring for people or persuading a crowd.",
  },
  {
    title: "Develop",
    text: "Your talents shape your learning path. You get modules and STEM practice that build the skills behind each talent, at your own pace and alongside others with similar strengths.",
  },
  {
    title: "Demonstrate",
    text: "You prove what you can do with real projects, assessments and certificates, and build a portfolio you can show a bursary committee, an employer or your first customers.",
  },
] as const;

const AUDIENCES = [
  {
    title: "Learners in school",
    text: "Grades 8 to 12 learners who want to understand where their strengths fit, choose subjects with confidence and keep up with CAPS work.",
  },
  {
    title: "Students",
    text: "TVET college and university students who want to connect what they study to work they will enjoy, and build skills their course does not cover.",
  },
  {
    title: "Professionals",
    text: "Working people who want to change direction, earn on the side through freelance work or start a business built on what they already do well.",
  },
] as const;

export default function TalentBasedCurriculumPage() {
  return (
    <>
      <PageIntro route={ROUTE} eyebrow="Project" />

      <Section title="What it is">
        <div className="max-w-3xl space-y-4 text-lg leading-8 text-ink">
          <p>
            Most curricula ask every learner to walk the same road at the same speed. The Stepps talent-based curriculum
            turns that around: it starts with what you are already good at and what you enjoy, then builds the knowledge
            and skills that let those talents grow into a career, a business or both.
          </p>
          <p>
            It does not replace school or the CAPS curriculum. It sits alongside them, giving you a reason to learn each
            topic and a clear picture of where it can take you.
          </p>
        </div>
      </Section>

      <Section
        title="How it works"
        tone="tinted"
        intro="Three steps, repeated as you grow: discover, develop and demonstrate."
      >
        <CardGrid columns="md:grid-cols-3" size="xl" cards={numberedSteps(STEPS)} />
      </Section>

      <Section title="Who it is for">
        <CardGrid columns="md:grid-cols-3" cards={AUDIENCES} />
        <p className="mt-6 max-w-3xl text-muted">
          Teachers, parents and schools are welcome too. If you want to use the curriculum with a class or a group,{" "}
          <Link href={CONTACT.path}>contact the Stepps team</Link>.
        </p>
      </Section>

      <Section title="Start with your talents" tone="tinted">
        <CallToAction
          links={[
            { href: SIGNUP_PATH, label: "Join Us", style: "primary" },
            { href: CONTACT.path, label: "Ask a question", style: "secondary" },
          ]}
        >
          Create your account, then choose a plan for STEM practice, entrepreneurship or both. The first 1000 members
          get a voucher for one free month of an individual plan.
        </CallToAction>
      </Section>
    </>
  );
}
