import { requireServiceApi } from "@/lib/auth/guards";
import { privateJson, route } from "@/lib/http/route";
import { getVentingSettings } from "@/lib/venting/settings";

/** GET: how the member's new posts are shown (anonymous or with their pseudonym) and the section they follow. */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "venting");
  const { anonymity, section, pseudonym } = await getVentingSettings(user.id);
  return privateJson({ anonymity, section, pseudonym });
});
