import { CallToAction } from "@/components/ui/call-to-action";
import { CardGrid } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { ABOUT, CONTACT, SIGNUP_PATH } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";
import { SITE } from "@/lib/site";

export const metadata = pageMetadata(ABOUT);

const VALUES = [
  {
    name: "Peace",
    summary: "Learning only sticks when you feel safe.",
    practice:
      "We keep the Venting Room anonymous, moderate it with clear rules and point members to professional help when they need more than a community can give.",
  },
  {
    name: "Purpose",
    summary: "Every lesson should lead somewhere you want to go.",
    practice:
      "We start from each member’s talents, link lessons to real careers and businesses, and show progress with assessments and certificates that mean something.",
  },
  {
    name: "Happiness",
    summary: "Growth is easier when it is also enjoyable.",
    practice:
      "We keep prices in reach, celebrate small wins, learn in groups rather than alone and design every screen to work well on an ordinary phone and a small data bundle.",
  },
] as const;

const FOCUS = [
  {
    title: "Talent-based curriculum",
    text: "Learning paths built around what each person is naturally good at, not one timetable for everyone.",
  },
  { title: "AI research", text: "Giant Teacher, our research into a patient, multilingual AI tutor aligned to CAPS." },
  {
    title: "Entrepreneurship",
    text: "Business education from a spaza shop to a global start-up, with modules, assessments and certificates.",
  },
  {
    title: "STEM practice",
    text: "Practice in Grade 10 to 12 Mathematics and Physical Sciences, following CAPS, at each learner's level.",
  },
  {
    title: "The Venting Room",
    text: "An anonymous, topic-based space to share what weighs on you and to know you are not alone.",
  },
  {
    title: "Freelance skills",
    text: "Turning skills into paid work through projects in three sectors: Peace, Purpose and Happiness.",
  },
] as const;

const FOUNDERS = [
  {
    name: "Lerato Mokoena",
    role: "Co-founder and Chief Executive Officer",
    education: "BCom Entrepreneurial Management, University of Johannesburg",
    colour: "bg-brand-700 text-white",
  },
  {
    name: "Sipho Ndlovu",
    role: "Co-founder and Chief Technology Officer",
    education: "BSc Computer Science, University of the Witwatersrand",
    colour: "bg-sun-400 text-ink",
  },
  {
    name: "Ayesha Naidoo",
    role: "Co-founder and Head of Learning",
    education: "BEd Senior Phase and FET Teaching, University of Pretoria",
    colour: "bg-brand-100 text-brand-900",
  },
  {
    name: "Megan Jacobs",
    role: "Co-founder and Head of Community Wellbeing",
    education: "BSocSc Psychology, University of Cape Town",
    colour: "bg-sun-100 text-ink",
  },
] as const;

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .toUpperCase();
}

export default function AboutPage() {
  return (
    <>
      <PageIntro route={ABOUT} eyebrow={`Founded in ${SITE.founded}`} />

      <Section title="Our story">
        <div className="max-w-3xl space-y-4 text-lg leading-8 text-ink">
          <p>
            {SITE.name} was founded in {SITE.founded} in South Africa by four friends who had seen the same problem from
            different sides: talented young people falling behind because school asked them to fit one mould, because
            extra lessons cost more than their families could pay, or because what was happening at home left no room to
            think about homework.
          </p>
          <p>
            We set out to build one place that makes learning talent-based, affordable and emotionally safe. That means
            STEM practice and business education priced in rand for South African pockets, a curriculum that starts from
            what you are good at, and a Venting Room where you can put down what you are carrying before you pick up
            your books.
          </p>
          <p>
            {SITE.name} is for learners in school, students at college and university, and professionals who want to
            grow, change direction or start something of their own.
          </p>
        </div>
      </Section>

      <Section
        title="Our values"
        tone="tinted"
        intro="Three words guide every decision we make, from what we build to how we price it."
      >
        <CardGrid
          columns="md:grid-cols-3"
          size="xl"
          cards={VALUES.map((value) => ({
            title: value.name,
            tagline: <p className="mt-2 font-semibold text-brand-800">{value.summary}</p>,
            text: (
              <>
                <span className="font-semibold text-ink">In practice: </span>
                {value.practice}
              </>
            ),
          }))}
        />
      </Section>

      <Section title="What we focus on">
        <CardGrid columns="sm:grid-cols-2 lg:grid-cols-3" cards={FOCUS} />
      </Section>

      <Section
        title="Our founders"
        tone="tinted"
        intro="Four South Africans who bring together business, technology, teaching and wellbeing."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FOUNDERS.map((founder) => (
            <li key={founder.name} className="card flex flex-col items-start">
              <span
                aria-hidden="true"
                className={`flex size-16 items-center justify-center rounded-full text-xl font-bold ${founder.colour}`}
              >
                {initials(founder.name)}
              </span>
              <h3 className="mt-4 text-lg">{founder.name}</h3>
              <p className="mt-1 font-semibold text-brand-800">{founder.role}</p>
              <p className="mt-2 text-sm text-muted">{founder.education}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Grow with us">
        <CallToAction
          links={[
            { href: SIGNUP_PATH, label: "Join Us", style: "primary" },
            { href: CONTACT.path, label: "Contact the Stepps team", style: "secondary" },
          ]}
        >
          The first 1000 members get a voucher for one free month of an individual plan. Questions first? We’re happy to
          help.
        </CallToAction>
      </Section>
    </>
  );
}
