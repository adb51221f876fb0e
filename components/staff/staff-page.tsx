import Link from "next/link";
import { STAFF_PATH } from "@/lib/staff/roles";
import { staffScreen, type StaffScreenId } from "@/lib/staff/screens";

/**
 * A staff screen's page: the link back, heading and introduction from STAFF_SCREENS, then the page.
 * A page within a screen (one member, one message) gives its own title and links back to the screen.
 * The page itself calls requireStaffScreen() before it reads anything, so the role comes first.
 */
export function StaffPage({
  screen: id,
  title,
  children,
}: {
  screen: StaffScreenId;
  title?: string;
  children: React.ReactNode;
}) {
  const screen = staffScreen(id);
  const back = title ? { href: screen.href, label: screen.title } : { href: STAFF_PATH, label: "Staff console" };
  return (
    <>
      <p className="eyebrow">
        <Link href={back.href} className="underline">
          {back.label}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl break-words sm:text-4xl">{title ?? screen.heading ?? screen.title}</h1>
      {!title && screen.introduction ? <p className="mt-2 max-w-3xl text-muted">{screen.introduction}</p> : null}
      {children}
    </>
  );
}

/** A part of a staff page, named by its heading (a region to screen readers). */
export function StaffSection({
  id,
  title,
  className = "mt-10",
  headingClassName = "text-2xl",
  level = 2,
  children,
}: {
  /** The heading's id is `${id}-heading`, which links may point at. */
  id: string;
  title: React.ReactNode;
  className?: string;
  headingClassName?: string;
  /** 3 for a part of a part. */
  level?: 2 | 3;
  children?: React.ReactNode;
}) {
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <Heading id={`${id}-heading`} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
