import { SERVICES } from "@/lib/plans";
import type { CertificateTypeId, GroupSectionId, ScopeId, TabId } from "./arenas";

export const ENTREPRENEURSHIP_PATH = SERVICES.entrepreneurship.dashboardPath;
export const MODULE_CONTENT_PATH = `${ENTREPRENEURSHIP_PATH}/module-content`;
export const TRANSFERS_API = "/api/dashboard/entrepreneurship/transfers";

/** All in the URL, so reload, back and shared links keep it. */
export interface DashboardView {
  scope?: ScopeId;
  tab?: TabId;
  section?: GroupSectionId;
  type?: CertificateTypeId;
  category?: string;
  month?: string;
}

export function dashboardHref(view: DashboardView = {}): string {
  if (!view.scope) return ENTREPRENEURSHIP_PATH;
  const params = new URLSearchParams({ scope: view.scope, tab: view.tab ?? "learning" });
  if (view.tab === "groups" && view.section) params.set("section", view.section);
  if (view.tab === "groups" && view.section === "projects" && view.month) params.set("month", view.month);
  if (view.tab === "certifications" && view.type) params.set("type", view.type);
  if (view.tab === "assessments" && view.category) params.set("category", view.category);
  return `${ENTREPRENEURSHIP_PATH}?${params}`;
}

export function moduleHref(moduleId: string, anchor?: string): string {
  return `${MODULE_CONTENT_PATH}?module=${encodeURIComponent(moduleId)}${anchor ? `#${anchor}` : ""}`;
}

/** Focus lands here after a certificate is deleted. */
export const CERTIFICATES_HEADING_ID = "certificates-heading";

export const OWN_GROUP_ID = "your-group";

export function joinedHref(scope: ScopeId): string {
  return `${dashboardHref({ scope, tab: "groups", section: "list" })}&joined=1#${OWN_GROUP_ID}`;
}

export const GROUPS_LIST_ID = "groups-list";

export function leftHref(scope: ScopeId): string {
  return `${dashboardHref({ scope, tab: "groups", section: "list" })}&left=1#${GROUPS_LIST_ID}`;
}
