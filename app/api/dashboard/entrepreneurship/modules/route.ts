import { requireServiceApi } from "@/lib/auth/guards";
import { CONTENT_FORMATS } from "@/lib/entrepreneurship/arenas";
import { listModules } from "@/lib/entrepreneurship/modules";
import { scopeQuerySchema } from "@/lib/entrepreneurship/schemas";
import { privateJson, readQuery, route } from "@/lib/http/route";

/** GET ?scope=: the arena's learning modules and the four content formats. */
export const GET = route(async (request) => {
  await requireServiceApi(request, "entrepreneurship");
  const { scope } = readQuery(request, scopeQuerySchema);
  return privateJson({ scope, modules: await listModules(scope), contentFormats: CONTENT_FORMATS });
});
