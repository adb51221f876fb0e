import type { Metadata } from "next";
import Link from "next/link";
import { requireStaffPage } from "@/lib/auth/guards";
import { holdsRole, MODERATION_PATH, STAFF_PATH, STAFF_ROLE_LABELS } from "@/lib/staff/roles";

export const metadata: Metadata = { title: "Staff console", robots: { index: false } };

/** The console's home: the screens the signed-in staff member's roles open. */
export default async function StaffHomePage() {
  const { roles } = await requireStaffPage("any", STAFF_PATH);
  const screens = [
    {
      href: MODERATION_PATH,
      title: "Venting Room moderation",
      description: "Reported and hidden posts, suspensions and the moderation log.",
      open: holdsRole(roles, "moderator"),
    },
  ].filter((screen) => screen.open);
  return (
    <>
      <p className="eyebrow">Staff</p>
      <h1 className="mt-1 text-3xl sm:text-4xl">Staff console</h1>
      <p className="mt-2 text-muted">Your roles: {roles.map((role) => STAFF_ROLE_LABELS[role]).join(", ")}.</p>
      {screens.length ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {screens.map((screen) => (
            <li key={screen.href}>
              <Link href={screen.href} className="card block h-full hover:border-brand-600">
                <span className="block text-lg font-semibold">{screen.title}</span>
                <span className="mt-1 block text-sm text-muted">{screen.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="card mt-6 text-muted">No screens for your roles yet.</p>
      )}
    </>
  );
}
