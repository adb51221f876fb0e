import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/env";
import { PRIVATE_PREFIXES } from "@/lib/routes";

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().APP_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...PRIVATE_PREFIXES] }],
    sitemap: new URL("/sitemap.xml", base).toString(),
    host: base,
  };
}
