"use client";

import { DashboardError } from "@/components/dashboard/dashboard-error";
import { VENTING_PAGES } from "@/lib/venting/pages";

export default function VentingError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <DashboardError
      title="Venting Room"
      backHref={VENTING_PAGES[0].path}
      backLabel="Back to the Venting Room dashboard"
      reset={reset}
    />
  );
}
