import fs from "node:fs";
import path from "node:path";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { PRIVATE_PREFIXES, PROJECT_ROUTES, PUBLIC_ROUTES, publicRoute } from "@/lib/routes";
import { organizationJsonLd, pageMetadata } from "@/lib/seo";

const pageFile = (routePath: string) =>
  path.join(process.cwd(), "app", "(marketing)", routePath === "/" ? "" : routePath.slice(1), "page.tsx");

describe("the route list", () => {
  it("lists every marketing and policy route of spec 2.1 once", () => {
    expect(PUBLIC_ROUTES.map((r) => r.path).sort()).toEqual(
      [
        "/",
        "/about",
        "/research",
        "/contact",
        "/projects",
        "/talent-based-curriculum",
        "/giant-teacher",
        "/freelance",
        "/venting-room",
        "/entrepreneurship",
        "/stem-subjects",
        "/terms-of-use",
        "/privacy-policy",
      ].sort(),
    );
  });

  it("has a page file for every route, and a route for every marketing page file", () => {
    for (const route of PUBLIC_ROUTES) expect(fs.existsSync(pageFile(route.path))).toBe(true);
    const dir = path.join(process.cwd(), "app", "(marketing)");
    const folders = fs.readdirSync(dir).filter((name) => fs.existsSync(path.join(dir, name, "page.tsx")));
    for (const folder of folders) expect(publicRoute(`/${folder}`).path).toBe(`/${folder}`);
  });

  it("keeps the Projects dropdown in the spec's order", () => {
    expect(PROJECT_ROUTES.map((r) => r.path)).toEqual([
      "/talent-based-curriculum",
      "/giant-teacher",
      "/venting-room",
      "/freelance",
      "/entrepreneurship",
      "/stem-subjects",
    ]);
  });

  it("gives each page its own title, description and heading", () => {
    for (const key of ["title", "description", "heading"] as const) {
      expect(new Set(PUBLIC_ROUTES.map((r) => r[key])).size).toBe(PUBLIC_ROUTES.length);
    }
  });
});

describe("search metadata", () => {
  it("builds canonical and Open Graph tags from the route", () => {
    const meta = pageMetadata(publicRoute("/about"));
    expect(meta.alternates?.canonical).toBe("/about");
    expect(meta.openGraph).toMatchObject({ url: "/about", title: "About Us | Stepps", locale: "en_ZA" });
    expect(meta.description).toBe(publicRoute("/about").description);
  });

  it("lists every public route in the sitemap with absolute URLs", () => {
    expect(sitemap().map((entry) => entry.url)).toEqual(PUBLIC_ROUTES.map((r) => `http://localhost:3000${r.path}`));
  });

  it("keeps crawlers out of dashboards, checkout and the API", () => {
    const rules = robots().rules;
    const rule = Array.isArray(rules) ? rules[0] : rules;
    expect(rule.disallow).toEqual(
      expect.arrayContaining(["/api/", "/dashboard", "/venting-room-dashboard", "/checkout"]),
    );
    expect(PRIVATE_PREFIXES.every((prefix) => !PUBLIC_ROUTES.some((r) => r.path.startsWith(prefix)))).toBe(true);
    expect(robots().sitemap).toBe("http://localhost:3000/sitemap.xml");
  });

  it("describes the organisation for search engines", () => {
    expect(organizationJsonLd("https://stepps.co.za")).toMatchObject({
      "@type": "EducationalOrganization",
      name: "Stepps",
      url: "https://stepps.co.za",
      areaServed: { name: "South Africa" },
    });
  });
});
