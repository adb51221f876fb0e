import Link from "next/link";
import { FormStatus } from "@/components/ui/form-status";
import type { EmailLinkProblem } from "@/lib/accounts/rules";
import type { FormAction, FormState } from "@/lib/forms/form-state";

const HEADINGS: Record<EmailLinkProblem["kind"], string> = {
  unknown: "This link does not work",
  expired: "This link has expired",
  used: "This link has already been used",
};

/** The page a link from an e-mail opens when it cannot be used: what is wrong, and the way on. */
export function EmailLinkProblemView({
  problem,
  headingId,
  children,
}: {
  problem: EmailLinkProblem;
  headingId: string;
  /** What to do next: links. */
  children: React.ReactNode;
}) {
  return (
    <EmailLinkOutcome heading={HEADINGS[problem.kind]} message={problem.message} headingId={headingId}>
      {children}
    </EmailLinkOutcome>
  );
}

/** What using a link did (or why it could not be used), and the way on. */
export function EmailLinkOutcome({
  heading,
  message,
  headingId,
  children,
}: {
  heading: string;
  message?: string;
  headingId: string;
  /** What to do next: links. */
  children: React.ReactNode;
}) {
  return (
    <>
      <h1 id={headingId} className="text-3xl">
        {heading}
      </h1>
      <p className="mt-3">{message}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div>
    </>
  );
}

/** A link styled as the page's main button. */
export function NextStep({ href, children, primary = true }: { href: string; children: string; primary?: boolean }) {
  return (
    <Link href={href} className={primary ? "btn-primary" : "btn-secondary"}>
      {children}
    </Link>
  );
}

/** What the forms an e-mailed link opens (confirm an address, choose a new password, sign in) are given. */
export interface EmailLinkFormProps {
  action: FormAction;
  token: string;
  email?: string;
  problem?: EmailLinkProblem;
}

/** The one button that uses a link: the link's token posted to the page's server action. */
export function UseLinkButton({
  form: [state, formAction, pending],
  token,
  label,
  pendingLabel,
}: {
  /** What useActionState returned for the page's action. */
  form: [FormState, (formData: FormData) => void, boolean];
  token: string;
  label: string;
  pendingLabel: string;
}) {
  return (
    <form action={formAction} aria-busy={pending} className="mt-6 space-y-4">
      <FormStatus state={state} prominent />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
    </form>
  );
}
