import type { PublicRoute } from "@/lib/routes";

/**
 * The top of a public page: its one <h1> (from the route list) and a lead paragraph, with the page's
 * illustration beside them on wide screens and under them on a phone.
 */
export function PageIntro({
  route,
  eyebrow,
  lead,
  illustration,
}: {
  route: PublicRoute;
  eyebrow?: string;
  lead?: React.ReactNode;
  illustration?: React.ReactNode;
}) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div
        className={`container-page py-12 sm:py-16 ${illustration ? "grid items-center gap-8 lg:grid-cols-[3fr_2fr]" : ""}`}
      >
        <div>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 className="mt-2 text-3xl sm:text-5xl">{route.heading}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">{lead ?? route.description}</p>
        </div>
        {illustration ? <div className="mx-auto w-full max-w-xs sm:max-w-sm lg:max-w-none">{illustration}</div> : null}
      </div>
    </section>
  );
}
