import type { Metadata } from "next";
import { PUBLIC_ROUTES, type PublicRoute } from "./routes";
import { SITE } from "./site";

/** The social preview's size: what WhatsApp, Facebook and X show large. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** A public page's social preview file name: "home.png" for /, "about.png" for /about. */
export function socialImageName(route: PublicRoute): string {
  return `${route.path === "/" ? "home" : route.path.slice(1)}.png`;
}

export function routeOfSocialImage(name: string): PublicRoute | undefined {
  return PUBLIC_ROUTES.find((route) => socialImageName(route) === name);
}

/** Title, description, canonical URL, Open Graph tags and social preview for a public page, from the route list. */
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

/** Organisation structured data for search engines (schema.org). */
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
