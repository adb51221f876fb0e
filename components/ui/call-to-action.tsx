import Link from "next/link";

export type ActionLink = { href: string; label: string; style: keyof typeof STYLES };

const STYLES = { primary: "btn-primary", secondary: "btn-secondary" } as const;

/** Links styled as buttons, side by side (stacked on a phone), after the paragraph that leads to them. */
export function CallToAction({
  links,
  children,
  className = "mt-6",
}: {
  links: readonly ActionLink[];
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <>
      {children ? <p className="max-w-3xl text-lg leading-8 text-muted">{children}</p> : null}
      <div className={`${className} flex flex-col gap-3 sm:flex-row`}>
        {links.map((link) => (
          <Link key={link.label} href={link.href} className={STYLES[link.style]}>
            {link.label}
          </Link>
        ))}
      </div>
    </>
  );
}
