import { EntrepreneurshipIllustration } from "@/components/illustrations/entrepreneurship";
import { PlanPrices } from "@/components/marketing/plan-prices";
import { CardGrid } from "@/components/ui/card-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { ENTREPRENEURSHIP } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

const ROUTE = ENTREPRENEURSHIP;

export const metadata = pageMetadata(ROUTE);

const ARENAS = [
  {
    title: "Local",
    reach: "Your street, township, town or campus",
    text: "Start where you are: find a real need nearby, test an idea cheaply, price it properly and serve your first customers, whether you run a spaza, a tuck shop, a car wash or a tutoring service.",
  },
  {
    title: "National",
    reach: "All nine provinces",
    text: "Grow beyond your area: register with CIPC, understand SARS and B-BBEE, manage suppliers and cash flow, and find funding through bodies such as the NYDA and SEFA.",
  },
  {
    title: "Continental",
    reach: "Africa’s single market",
    text: "Look north: learn how the African Continental Free Trade Area opens new markets, and how to handle cross-border logistics, currencies and partners across the continent.",
  },
  {
    title: "Global",
    reach: "Customers anywhere",
    text: "Sell to the world: build digital products and services, take international payments, protect your brand and intellectual property, and pitch to global investors.",
  },
] as const;

const CERTIFICATIONS = [
  { name: "Stepps Certificates", text: "Earned as you complete each arena and its assessments." },
  { name: "Short Courses", text: "Focused courses on a single skill, such as bookkeeping, marketing or pitching." },
  {
    name: "NQF Certificates",
    text: "Certificates on the National Qualifications Framework (NQF), for learning that counts towards a recognised qualification.",
  },
] as const;

const CERTIFICATION_LIST = (
  <dl className="mt-4 space-y-3">
    {CERTIFICATIONS.map((certification) => (
      <div key={certification.name}>
        <dt className="font-semibold text-ink">{certification.name}</dt>
        <dd className="text-muted">{certification.text}</dd>
      </div>
    ))}
  </dl>
);

const BENEFITS = [
  {
    title: "Modules",
    text: "Short, practical lessons for each arena, from finding an idea to writing a business plan, with templates you can use in your own business straight away.",
  },
  {
    title: "Assessments",
    text: "Quizzes and practical tasks show what you have mastered and where to focus next, so you move on when you are ready, not when a timetable says so.",
  },
  {
    title: "Groups",
    text: "Learn with other aspiring entrepreneurs: share ideas, give honest feedback, find co-founders and hold each other to your goals.",
  },
  {
    title: "Certifications",
    text: "Show what you have achieved with recognised evidence of your learning.",
    after: CERTIFICATION_LIST,
  },
] as const;

export default function EntrepreneurshipPage() {
  return (
    <>
      <PageIntro route={ROUTE} eyebrow="Service" illustration={<EntrepreneurshipIllustration className="w-full" />} />

      <Section
        title="Four arenas"
        intro="Every business starts small. Our programme follows a business as it grows, through four arenas, so you can start at the one that fits where you are today."
      >
        <CardGrid
          columns="sm:grid-cols-2 lg:grid-cols-4"
          size="xl"
          cards={ARENAS.map((arena) => ({
            ...arena,
            tagline: <p className="mt-1 text-sm font-semibold text-brand-800">{arena.reach}</p>,
          }))}
        />
      </Section>

      <Section title="What members get" tone="tinted">
        <CardGrid columns="sm:grid-cols-2" cards={BENEFITS} />
      </Section>

      <Section title="Plans and prices" intro="Every plan below includes Entrepreneurship Education.">
        <PlanPrices service="entrepreneurship" />
      </Section>
    </>
  );
}
