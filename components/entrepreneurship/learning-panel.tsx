import Link from "next/link";
import { CONTENT_FORMATS, type Scope } from "@/lib/entrepreneurship/arenas";
import type { ModuleSummary } from "@/lib/entrepreneurship/modules";
import { moduleHref } from "@/lib/entrepreneurship/pages";

export function LearningPanel({ scope, modules }: { scope: Scope; modules: ModuleSummary[] }) {
  const first = modules[0];
  return (
    <div className="mt-6 space-y-10">
      <section aria-labelledby="modules-heading">
        <h2 id="modules-heading" className="text-2xl">
          {scope.label} modules
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {modules.map((module, index) => (
            <li key={module.id} className="card flex flex-col">
              <p className="text-sm font-semibold text-muted">
                Module {index + 1} · {module.minutes} min
              </p>
              <h3 className="mt-1 text-xl">{module.title}</h3>
              <p className="mt-2 flex-1 text-muted">{module.summary}</p>
              <Link href={moduleHref(module.id)} className="btn-primary mt-4 self-start">
                Open module<span className="sr-only">: {module.title}</span>
              </Link>
            </li>
          ))}
        </ol>
      </section>
      {first ? (
        <section aria-labelledby="formats-heading">
          <h2 id="formats-heading" className="text-2xl">
            Ways to learn
          </h2>
          <p className="mt-1 text-muted">
            Every module comes in four formats. Start with the first module, or open any module and jump to a format.
          </p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {CONTENT_FORMATS.map((format) => (
              <li key={format.id} className="card flex flex-col p-5">
                <h3 className="text-lg">{format.label}</h3>
                <p className="mt-2 flex-1 text-sm text-muted">{format.description}</p>
                <Link href={moduleHref(first.id, format.id)} className="mt-3 font-semibold">
                  Start with module 1
                  <span className="sr-only">
                    : {format.label} of {first.title}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
