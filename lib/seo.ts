import type { Metadata } from "next";
import { PUBLIC_ROUTES, type PublicRoute } from "./routes";
import { SITE } from "./site";

/** What WhatsApp, Facebook and X show large. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

export function socialImageName(route: PublicRoute): string {
  return `${route.path === "/" ? "home" : route.path.slice(1)}.png`;
}

export function routeOfSocialImage(name: string): PublicRoute | undefined {
  return PUBLIC_ROUTES.find((route) => socialImageName(route) === name);
}

export function pageMetadata(route: PublicRoute): Metadata {
  const image = { url: `/og/${socialImageName(route)}`, ...SOCIAL_IMAGE, alt: `${route.heading}: ${SITE.name}` };
  const title = route.path === "/" ? { absolute: `${SITE.name} | ${route.title}` } : route.title;
  const ogTitle = route.path === "/" ? `${SITE.name}: ${route.title}` : `${route.title} | ${SITE.name}`;
  return {
    title,
    description: route.description,
    alternates: { canonical: route.path },
    openGraph: {
      type: "website",
      siteName: SITE.name,
      locale: SITE.locale,
      url: route.path,
      title: ogTitle,
      description: route.description,
      images: [image],
    },
    twitter: { card: "summary_large_image", title: ogTitle, description: route.description, images: [image] },
  };
}

export function organizationJsonLd(baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: SITE.name,
    legalName: SITE.legalName,
    description: SITE.description,
    url: baseUrl,
    logo: new URL("/icon.svg", baseUrl).toString(),
    areaServed: { "@type": "Country", name: SITE.country },
    foundingDate: SITE.founded,
  };
}
