"use client";

import { DashboardError } from "@/components/dashboard/dashboard-error";
import { ENTREPRENEURSHIP_PATH } from "@/lib/entrepreneurship/pages";

export default function EntrepreneurshipError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <DashboardError
      title="Entrepreneurship Education"
      backHref={ENTREPRENEURSHIP_PATH}
      backLabel="Back to Entrepreneurship Education"
      reset={reset}
    />
  );
}
