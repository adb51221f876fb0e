/**
 * The illustrations' colours: the site's own theme variables (app/globals.css), so a picture follows
 * the brand wherever it changes, and the SVG carries no colours of its own to keep in step.
 */
export const INK = {
  brand50: "var(--color-brand-50)",
  brand100: "var(--color-brand-100)",
  brand200: "var(--color-brand-200)",
  brand600: "var(--color-brand-600)",
  brand700: "var(--color-brand-700)",
  brand800: "var(--color-brand-800)",
  sun100: "var(--color-sun-100)",
  sun300: "var(--color-sun-300)",
  sun400: "var(--color-sun-400)",
  sun600: "var(--color-sun-600)",
  ink: "var(--color-ink)",
  white: "#ffffff",
} as const;

/** Every illustration is decoration beside words that say the same: screen readers skip it. */
export const DECORATIVE = { "aria-hidden": true, focusable: false, role: "presentation" } as const;
