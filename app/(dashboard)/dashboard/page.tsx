import { redirect } from "next/navigation";
import { requirePageUser } from "@/lib/auth/guards";
import { accessOf } from "@/lib/subscriptions";

/** /dashboard: the dashboard of the user's active plan, else checkout (dashboardPath says which). */
export default async function DashboardRedirect() {
  const user = await requirePageUser("/dashboard");
  redirect((await accessOf(user.id)).dashboardPath);
}
