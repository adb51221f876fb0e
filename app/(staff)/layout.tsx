import { ConsoleNav } from "@/components/staff/console-nav";
import { getSessionUser } from "@/lib/auth/session";
import { staffRolesOf } from "@/lib/staff/accounts";
import { consoleLinks } from "@/lib/staff/screens";

/**
 * The staff console: plain, full width, with a menu of the screens the member's roles open. The menu
 * is only a convenience: each page and action checks its own role against the database.
 */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  const links = consoleLinks(user ? await staffRolesOf(user.id) : []);
  return (
    <div className="container-page py-8 sm:py-10">
      {links.length > 0 && <ConsoleNav links={links} />}
      {children}
    </div>
  );
}
