import Link from "next/link";
import { SIGNUP_PATH } from "@/lib/routes";

/**
 * The account end of the navigation bar. Signed-out visitors see Join Us (spec 2.2); the
 * signed-in menu (name, username, Go to Dashboard, Logout) is rendered here by the accounts feature.
 */
export function AccountArea() {
  return (
    <Link href={SIGNUP_PATH} className="btn-sun w-full nav:w-auto">
      Join Us
    </Link>
  );
}
