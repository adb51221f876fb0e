import Link from "next/link";
import { STAFF_PATH } from "@/lib/staff/roles";

/** A staff screen's title, under a link back to the screen it was opened from (the console's home by default). */
export function StaffHeading({
  title,
  back = { href: STAFF_PATH, label: "Staff console" },
}: {
  title: string;
  back?: { href: string; label: string };
}) {
  return (
    <>
      <p className="eyebrow">
        <Link href={back.href} className="underline">
          {back.label}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl break-words sm:text-4xl">{title}</h1>
    </>
  );
}
