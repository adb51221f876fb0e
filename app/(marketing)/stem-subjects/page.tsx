import { StemIllustration } from "@/components/illustrations/stem";
import { PlanPrices } from "@/components/marketing/plan-prices";
import { Syllabus } from "@/components/stem/syllabus";
import { CardGrid, numberedSteps } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { STEM_SUBJECTS } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

const ROUTE = STEM_SUBJECTS;

export const metadata = pageMetadata(ROUTE);

const HOW_IT_WORKS = [
  {
    title: "Choose your grade",
    text: "Grade 10, 11 or 12. Its topics are shown term by term, in the order CAPS sets, and the other grades stay open for revision.",
  },
  {
    title: "Find where to start",
    text: "“Where do I start?” is a short mixed test of your grade. Its report shows which topics to practise first.",
  },
  {
    title: "Practise at your level",
    text: "Each topic has three levels. Right answers take you up, wrong ones bring easier questions, a first wrong answer gets a hint and a second try, and every answer is marked at once with a worked solution.",
  },
  {
    title: "Keep it and test it",
    text: "Mastered topics come back for review at growing intervals. Set a daily goal, keep a streak, and sit mixed tests of 10 to 20 questions, timed or not, marked like an exam.",
  },
] as const;

export default function StemSubjectsPage() {
  return (
    <>
      <PageIntro route={ROUTE} eyebrow="Service" illustration={<StemIllustration className="w-full" />} />

      <Section
        title="What you practise"
        intro="Mathematics and Physical Sciences for Grades 10 to 12, following CAPS. Each topic is explained, then practised with questions written for Stepps at three levels."
      >
        <Syllabus />
        <p className="mt-6 max-w-3xl text-muted">
          Answers are read as you write them: 3,5 or 3.5, 3/4, 2√3, 3 × 10^8, x = 9, with the unit or without. Numbers
          are shown with a decimal comma, as in NSC papers.
        </p>
      </Section>

      <Section title="How practice works" tone="tinted">
        <CardGrid columns="sm:grid-cols-2 lg:grid-cols-4" cards={numberedSteps(HOW_IT_WORKS)} />
        <p className="mt-6 max-w-3xl text-muted">
          Everything works on a phone and is light on data: no videos, no maths library to download. Members also get a
          link to the separate STEM learning site.
        </p>
      </Section>

      <Section title="Plans and prices" intro="Every plan below includes STEM Subjects practice.">
        <PlanPrices service="stem" />
      </Section>
    </>
  );
}
