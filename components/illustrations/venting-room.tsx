import { DECORATIVE, INK } from "./palette";

/** The Venting Room: two people's words meeting, one kind reply with a heart. Drawn for Stepps. */
export function VentingRoomIllustration({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 280" className={className} {...DECORATIVE}>
      <circle cx="200" cy="140" r="130" fill={INK.brand100} />
      <circle cx="320" cy="52" r="18" fill={INK.sun300} />
      <circle cx="70" cy="220" r="10" fill={INK.brand200} />
      <g transform="translate(70 60)">
        <path
          d="M0 16a16 16 0 0 1 16-16h150a16 16 0 0 1 16 16v60a16 16 0 0 1-16 16H56l-24 22V92H16A16 16 0 0 1 0 76Z"
          fill={INK.brand700}
        />
        <rect x="22" y="24" width="120" height="10" rx="5" fill={INK.brand200} />
        <rect x="22" y="44" width="138" height="10" rx="5" fill={INK.brand200} />
        <rect x="22" y="64" width="80" height="10" rx="5" fill={INK.brand200} />
      </g>
      <g transform="translate(170 150)">
        <path
          d="M0 14A14 14 0 0 1 14 0h128a14 14 0 0 1 14 14v50a14 14 0 0 1-14 14h-12v20l-22-20H14A14 14 0 0 1 0 64Z"
          fill={INK.white}
        />
        <path d="M78 62s-24-13-24-29a12 12 0 0 1 24-4 12 12 0 0 1 24 4c0 16-24 29-24 29Z" fill={INK.sun600} />
      </g>
    </svg>
  );
}
