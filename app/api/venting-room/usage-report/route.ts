import { requireServiceApi } from "@/lib/auth/guards";
import { privateJson, readQuery, route } from "@/lib/http/route";
import { usageQuerySchema } from "@/lib/venting/schemas";
import { usageReport } from "@/lib/venting/usage";

/** GET ?type=: the member's posts per day against the community's, and their likes. */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "venting");
  const { type } = readQuery(request, usageQuerySchema);
  return privateJson(await usageReport(user.id, type));
});
