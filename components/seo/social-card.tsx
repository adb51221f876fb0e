import type { PublicRoute } from "@/lib/routes";
import { SITE } from "@/lib/site";

/*
 * The social preview of a public page, as satori (next/og) draws it: flexbox only, inline styles, and
 * the font next/og ships with (no remote font). The brand's colours are written out: satori reads
 * no CSS variables.
 */
const BRAND_800 = "#064e31";
const BRAND_700 = "#08633d";
const BRAND_600 = "#0b7a4b";
const SUN_400 = "#f5b400";
const SUN_300 = "#fcd34d";

export function SocialCard({ route }: { route: PublicRoute }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        background: BRAND_800,
        color: "#ffffff",
        position: "relative",
        fontFamily: "Geist",
      }}
    >
      {/* The sun over a flat-topped mountain, as on the home page. */}
      <div
        style={{
          position: "absolute",
          right: 110,
          top: 70,
          width: 150,
          height: 150,
          borderRadius: 75,
          background: SUN_400,
        }}
      />
      <svg width="1200" height="630" viewBox="0 0 1200 630" style={{ position: "absolute", left: 0, top: 0 }}>
        <path d="M0 500 L180 380 L300 320 H620 L740 380 L900 430 L1200 400 V630 H0Z" fill={BRAND_700} />
        <path d="M0 570 Q300 480 600 540 T1200 520 V630 H0Z" fill={BRAND_600} />
      </svg>
      <div style={{ display: "flex", flexDirection: "column", padding: "64px 72px", width: 860, position: "relative" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <svg width="64" height="64" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" fill={BRAND_700} stroke={SUN_300} strokeWidth="1" />
            <path
              d="M7 24h6v-5h6v-5h6V8"
              fill="none"
              stroke={SUN_400}
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span style={{ fontSize: 44, letterSpacing: -1 }}>{SITE.name}</span>
        </div>
        <div style={{ display: "flex", marginTop: 56, fontSize: route.heading.length > 34 ? 60 : 72, lineHeight: 1.1 }}>
          {route.heading}
        </div>
        <div style={{ display: "flex", marginTop: 28, fontSize: 30, lineHeight: 1.35, color: "#d1fadf" }}>
          {route.description}
        </div>
      </div>
    </div>
  );
}
