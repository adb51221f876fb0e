import Link from "next/link";
import type { EmailLinkProblem } from "@/lib/accounts/rules";
import type { FormAction } from "@/lib/forms/form-state";

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
    <>
      <h1 id={headingId} className="text-3xl">
        {HEADINGS[problem.kind]}
      </h1>
      <p className="mt-3">{problem.message}</p>
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

/** What the two forms an e-mailed link opens (confirm an address, choose a new password) are given. */
export interface EmailLinkFormProps {
  action: FormAction;
  token: string;
  email?: string;
  problem?: EmailLinkProblem;
}
