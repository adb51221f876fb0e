import { requireServiceApi } from "@/lib/auth/guards";
import { privateJson, route } from "@/lib/http/route";
import { unreadNotificationCount } from "@/lib/venting/notifications";
import { listPosts, topicSummaries } from "@/lib/venting/posts";
import { getVentingSettings } from "@/lib/venting/settings";

/** GET: what the Venting Room's main screen shows: the topics, the newest posts and the member's settings. */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "venting");
  const [topics, feed, settings, unreadNotifications] = await Promise.all([
    topicSummaries(),
    listPosts(user.id),
    getVentingSettings(user.id),
    unreadNotificationCount(user.id),
  ]);
  return privateJson({
    topics,
    ...feed,
    privacy: { anonymity: settings.anonymity, section: settings.section },
    unreadNotifications,
  });
});
