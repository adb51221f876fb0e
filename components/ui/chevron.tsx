import ChevronDown from "lucide-react/icons/chevron-down";

/** The down-arrow of a disclosure; it turns over while the disclosure is open (or use className for CSS-driven ones). */
export function Chevron({ open = false, className = "" }: { open?: boolean; className?: string }) {
  return <ChevronDown aria-hidden="true" size={16} className={`${open ? "rotate-180" : ""} ${className}`.trim()} />;
}
