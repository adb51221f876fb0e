import { BUNDLED_DASHBOARD_PATH } from "@/lib/routes";
import { PLANS, SERVICES, type Plan, type PlanId, type PlanKind, type ServiceId } from "./catalogue";

export { PLANS, SERVICES };
export type { Plan, PlanId, PlanKind, ServiceId };

export const PLAN_IDS = PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]];

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function plansIncluding(service: ServiceId): Plan[] {
  return PLANS.filter((plan) => (plan.services as readonly ServiceId[]).includes(service)).sort(
    (a, b) => a.amountCents - b.amountCents,
  );
}

/** The user-status `plan` value, as docs/product.md (Plans) defines it. */
export type PlanStatusValue = ServiceId | "bundled";

export function planStatusValue(plan: Plan): PlanStatusValue {
  return plan.kind === "bundled" ? "bundled" : plan.services[0];
}

export function serviceNames(plan: Plan): string[] {
  return plan.services.map((id) => SERVICES[id].name);
}

export function dashboardPathOf(plan: Plan): string {
  return plan.kind === "bundled" ? BUNDLED_DASHBOARD_PATH : SERVICES[plan.services[0]].dashboardPath;
}

const DASHBOARDS: readonly { path: string; requires: ServiceId | "bundled" }[] = [
  ...Object.values(SERVICES).map((service) => ({ path: service.dashboardPath, requires: service.id })),
  { path: BUNDLED_DASHBOARD_PATH, requires: "bundled" as const },
];

export function dashboardFor(pathname: string) {
  return DASHBOARDS.find((d) => pathname === d.path || pathname.startsWith(`${d.path}/`));
}
