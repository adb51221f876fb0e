/**
 * A wide table on a narrow screen: it scrolls sideways inside this box, not the page. The box is
 * focusable and named, so a keyboard can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
      {children}
    </div>
  );
}

export const TH = "py-2 pr-3 align-bottom font-semibold";
export const TD = "py-2 pr-3 align-top";
