import Link from "next/link";
import { AGE_CONSENT_LABEL } from "@/lib/accounts/rules";
import { PRIVACY, TERMS } from "@/lib/routes";

/**
 * The age or guardian confirmation (POPIA and the Terms): a checkbox the server requires, with the
 * texts it refers to. `defaultChecked` keeps the tick on a form that came back refused.
 */
export function AgeConsentField({ error, defaultChecked }: { error?: string; defaultChecked?: boolean }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id="field-ageConsent"
          name="ageConsent"
          type="checkbox"
          value="yes"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={`field-ageConsent-hint${error ? " field-ageConsent-error" : ""}`}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor="field-ageConsent" className="font-medium text-ink">
          {AGE_CONSENT_LABEL}
        </label>
      </div>
      <p id="field-ageConsent-hint" className="mt-1 ml-8 text-sm text-muted">
        Learners under 18 need a parent or guardian to agree. Read our{" "}
        {/* In a new tab, so what was typed into the form stays. */}
        <Link href={TERMS.path} className="underline" target="_blank">
          Terms of Use
        </Link>{" "}
        and{" "}
        <Link href={PRIVACY.path} className="underline" target="_blank">
          Privacy Policy
        </Link>{" "}
        (each opens in a new tab).
      </p>
      {error ? (
        <p id="field-ageConsent-error" className="field-error ml-8">
          {error}
        </p>
      ) : null}
    </div>
  );
}
