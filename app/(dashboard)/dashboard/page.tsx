import { redirect } from "next/navigation";
import { requirePageUser } from "@/lib/auth/guards";
import { DEFAULT_LANDING_PATH } from "@/lib/routes";
import { accessOf } from "@/lib/subscriptions";

/** /dashboard: the dashboard of the user's active plan, else checkout (dashboardPath says which). */
export default async function DashboardRedirect() {
  const user = await requirePageUser(DEFAULT_LANDING_PATH);
  redirect((await accessOf(user.id)).dashboardPath);
}
