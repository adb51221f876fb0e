"use client";

import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useMediaQuery } from "@/components/ui/use-media-query";
import type { FormAction } from "@/lib/forms/form-state";
import { VOUCHER_MESSAGES } from "@/lib/messages/voucher";
import type { Plan, PlanKind } from "@/lib/plans";
import { CONTACT, PAYMENT_PATH } from "@/lib/routes";
import { VoucherModal } from "./voucher-modal";

/** Slide changes are locked for this long after each change (docs/product.md, Checkout and payment). */
const SLIDE_LOCK_MS = 300;

/** The early-registrant vouchers still to be given out, or null when the count could not be read. */
async function fetchVouchersRemaining(): Promise<number | null> {
  try {
    const response = await fetch("/api/vouchers/status", { cache: "no-store" });
    if (!response.ok) throw new Error(VOUCHER_MESSAGES.httpError(response.status));
    const { remaining } = (await response.json()) as { remaining: number };
    return remaining;
  } catch (error) {
    console.error(VOUCHER_MESSAGES.loadCountFailed, error);
    return null;
  }
}

type Dialog = "confirm" | "voucher" | "pending" | "after-pending" | null;

interface CheckoutFlowProps {
  plans: readonly Plan[];
  /** The server action behind "Apply Your Voucher". */
  applyVoucher: FormAction;
  paymentsEnabled: boolean;
  voucherLimit: number;
  ownVoucherCode: string | null;
}

export function CheckoutFlow({
  plans,
  applyVoucher,
  paymentsEnabled,
  voucherLimit,
  ownVoucherCode,
}: CheckoutFlowProps) {
  const router = useRouter();
  // The toggle and the slide buttons only work once React runs; until then they wait, disabled.
  const hydrated = useHydrated();
  const [kind, setKind] = useState<PlanKind>("bundled");
  const [slide, setSlide] = useState(0);
  const lockedUntil = useRef(0);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [selected, setSelected] = useState<Plan | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const visible = plans.filter((plan) => plan.kind === kind);
  const plan = visible[Math.min(slide, visible.length - 1)];

  const showRemaining = useCallback((count: number | null) => {
    setLoadError(count === null);
    setRemaining((current) => count ?? current ?? 0);
    return count;
  }, []);

  const refreshRemaining = useCallback(() => fetchVouchersRemaining().then(showRemaining), [showRemaining]);

  useEffect(() => {
    let current = true;
    void fetchVouchersRemaining().then((count) => current && showRemaining(count));
    return () => {
      current = false;
    };
  }, [showRemaining]);

  function changeSlide(to: number) {
    const now = Date.now();
    if (now < lockedUntil.current) return;
    lockedUntil.current = now + SLIDE_LOCK_MS;
    setSlide((to + visible.length) % visible.length);
  }

  function switchKind(next: PlanKind) {
    setKind(next);
    setSlide(0);
  }

  function selectPlan(chosen: Plan) {
    setSelected(chosen);
    setDialog(kind === "individual" && (remaining ?? 0) > 0 ? "voucher" : "confirm");
  }

  function payNow() {
    if (!selected) return;
    if (!paymentsEnabled) return setDialog("pending");
    router.push(`${PAYMENT_PATH}?plan=${encodeURIComponent(selected.id)}`);
  }

  const loading = remaining === null;
  const kindLabel = kind === "bundled" ? "Bundled" : "Individual";
  // From the md breakpoint the cards sit side by side: a row of plans, not a slideshow.
  const sideBySide = useMediaQuery("(min-width: 48rem)");
  return (
    // Hidden without JavaScript, where PlansWithoutScript lists the plans instead.
    <div className="mt-8" data-needs-script>
      <div role="group" aria-label="Plan type" className="inline-flex rounded-xl border border-line bg-surface p-1">
        {(["bundled", "individual"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={kind === option}
            disabled={!hydrated}
            onClick={() => switchKind(option)}
            className={`rounded-lg px-4 py-2 font-semibold ${kind === option ? "bg-brand-700 text-white" : "text-ink hover:bg-white"}`}
          >
            {option === "bundled" ? "Bundled Plans" : "Individual Plans"}
          </button>
        ))}
      </div>

      {kind === "individual" && (remaining ?? 0) > 0 ? (
        <p className="mt-6 rounded-lg border border-sun-300 bg-sun-100 px-4 py-3 font-semibold text-ink">
          Hurry! The first {voucherLimit} users get a free month. Vouchers remaining: {remaining}
        </p>
      ) : null}
      {loadError ? (
        <p role="status" className="mt-4 text-sm text-muted">
          {VOUCHER_MESSAGES.loadCountFailed}
        </p>
      ) : null}

      {/*
       * Phones: a slideshow, one plan at a time. Wide screens: the same cards side by side, to compare at
       * a glance, with no buttons to step through them. Each plan is in the page once either way.
       */}
      <section
        aria-roledescription={sideBySide ? undefined : "carousel"}
        aria-label={`${kindLabel} plans`}
        className="mt-6"
      >
        <div className="flex items-center gap-2 sm:gap-4 md:block">
          <button
            type="button"
            className="btn-secondary shrink-0 px-3 md:hidden"
            aria-label="Previous plan"
            disabled={!hydrated}
            onClick={() => changeSlide(slide - 1)}
          >
            <ChevronLeft aria-hidden="true" size={20} />
          </button>
          <ul
            className={`flex flex-1 md:grid md:gap-4 ${visible.length > 2 ? "md:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2"}`}
          >
            {visible.map((item, index) => (
              // Keyed by place: switching kind keeps the cards (and a focused button) where they are.
              <li key={index} className={`flex-1 ${item.id === plan.id ? "flex" : "hidden md:flex"}`}>
                <PlanCard
                  plan={item}
                  kind={kind}
                  disabled={loading}
                  onSelect={selectPlan}
                  slide={sideBySide ? null : { position: index + 1, count: visible.length }}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-secondary shrink-0 px-3 md:hidden"
            aria-label="Next plan"
            disabled={!hydrated}
            onClick={() => changeSlide(slide + 1)}
          >
            <ChevronRight aria-hidden="true" size={20} />
          </button>
        </div>
        {/* Read out when the slide changes: the visible card is another element then. */}
        <p aria-live="polite" className="mt-3 text-center text-sm text-muted md:hidden">
          <span>
            Plan {slide + 1} of {visible.length}
          </span>
          <span className="sr-only">: {plan.title}</span>
        </p>
      </section>

      {selected ? (
        <>
          <Modal open={dialog === "confirm"} title="Confirm Plan Selection" onClose={() => setDialog(null)}>
            <h3 className="text-xl">{selected.title}</h3>
            <p className="mt-2 text-muted">{selected.description}</p>
            <p className="mt-3 text-3xl font-extrabold text-brand-800">{selected.priceText}</p>
            {selected.kind !== "individual" ? (
              <p className="mt-3 text-sm text-muted">{VOUCHER_MESSAGES.individualOnly}</p>
            ) : null}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <button
                type="button"
                className="btn-secondary flex-1"
                disabled={selected.kind !== "individual"}
                onClick={() => setDialog("voucher")}
              >
                Use Voucher
              </button>
              <button type="button" className="btn-primary flex-1" onClick={payNow}>
                Pay Now
              </button>
            </div>
          </Modal>
          <VoucherModal
            open={dialog === "voucher"}
            plan={selected}
            action={applyVoucher}
            ownVoucherCode={ownVoucherCode}
            refreshRemaining={refreshRemaining}
            onClose={() => setDialog(null)}
            onContinueToPayment={payNow}
          />
          <Modal open={dialog === "pending"} title="Payment System Pending" onClose={() => setDialog("after-pending")}>
            <p>
              Our services are currently only rendered to the first {voucherLimit} users to register, through 100% free
              access vouchers. Card payment will be activated shortly.
            </p>
            <button type="button" className="btn-primary mt-6 w-full" onClick={() => setDialog("after-pending")}>
              OK
            </button>
          </Modal>
          <Modal open={dialog === "after-pending"} title="What you can do now" onClose={() => setDialog(null)}>
            {ownVoucherCode && selected.kind === "individual" ? (
              <p>Your free voucher covers one month of {selected.title}. Apply it now and start today.</p>
            ) : ownVoucherCode ? (
              <p>Your free voucher covers one month of any individual plan. Pick one from the Individual Plans.</p>
            ) : (
              <p>
                We will let you know as soon as card payment opens. Questions in the meantime?{" "}
                <Link href={CONTACT.path}>Contact us</Link>.
              </p>
            )}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              {ownVoucherCode && selected.kind === "individual" ? (
                <button type="button" className="btn-primary flex-1" onClick={() => setDialog("voucher")}>
                  Use Voucher
                </button>
              ) : ownVoucherCode ? (
                <button
                  type="button"
                  className="btn-primary flex-1"
                  onClick={() => {
                    switchKind("individual");
                    setDialog(null);
                  }}
                >
                  See Individual Plans
                </button>
              ) : null}
              <button type="button" className="btn-secondary flex-1" onClick={() => setDialog(null)}>
                Back to plans
              </button>
            </div>
          </Modal>
        </>
      ) : null}
    </div>
  );
}

/** One plan: a slide of the phone's slideshow, a card of the wide screen's row (named by its title). */
function PlanCard({
  plan,
  kind,
  disabled,
  onSelect,
  slide,
}: {
  plan: Plan;
  kind: PlanKind;
  disabled: boolean;
  onSelect: (plan: Plan) => void;
  slide: { position: number; count: number } | null;
}) {
  const titleId = useId();
  const buttonId = useId();
  return (
    <article
      {...(slide
        ? { "aria-roledescription": "slide", "aria-label": `${slide.position} of ${slide.count}: ${plan.title}` }
        : { "aria-labelledby": titleId })}
      className="card flex min-h-72 flex-1 flex-col"
    >
      <p className="eyebrow">{kind === "bundled" ? "Bundle" : "Individual plan"}</p>
      <h2 id={titleId} className="mt-1 text-2xl">
        {plan.title}
      </h2>
      <p className="mt-2 text-4xl font-extrabold text-brand-800">{plan.priceText}</p>
      <p className="mt-3 flex-1 text-muted">{plan.description}</p>
      <button
        type="button"
        className="btn-primary mt-6"
        disabled={disabled}
        id={buttonId}
        // "Select Plan Gold User": each button says which plan it selects.
        aria-labelledby={`${buttonId} ${titleId}`}
        onClick={() => onSelect(plan)}
      >
        Select Plan
      </button>
    </article>
  );
}
