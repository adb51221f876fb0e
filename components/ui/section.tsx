/** A page section with an accessible heading. */
export function Section({
  title,
  intro,
  children,
  tone = "plain",
  id,
}: {
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
  tone?: "plain" | "tinted";
  id?: string;
}) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className={tone === "tinted" ? "bg-surface" : undefined}>
      <div className="container-page py-12 sm:py-16">
        <h2 id={headingId} className="text-2xl sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg leading-8 text-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
