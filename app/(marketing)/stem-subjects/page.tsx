import { StemIllustration } from "@/components/illustrations/stem";
import { PlanPrices } from "@/components/marketing/plan-prices";
import { CardGrid, numberedSteps } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { STEM_SUBJECTS } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

const ROUTE = STEM_SUBJECTS;

export const metadata = pageMetadata(ROUTE);

const SUBJECTS = [
  {
    title: "Mathematics",
    text: "Algebra, functions, trigonometry, Euclidean geometry, calculus, statistics and probability, with plenty of worked examples and past-paper practice.",
  },
  {
    title: "Physical Sciences",
    text: "Mechanics, waves, electricity and magnetism, chemical change and organic chemistry, with help to master the calculations and write up practicals.",
  },
  {
    title: "Life Sciences",
    text: "Cells, genetics, evolution, human physiology and the environment, with support for diagrams, key terms and long-answer questions.",
  },
  {
    title: "Information Technology",
    text: "Programming in Delphi and beyond, databases and SQL, networks and computer systems, plus help planning and finishing your PAT.",
  },
] as const;

const HOW_IT_WORKS = [
  {
    title: "Start where you are",
    text: "Tell us your grade and subjects. A short diagnostic shows which topics you have mastered and which need work, so you do not waste time on what you already know.",
  },
  {
    title: "Learn with a tutor",
    text: "Tutors explain each topic step by step, aligned to CAPS and the order your school teaches it in, and answer your questions until it makes sense.",
  },
  {
    title: "Practise and check",
    text: "Exercises and past-paper style questions come with full worked solutions, so you learn from every mistake and see your progress topic by topic.",
  },
  {
    title: "Prepare for tests and exams",
    text: "Revision plans before tests, June exams and finals help you focus on the topics that carry the most marks and walk in prepared.",
  },
] as const;

export default function StemSubjectsPage() {
  return (
    <>
      <PageIntro route={ROUTE} eyebrow="Service" illustration={<StemIllustration className="w-full" />} />

      <Section
        title="Subjects we tutor"
        intro="Focused help in the four subjects that open the door to engineering, health sciences, technology and many more careers."
      >
        <CardGrid columns="sm:grid-cols-2" size="xl-tight" cards={SUBJECTS} />
      </Section>

      <Section title="How tutoring works" tone="tinted">
        <CardGrid columns="sm:grid-cols-2 lg:grid-cols-4" cards={numberedSteps(HOW_IT_WORKS)} />
        <p className="mt-6 max-w-3xl text-muted">
          Everything works on a phone and is designed to be light on data, so you can study at home, on the taxi or at
          the library.
        </p>
      </Section>

      <Section title="Plans and prices" intro="Every plan below includes STEM Subjects tutoring.">
        <PlanPrices service="stem" />
      </Section>
    </>
  );
}
