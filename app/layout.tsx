import type { Metadata, Viewport } from "next";
import { EARLY_TOGGLE_SCRIPT } from "@/components/site/early-toggle";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SIGNED_IN_HINT_SCRIPT } from "@/lib/auth/cookies";
import { getEnv } from "@/lib/env";
import { organizationJsonLd } from "@/lib/seo";
import { SITE } from "@/lib/site";
import "./globals.css";

const appUrl = getEnv().APP_URL;

export const metadata: Metadata = {
  metadataBase: new URL(appUrl),
  title: { default: `${SITE.name} | ${SITE.tagline}`, template: `%s | ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
  openGraph: { siteName: SITE.name, locale: SITE.locale, type: "website" },
};

export const viewport: Viewport = { themeColor: "#08633d", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The hint script below may set an attribute on <html> before React hydrates it.
    <html lang="en-ZA" suppressHydrationWarning>
      <head>
        {/* Before the body is parsed: a signed-in visitor's first paint has the account menu. */}
        <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_HINT_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: EARLY_TOGGLE_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-ink px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <script
          type="application/ld+json"
          // Data for crawlers, not code: it is never executed.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd(appUrl)).replace(/</g, "\\u003c") }}
        />
      </body>
    </html>
  );
}
