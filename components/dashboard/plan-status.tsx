import Link from "next/link";
import { formatDay } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNT_PATH } from "@/lib/routes";
import type { Access } from "@/lib/subscriptions";

/**
 * Where the member stands: the active plan and the day it ends, and, just after a voucher was
 * applied, the voucher's confirmation. Nothing without a current plan.
 */
export function PlanStatus({ access, voucherApplied = false }: { access: Access; voucherApplied?: boolean }) {
  if (!access.plan || !access.endsAt) return null;
  return (
    <div className="mt-4 space-y-2">
      {voucherApplied ? (
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-3 font-medium text-brand-900">
          {MESSAGES.voucher.applied(access.plan.title)}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        Your plan: <strong className="text-ink">{access.plan.title}</strong>, until{" "}
        <time dateTime={access.endsAt.toISOString()}>{formatDay(access.endsAt)}</time>.{" "}
        <Link href={ACCOUNT_PATH} className="underline">
          Your account
        </Link>
      </p>
    </div>
  );
}
