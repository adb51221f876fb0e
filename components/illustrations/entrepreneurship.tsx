import { DECORATIVE, INK } from "./palette";

/** Entrepreneurship: a market stall, a stack of coins and sales that climb. Drawn for Stepps. */
export function EntrepreneurshipIllustration({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 280" className={className} {...DECORATIVE}>
      <circle cx="200" cy="140" r="130" fill={INK.sun100} />
      <path d="M60 230h290" stroke={INK.brand800} strokeWidth="4" strokeLinecap="round" />
      <g transform="translate(70 86)">
        <rect x="10" y="52" width="130" height="92" rx="4" fill={INK.brand700} />
        <rect x="26" y="78" width="36" height="30" rx="3" fill={INK.sun300} />
        <rect x="74" y="84" width="50" height="24" rx="3" fill={INK.brand200} />
        <path d="M0 26 L14 0 H136 L150 26Z" fill={INK.white} />
        <path
          d="M0 26h25v14a12.5 12.5 0 0 1-25 0ZM50 26h25v14a12.5 12.5 0 0 1-25 0ZM100 26h25v14a12.5 12.5 0 0 1-25 0Z"
          fill={INK.sun600}
        />
        <path
          d="M25 26h25v14a12.5 12.5 0 0 1-25 0ZM75 26h25v14a12.5 12.5 0 0 1-25 0ZM125 26h25v14a12.5 12.5 0 0 1-25 0Z"
          fill={INK.white}
        />
      </g>
      <g fill={INK.sun400} stroke={INK.sun600} strokeWidth="2">
        <ellipse cx="270" cy="218" rx="26" ry="8" />
        <ellipse cx="270" cy="206" rx="26" ry="8" />
        <ellipse cx="270" cy="194" rx="26" ry="8" />
        <ellipse cx="312" cy="218" rx="26" ry="8" />
      </g>
      <path
        d="M242 150 L272 122 L296 136 L336 86"
        fill="none"
        stroke={INK.brand600}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M318 84 H338 V104"
        fill="none"
        stroke={INK.brand600}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
