/** The down-arrow of a disclosure; it turns over while the disclosure is open (or use className for CSS-driven ones). */
export function Chevron({ open = false, className = "" }: { open?: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      className={`${open ? "rotate-180" : ""} ${className}`.trim()}
    >
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
