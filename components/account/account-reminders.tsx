import { ButtonForm } from "@/components/ui/button-form";
import type { FormAction } from "@/lib/forms/form-state";
import { AgeConsentForm } from "./age-consent-form";

/** While the address is not confirmed: what that holds back, and "Send the link again". */
export function ConfirmEmailReminder({ email, resend }: { email: string; resend: FormAction }) {
  return (
    <section aria-labelledby="confirm-heading" className="card mt-6 max-w-3xl border-sun-400">
      <h2 id="confirm-heading" className="text-2xl">
        Confirm your e-mail address
      </h2>
      <p className="mt-2">
        We sent a link to <span className="break-all">{email}</span> when you signed up. Open it to confirm that the
        address is yours: a free voucher can be used only after that. The link works for 24 hours; no e-mail? Check your
        spam folder, or ask for a new link.
      </p>
      <div className="mt-4">
        <ButtonForm action={resend} label="Send the link again" pendingLabel="Sending..." />
      </div>
    </section>
  );
}

/** For an account without the age or guardian confirmation (one made with Microsoft): asked before any plan. */
export function AgeConsentReminder({ save }: { save: FormAction }) {
  return (
    <section aria-labelledby="consent-heading" className="card mt-6 max-w-3xl border-sun-400">
      <h2 id="consent-heading" className="text-2xl">
        Confirm your age
      </h2>
      <p className="mt-2">Before you start a plan, please confirm the following.</p>
      <div className="mt-4">
        <AgeConsentForm action={save} />
      </div>
    </section>
  );
}
