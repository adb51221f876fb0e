import { Atom } from "./atom";
import { DECORATIVE, INK } from "./palette";

/** STEM: a parabola on a grid, a right-angled triangle, an atom and a flask. Drawn for Stepps. */
export function StemIllustration({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 280" className={className} {...DECORATIVE}>
      <circle cx="200" cy="140" r="130" fill={INK.brand50} />
      <g transform="translate(72 52)">
        <rect width="150" height="120" rx="8" fill={INK.white} stroke={INK.brand200} strokeWidth="2" />
        <path d="M10 60h130M75 10v100" stroke={INK.brand200} strokeWidth="2" />
        <path d="M22 18 Q75 150 128 18" fill="none" stroke={INK.brand700} strokeWidth="4" strokeLinecap="round" />
        <circle cx="75" cy="84" r="5" fill={INK.sun600} />
      </g>
      <g transform="translate(238 64)">
        <path d="M0 90 L90 90 L90 0Z" fill={INK.sun300} />
        <path d="M76 90 V76 H90" fill="none" stroke={INK.ink} strokeWidth="2" />
        <path d="M24 90 A24 24 0 0 0 22 80" fill="none" stroke={INK.ink} strokeWidth="2" />
      </g>
      <Atom x={120} y={214} size={30} orbit={INK.brand700} nucleus={INK.sun600} />
      <g transform="translate(262 172)">
        <path
          d="M18 0h24M24 0v26L2 66a6 6 0 0 0 5 9h46a6 6 0 0 0 5-9L36 26V0"
          fill={INK.white}
          stroke={INK.brand700}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M11 52h38l8 14a4 4 0 0 1-3 6H6a4 4 0 0 1-3-6Z" fill={INK.brand600} />
      </g>
    </svg>
  );
}
