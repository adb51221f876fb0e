import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { KeyIdeasAnimation } from "@/components/entrepreneurship/key-ideas-animation";
import { requireDashboard } from "@/lib/auth/guards";
import { CONTENT_FORMATS } from "@/lib/entrepreneurship/arenas";
import { findModule, findModuleTitle } from "@/lib/entrepreneurship/modules";
import { dashboardHref, moduleHref, MODULE_CONTENT_PATH } from "@/lib/entrepreneurship/pages";
import { moduleQuerySchema } from "@/lib/entrepreneurship/schemas";
import { lenientQuery, queryRecord } from "@/lib/validations/query";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { module: moduleId } = lenientQuery(moduleQuerySchema, queryRecord(await searchParams));
  const title = moduleId ? await findModuleTitle(moduleId) : null;
  return { title: title ?? "Module content", robots: { index: false } };
}

/** One module in its four formats: the facilitator's lesson, the animated key ideas, the virtual lab and the debate. */
export default async function ModuleContentPage({ searchParams }: Props) {
  const { module: moduleId } = lenientQuery(moduleQuerySchema, queryRecord(await searchParams));
  await requireDashboard("entrepreneurship", moduleId ? moduleHref(moduleId) : MODULE_CONTENT_PATH);
  const learningModule = moduleId ? await findModule(moduleId) : null;
  if (!learningModule) notFound();
  const arenaModules = dashboardHref({ scope: learningModule.scope, tab: "learning" });

  return (
    <article className="container-page max-w-4xl py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-1 text-muted">
          <li>
            <Link href={dashboardHref()}>Entrepreneurship</Link> <span aria-hidden="true">/</span>
          </li>
          <li>
            <Link href={arenaModules}>{learningModule.scopeLabel} modules</Link> <span aria-hidden="true">/</span>
          </li>
          <li aria-current="page">{learningModule.title}</li>
        </ol>
      </nav>
      <p className="eyebrow mt-6">
        {learningModule.scopeLabel} arena · {learningModule.minutes} min
      </p>
      <h1 className="mt-1 text-3xl sm:text-4xl">{learningModule.title}</h1>
      <p className="mt-3 text-lg text-muted">{learningModule.summary}</p>

      <nav aria-label="Formats in this module" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {CONTENT_FORMATS.map((format) => (
            <li key={format.id}>
              <a
                href={`#${format.id}`}
                className="inline-block rounded-full border border-line px-3 py-1.5 text-sm font-semibold no-underline hover:border-brand-600"
              >
                {format.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="human-video" aria-labelledby="lesson-heading" className="mt-10 scroll-mt-24">
        <p className="eyebrow">Human Videos</p>
        <h2 id="lesson-heading" className="mt-1 text-2xl">
          The facilitator&apos;s lesson
        </h2>
        <p className="mt-1 text-sm text-muted">
          The full script of the facilitator&apos;s talk, to read at your own pace on any data plan.
        </p>
        {learningModule.lesson.map((section) => (
          <div key={section.heading} className="mt-6">
            <h3 className="text-xl">{section.heading}</h3>
            <p className="mt-2 leading-7">{section.body}</p>
          </div>
        ))}
      </section>

      <section id="animated-video" aria-labelledby="ideas-heading" className="mt-12 scroll-mt-24">
        <p className="eyebrow">Animated Videos</p>
        <h2 id="ideas-heading" className="mt-1 text-2xl">
          Key ideas, animated
        </h2>
        <KeyIdeasAnimation key={learningModule.id} title={learningModule.title} ideas={learningModule.keyIdeas} />
      </section>

      <section id="virtual-lab" aria-labelledby="lab-heading" className="card mt-12 scroll-mt-24">
        <p className="eyebrow">Virtual Labs</p>
        <h2 id="lab-heading" className="mt-1 text-2xl">
          {learningModule.lab.title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Work through it with your own numbers: a notebook or a spreadsheet is enough.
        </p>
        <ol className="mt-4 list-decimal space-y-2 pl-6">
          {learningModule.lab.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section id="virtual-debate" aria-labelledby="debate-heading" className="mt-12 scroll-mt-24">
        <p className="eyebrow">Virtual Debate</p>
        <h2 id="debate-heading" className="mt-1 text-2xl">
          Motion: {learningModule.debate.motion}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <DebateSide
            heading="For the motion"
            points={learningModule.debate.for}
            className="border-brand-200 bg-brand-50"
          />
          <DebateSide
            heading="Against the motion"
            points={learningModule.debate.against}
            className="border-line bg-surface"
          />
        </div>
        <p className="mt-3 text-sm text-muted">Take a side, then argue the other one: the best founders can.</p>
      </section>

      <nav aria-label="More modules" className="mt-12 flex flex-wrap justify-between gap-3 border-t border-line pt-6">
        {learningModule.previous ? (
          <Link href={moduleHref(learningModule.previous.id)} className="btn-secondary">
            ← Previous: {learningModule.previous.title}
          </Link>
        ) : (
          <span />
        )}
        {learningModule.next ? (
          <Link href={moduleHref(learningModule.next.id)} className="btn-primary">
            Next: {learningModule.next.title} →
          </Link>
        ) : (
          <Link href={arenaModules} className="btn-primary">
            Back to {learningModule.scopeLabel} modules
          </Link>
        )}
      </nav>
    </article>
  );
}

function DebateSide({ heading, points, className }: { heading: string; points: string[]; className: string }) {
  return (
    <div className={`rounded-xl border p-4 ${className}`}>
      <h3 className="text-lg">{heading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}
