import { CallToAction } from "@/components/ui/call-to-action";
import { CardGrid } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { CONTACT, GIANT_TEACHER, RESEARCH } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata(RESEARCH);

const AREAS = [
  {
    title: "3D Printing",
    text: [
      "We study how low-cost 3D printers can turn abstract ideas into objects learners can hold, from molecule models for Physical Sciences to gears for a Technology project.",
      "We are building a library of printable teaching aids that a school or community centre can print locally, so practical work does not depend on expensive imported kits.",
    ],
  },
  {
    title: "Blockchain",
    text: [
      "We research how blockchain records could make certificates tamper-proof, so an employer in Durban or Nairobi can check a Stepps certificate in seconds.",
      "We also teach how the technology really works, beyond the hype, so members can judge crypto schemes and spot scams before they lose money.",
    ],
  },
  {
    title: "Internet of Things",
    text: [
      "We look at how cheap sensors and microcontrollers can measure things that matter locally, such as water use, soil moisture in a food garden or classroom temperature.",
      "Learners build and code these devices themselves, which brings Mathematics, Physical Sciences and Information Technology together in one project with a real result.",
    ],
  },
  {
    title: "Machine Learning",
    text: [
      "Machine learning powers Giant Teacher, our research into an AI tutor that understands South African languages and the CAPS curriculum.",
      "We research how models can spot where a learner is stuck and suggest the next best exercise, while keeping personal information private and decisions explainable.",
    ],
  },
  {
    title: "Robotics",
    text: [
      "We research affordable robotics kits and lesson plans that work in classrooms without a dedicated lab, using parts available from South African suppliers.",
      "Building a robot teaches problem-solving, teamwork and coding at once, and prepares learners for careers in mining, manufacturing and agriculture as they automate.",
    ],
  },
  {
    title: "Cloud Computing",
    text: [
      "We study how to deliver lessons, videos and assessments reliably over patchy connections and during load-shedding, with pages that stay light on data.",
      "Members also learn cloud skills employers are hiring for, from hosting a simple website to understanding how data is stored and protected under POPIA.",
    ],
  },
] as const;

export default function ResearchPage() {
  return (
    <>
      <PageIntro route={RESEARCH} eyebrow="What we study" />

      <Section
        title="Our research areas"
        intro="We research technologies that are changing work and learning, and ask one question of each: how can this help a South African learner today?"
      >
        <CardGrid columns="md:grid-cols-2 lg:grid-cols-3" size="xl" cards={AREAS} />
      </Section>

      <Section title="From research to the classroom" tone="tinted">
        <div className="max-w-3xl space-y-4 text-lg leading-8 text-ink">
          <p>
            Our research feeds straight into what members use: new STEM practice material, entrepreneurship modules on
            technology businesses and, in time, an AI tutor of our own.
          </p>
          <p>Are you a teacher, researcher, school or company who wants to work with us? We’d like to hear from you.</p>
        </div>
        <CallToAction
          links={[
            { href: GIANT_TEACHER.path, label: "Read about Giant Teacher", style: "secondary" },
            { href: CONTACT.path, label: "Talk to us about research", style: "secondary" },
          ]}
        />
      </Section>
    </>
  );
}
