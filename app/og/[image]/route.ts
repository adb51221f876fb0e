import { ImageResponse } from "next/og";
import { createElement } from "react";
import { SocialCard } from "@/components/seo/social-card";
import { PUBLIC_ROUTES } from "@/lib/routes";
import { routeOfSocialImage, SOCIAL_IMAGE, socialImageName } from "@/lib/seo";

/*
 * Each public page's social preview (the picture WhatsApp and others show with a shared link), drawn
 * once at build time: one PNG per page of the route list, served as a static file. Any other name is
 * a 404 (dynamicParams), so nothing is drawn at request time.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return PUBLIC_ROUTES.map((route) => ({ image: socialImageName(route) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const route = routeOfSocialImage((await params).image);
  if (!route) return new Response("Not found", { status: 404 });
  return new ImageResponse(createElement(SocialCard, { route }), SOCIAL_IMAGE);
}
