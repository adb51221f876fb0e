/**
 * A part of a page named by its <h2> (a region to screen readers). `name` makes the heading's id,
 * `${name}-heading`; `id` is the section's own, for a link to it.
 */
export function HeadedSection({
  name,
  title,
  className,
  headingClassName = "text-2xl",
  id,
  children,
}: {
  name: string;
  title: React.ReactNode;
  className?: string;
  headingClassName?: string;
  id?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${name}-heading`} className={className}>
      <h2 id={`${name}-heading`} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
