import { CallToAction } from "@/components/ui/call-to-action";
import { CardGrid, numberedSteps } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { CONTACT, FREELANCE, SIGNUP_PATH } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

const ROUTE = FREELANCE;

export const metadata = pageMetadata(ROUTE);

const SECTORS = [
  {
    name: "Peace",
    focus: "Work that helps people and communities feel safe, supported and heard.",
    examples: [
      "Peer mentoring and study coaching",
      "Translation and interpreting in South African languages",
      "Community mediation and event facilitation",
      "Writing and designing wellbeing and awareness material",
    ],
  },
  {
    name: "Purpose",
    focus: "Work that builds knowledge, skills and businesses.",
    examples: [
      "Tutoring and marking support in STEM subjects",
      "Websites, apps and spreadsheets for small businesses",
      "Bookkeeping, business plans and funding applications",
      "Research, data capture and report writing",
    ],
  },
  {
    name: "Happiness",
    focus: "Work that brings joy, creativity and culture into people’s lives.",
    examples: [
      "Graphic design, illustration and branding",
      "Photography, video editing and social media content",
      "Music, voice-overs and podcast production",
      "Crafts, fashion and event décor",
    ],
  },
] as const;

const STEPS = [
  {
    title: "Build your profile",
    text: "Members list the skills they have developed through Stepps and beyond, with certificates and portfolio pieces that show their work.",
  },
  {
    title: "Get matched to projects",
    text: "Individuals, schools, NGOs and businesses post projects in one of the three sectors, and suitable freelancers are invited to respond.",
  },
  {
    title: "Deliver and get paid",
    text: "The scope, deadline and price in rand are agreed upfront. Once the client approves the work, payment is released to the freelancer.",
  },
  {
    title: "Grow your reputation",
    text: "Reviews from clients build a track record that leads to bigger projects, and shows where more training would help you earn more.",
  },
] as const;

export default function FreelancePage() {
  return (
    <>
      <PageIntro route={ROUTE} eyebrow="Project" />

      <Section title="Why freelance with Stepps">
        <div className="max-w-3xl space-y-4 text-lg leading-8 text-ink">
          <p>
            Many South Africans have skills that could earn them an income, but no track record, no network and no safe
            way to find clients. Stepps Freelance is being built to close that gap: a place where members turn what they
            have learnt into paid projects, and where clients find reliable local talent.
          </p>
          <p>
            Work is organised around our three values. Choose the sector that fits your talents, or work across all
            three.
          </p>
        </div>
      </Section>

      <Section title="Three sectors" tone="tinted">
        <CardGrid
          columns="md:grid-cols-3"
          size="xl-tight"
          cards={SECTORS.map((sector) => ({
            title: sector.name,
            text: sector.focus,
            after: (
              <>
                <p className="mt-4 text-sm font-semibold text-ink">Examples of work</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
                  {sector.examples.map((example) => (
                    <li key={example}>{example}</li>
                  ))}
                </ul>
              </>
            ),
          }))}
        />
      </Section>

      <Section
        title="How it will work"
        intro="Freelance is still being built. This is how we plan for it to work, and we are shaping the details with early members and clients."
      >
        <CardGrid columns="sm:grid-cols-2 lg:grid-cols-4" cards={numberedSteps(STEPS)} />
      </Section>

      <Section title="Register your interest" tone="tinted">
        <CallToAction
          links={[
            { href: CONTACT.path, label: "Contact us about Freelance", style: "primary" },
            { href: SIGNUP_PATH, label: "Join Us", style: "secondary" },
          ]}
        >
          Want to freelance, or have a project that needs doing? Tell us about your skills or your project and we’ll let
          you know when Freelance opens.
        </CallToAction>
      </Section>
    </>
  );
}
