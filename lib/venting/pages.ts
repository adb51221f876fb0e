import { SERVICES } from "@/lib/plans";

const base = SERVICES.venting.dashboardPath;

export const VENTING_PAGES = [
  { id: "dashboard", label: "Dashboard", path: base },
  { id: "usage-report", label: "Usage Report", path: `${base}/usage-report` },
  { id: "trending-news", label: "Trending News", path: `${base}/trending-news` },
  { id: "privacy-settings", label: "Privacy Settings", path: `${base}/privacy-settings` },
  { id: "notifications", label: "Notifications", path: `${base}/notifications` },
  { id: "crisis-help", label: "Crisis help", path: `${base}/crisis-help` },
] as const;

export type VentingPageId = (typeof VENTING_PAGES)[number]["id"];

export function ventingPath(id: VentingPageId): string {
  return VENTING_PAGES.find((page) => page.id === id)!.path;
}

export const UPLOAD_API = "/api/venting-room/upload-post";
