import type { Metadata } from "next";
import { markAllNotificationsRead, saveNotifications } from "@/app/(dashboard)/venting-room-dashboard/actions";
import { NotificationList } from "@/components/venting/notification-list";
import { NotificationSettingsForm } from "@/components/venting/notification-settings-form";
import { VentingShell } from "@/components/venting/venting-shell";
import { requireDashboard } from "@/lib/auth/guards";
import { listNotifications } from "@/lib/venting/notifications";
import { ventingPath } from "@/lib/venting/pages";
import { getVentingSettings } from "@/lib/venting/settings";

export const metadata: Metadata = { title: "Notifications · Venting Room", robots: { index: false } };

export default async function NotificationsPage() {
  const { user } = await requireDashboard("venting", ventingPath("notifications"));
  const [{ activity, trendingTopics, communityUpdates, push }, notifications] = await Promise.all([
    getVentingSettings(user.id),
    listNotifications(user.id),
  ]);
  return (
    <VentingShell active="notifications">
      <h1 className="text-3xl sm:text-4xl">Notifications</h1>
      <NotificationSettingsForm
        action={saveNotifications}
        settings={{ activity, trendingTopics, communityUpdates, push }}
      />
      <NotificationList notifications={notifications} markAllRead={markAllNotificationsRead} />
    </VentingShell>
  );
}
