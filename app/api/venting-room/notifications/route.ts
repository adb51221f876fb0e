import { requireServiceApi } from "@/lib/auth/guards";
import { privateJson, route } from "@/lib/http/route";
import { listNotifications, unreadNotificationCount } from "@/lib/venting/notifications";
import { getVentingSettings } from "@/lib/venting/settings";

/** GET: the member's notification switches and their in-app notifications, newest first. */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "venting");
  const [{ activity, trendingTopics, communityUpdates, push }, notifications, unread] = await Promise.all([
    getVentingSettings(user.id),
    listNotifications(user.id),
    unreadNotificationCount(user.id),
  ]);
  return privateJson({ settings: { activity, trendingTopics, communityUpdates, push }, notifications, unread });
});
