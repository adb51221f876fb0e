import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/env";
import { PUBLIC_ROUTES } from "@/lib/routes";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getEnv().APP_URL;
  return PUBLIC_ROUTES.map((route) => ({
    url: new URL(route.path, base).toString(),
    changeFrequency: "monthly",
    priority: route.priority,
  }));
}
