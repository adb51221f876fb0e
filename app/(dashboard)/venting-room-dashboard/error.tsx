"use client";

import Link from "next/link";
import { MESSAGES } from "@/lib/messages";
import { VENTING_PAGES } from "@/lib/venting/pages";

/** When a Venting Room screen fails to load: the spec's message, a retry and a way back. Details stay in the server log. */
export default function VentingError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">Venting Room</h1>
      <p role="alert" className="mt-4 text-lg">
        {MESSAGES.venting.loadDashboardFailed}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={reset} className="btn-primary">
          Try again
        </button>
        <Link href={VENTING_PAGES[0].path} className="btn-secondary">
          Back to the Venting Room dashboard
        </Link>
      </div>
    </div>
  );
}
