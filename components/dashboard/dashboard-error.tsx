"use client";

import Link from "next/link";
import { DASHBOARD_MESSAGES } from "@/lib/messages/dashboard";

/** When a dashboard screen fails to load: the product's message, a retry and a way back. Details stay in the server log. */
export function DashboardError({
  title,
  backHref,
  backLabel,
  reset,
}: {
  title: string;
  backHref: string;
  backLabel: string;
  reset: () => void;
}) {
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{title}</h1>
      <p role="alert" className="mt-4 text-lg">
        {DASHBOARD_MESSAGES.loadFailed}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={reset} className="btn-primary">
          Try again
        </button>
        <Link href={backHref} className="btn-secondary">
          {backLabel}
        </Link>
      </div>
    </div>
  );
}
