import type { PublicRoute } from "@/lib/routes";

/** The top of a public page: its one <h1> (from the route list) and a lead paragraph. */
export function PageIntro({ route, eyebrow, lead }: { route: PublicRoute; eyebrow?: string; lead?: React.ReactNode }) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-12 sm:py-16">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl sm:text-5xl">{route.heading}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">{lead ?? route.description}</p>
      </div>
    </section>
  );
}
