import type { Metadata } from "next";
import type { PublicRoute } from "./routes";
import { SITE } from "./site";

/** Title, description, canonical URL and Open Graph tags for a public page, from the route list. */
export function pageMetadata(route: PublicRoute): Metadata {
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
    },
    twitter: { card: "summary_large_image", title: ogTitle, description: route.description },
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
