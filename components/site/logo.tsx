import { SITE } from "@/lib/site";

/** The Stepps mark: three rising steps. */
export function Logo() {
  return (
    <>
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#08633d" />
        <path
          d="M7 24h6v-5h6v-5h6V8"
          fill="none"
          stroke="#f5b400"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-xl font-extrabold tracking-tight">{SITE.name}</span>
    </>
  );
}
