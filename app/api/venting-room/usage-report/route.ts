import { requireServiceApi } from "@/lib/auth/guards";
import { privateJson, readQuery, route } from "@/lib/http/route";
import { usageReport } from "@/lib/venting/usage";
import { usageQuerySchema } from "@/lib/validations/venting";

/** GET ?type=: the member's posts per day against the community's, and their likes. */
export const GET = route(async (request) => {
  const { user } = await requireServiceApi(request, "venting");
  const { type } = readQuery(request, usageQuerySchema);
  return privateJson(await usageReport(user.id, type));
});
