import { ConsoleNav } from "@/components/staff/console-nav";
import { getSessionUser } from "@/lib/auth/session";
import { staffRolesOf } from "@/lib/staff/accounts";
import { screensFor, STAFF_PATH } from "@/lib/staff/roles";

/**
 * The staff console: plain, full width, with a menu of the screens the member's roles open. The menu
 * is only a convenience: each page and action checks its own role against the database.
 */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  const roles = user ? await staffRolesOf(user.id) : [];
  const links = roles.length ? [{ href: STAFF_PATH, title: "Overview" }, ...screensFor(roles)] : [];
  return (
    <div className="container-page py-8 sm:py-10">
      {links.length > 0 && <ConsoleNav links={links.map(({ href, title }) => ({ href, title }))} />}
      {children}
    </div>
  );
}
