import { CallToAction } from "@/components/ui/call-to-action";
import { CardGrid } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { CONTACT, GIANT_TEACHER, SIGNUP_PATH } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

const ROUTE = GIANT_TEACHER;

export const metadata = pageMetadata(ROUTE);

const GOALS = [
  {
    title: "Speaks your language",
    text: "Many learners think in isiZulu, isiXhosa, Sepedi, Afrikaans or another home language but are taught and tested in English. Giant Teacher aims to explain a concept in the language you understand best, then help you use the English terms you need in the exam.",
  },
  {
    title: "Knows the CAPS curriculum",
    text: "Explanations, examples and practice questions are being aligned to CAPS topics, grade by grade, so help matches what your teacher is covering this term and the way your papers are set.",
  },
  {
    title: "Patient, every time",
    text: "A tutor that never runs out of time and never makes you feel silly for asking again. It breaks problems into small steps, gives hints before answers and checks that you really understood.",
  },
] as const;

const PRINCIPLES = [
  {
    title: "Learners first",
    text: "Giant Teacher is there to help you think, not to do your homework for you. It is designed to guide you towards the answer rather than hand it over.",
  },
  {
    title: "Private by design",
    text: "Giant Teacher will collect only what it needs to help you. Learner data will be handled under POPIA and never sold, and children’s information will get extra care.",
  },
  {
    title: "Honest about limits",
    text: "AI can be wrong. Giant Teacher will say when it is unsure, show its working and point you to a human tutor or your teacher when that is the better help.",
  },
  {
    title: "Fair to every learner",
    text: "We test it across languages, provinces and school types to find and fix answers that work well for some learners and poorly for others.",
  },
  {
    title: "Humans in the loop",
    text: "Qualified South African teachers will review the curriculum content and test the tutor’s answers before it reaches learners.",
  },
] as const;

const WAYS_TO_HELP = [
  {
    title: "Teachers and tutors",
    text: "Review explanations in your subject, suggest common mistakes to watch for, or help translate and check terms in your home language.",
  },
  {
    title: "Schools and learners",
    text: "Join a future pilot and tell us honestly what works and what does not, so the tutor is shaped by the people who will use it.",
  },
  {
    title: "Researchers and partners",
    text: "Work with us on South African language data, evaluation and responsible AI, or support the project with funding or computing resources.",
  },
] as const;

export default function GiantTeacherPage() {
  return (
    <>
      <PageIntro route={ROUTE} eyebrow="AI research project" />

      <Section title="Where the project stands">
        <div className="max-w-3xl space-y-4 text-lg leading-8 text-ink">
          <p>
            Giant Teacher is in the research stage. It is not yet available to members, and we would rather take the
            time to get it right than release a tutor that confuses learners or gets the curriculum wrong.
          </p>
          <p>
            Right now we are studying how learners ask for help, gathering curriculum-aligned material and testing how
            well AI models handle South African languages. We will share progress here as the research moves forward.
          </p>
        </div>
      </Section>

      <Section title="What Giant Teacher is designed to be" tone="tinted">
        <CardGrid columns="md:grid-cols-3" size="xl" cards={GOALS} />
      </Section>

      <Section
        title="Our responsible AI principles"
        intro="An AI tutor for young people carries real responsibility. These principles guide every decision in the project."
      >
        <CardGrid columns="sm:grid-cols-2 lg:grid-cols-3" cards={PRINCIPLES} />
      </Section>

      <Section title="How to get involved" tone="tinted">
        <CardGrid columns="md:grid-cols-3" cards={WAYS_TO_HELP} />
        <CallToAction
          className="mt-8"
          links={[
            { href: CONTACT.path, label: "Get involved with Giant Teacher", style: "primary" },
            { href: SIGNUP_PATH, label: "Join Us", style: "secondary" },
          ]}
        />
      </Section>
    </>
  );
}
