import { Atom } from "./atom";
import { DECORATIVE, INK } from "./palette";

/**
 * The home page's picture: a flat-topped mountain under the sun, and the three services as one
 * path across it (a speech bubble for the Venting Room, a market stall's awning for
 * Entrepreneurship, an atom for STEM). Drawn for Stepps.
 */
export function HomeIllustration({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 300" className={className} {...DECORATIVE}>
      <rect width="480" height="300" fill={INK.brand800} />
      <circle cx="370" cy="78" r="42" fill={INK.sun400} />
      <circle cx="370" cy="78" r="58" fill="none" stroke={INK.sun300} strokeWidth="3" strokeDasharray="4 10" />
      <path d="M0 210 L70 150 L120 120 H250 L300 150 L360 175 L480 160 V300 H0Z" fill={INK.brand700} />
      <path d="M120 120 H250 L262 132 H108Z" fill={INK.brand600} />
      <path d="M0 250 Q120 205 240 235 T480 225 V300 H0Z" fill={INK.brand600} />
      <path
        d="M60 270 C140 240 170 262 240 238 S360 200 420 214"
        fill="none"
        stroke={INK.sun300}
        strokeWidth="4"
        strokeDasharray="2 12"
        strokeLinecap="round"
      />
      {/* Venting Room: a speech bubble with a heart. */}
      <g transform="translate(44 176)">
        <path
          d="M0 12a12 12 0 0 1 12-12h52a12 12 0 0 1 12 12v30a12 12 0 0 1-12 12H26l-14 12v-12a12 12 0 0 1-12-12Z"
          fill={INK.white}
        />
        <path d="M38 42s-14-8-14-17a7 7 0 0 1 14-2 7 7 0 0 1 14 2c0 9-14 17-14 17Z" fill={INK.sun600} />
      </g>
      {/* Entrepreneurship: a stall with a striped awning. */}
      <g transform="translate(202 150)">
        <rect x="6" y="34" width="68" height="46" rx="3" fill={INK.sun100} />
        <path d="M0 14 L8 0 H72 L80 14Z" fill={INK.white} />
        <path
          d="M0 14h16v10a8 8 0 0 1-16 0ZM32 14h16v10a8 8 0 0 1-16 0ZM64 14h16v10a8 8 0 0 1-16 0Z"
          fill={INK.sun600}
        />
        <path d="M16 14h16v10a8 8 0 0 1-16 0ZM48 14h16v10a8 8 0 0 1-16 0Z" fill={INK.white} />
        <rect x="18" y="48" width="14" height="14" rx="2" fill={INK.brand600} />
        <rect x="38" y="52" width="22" height="10" rx="2" fill={INK.sun400} />
      </g>
      {/* STEM: an atom. */}
      <Atom x={400} y={206} size={34} orbit={INK.white} nucleus={INK.sun400} />
    </svg>
  );
}
