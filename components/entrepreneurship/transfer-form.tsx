"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { fieldErrorsOf } from "@/lib/actions/validated-action";
import { AGREEMENT_LIMITS } from "@/lib/entrepreneurship/agreement-limits";
import { sendRequest } from "@/lib/http/send";
import { MESSAGES } from "@/lib/messages";
import { transferFieldsSchema } from "@/lib/validations/entrepreneurship";

const ENDPOINT = "/api/dashboard/entrepreneurship/transfers";
const M = MESSAGES.entrepreneurship.transfer;

type Errors = Partial<Record<"fromGroupId" | "toGroupId" | "memberName" | "transferDate" | "agreement", string>>;

/** The transfer request: checked here with the server's schema, sent as multipart, then the membership list refreshed. */
export function TransferForm({ groups, defaultMemberName }: { groups: { id: string; name: string }[]; defaultMemberName: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ kind: "idle" | "sending" | "sent" | "error"; message?: string }>({ kind: "idle" });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = Object.fromEntries(["fromGroupId", "toGroupId", "memberName", "transferDate"].map((key) => [key, data.get(key) ?? ""]));
    const parsed = transferFieldsSchema.safeParse(fields);
    const found: Errors = parsed.success ? {} : (fieldErrorsOf(parsed.error) as Errors);
    const agreement = data.get("agreement");
    if (!(agreement instanceof File) || agreement.size === 0) found.agreement = M.missingAgreement;
    else if (agreement.size > AGREEMENT_LIMITS.maxBytes) found.agreement = M.agreementTooLarge(AGREEMENT_LIMITS.label);
    setErrors(found);
    if (Object.keys(found).length) {
      setStatus({ kind: "error", message: MESSAGES.entrepreneurship.invalidForm });
      return;
    }
    setStatus({ kind: "sending" });
    const result = await sendRequest<{ message: string }>(ENDPOINT, { method: "POST", form: data });
    if (!result.ok) {
      setStatus({ kind: "error", message: result.error });
      return;
    }
    form.current?.reset();
    setStatus({ kind: "sent", message: result.data.message });
    router.refresh();
  }

  const field = (name: keyof Errors) => ({
    id: `transfer-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `transfer-${name}-error` : undefined,
  });
  const error = (name: keyof Errors) =>
    errors[name] ? (
      <p id={`transfer-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="mt-5 space-y-4" encType="multipart/form-data">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="transfer-fromGroupId" className="field-label">
            From group
          </label>
          <select {...field("fromGroupId")} defaultValue="" className="field-input">
            <option value="" disabled>
              Choose a group
            </option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
          {error("fromGroupId")}
        </div>
        <div>
          <label htmlFor="transfer-toGroupId" className="field-label">
            To group
          </label>
          <select {...field("toGroupId")} defaultValue="" className="field-input">
            <option value="" disabled>
              Choose a group
            </option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
          {error("toGroupId")}
        </div>
      </div>
      <div>
        <label htmlFor="transfer-memberName" className="field-label">
          Member name
        </label>
        <input {...field("memberName")} type="text" autoComplete="name" maxLength={80} defaultValue={defaultMemberName} className="field-input" />
        {error("memberName")}
      </div>
      <div>
        <label htmlFor="transfer-transferDate" className="field-label">
          Transfer date
        </label>
        <input {...field("transferDate")} type="date" className="field-input" />
        {error("transferDate")}
      </div>
      <div>
        <label htmlFor="transfer-agreement" className="field-label">
          Signed transfer agreement
        </label>
        <input
          {...field("agreement")}
          type="file"
          accept={AGREEMENT_LIMITS.accept}
          aria-describedby={`transfer-agreement-hint${errors.agreement ? " transfer-agreement-error" : ""}`}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
        />
        <p id="transfer-agreement-hint" className="mt-1 text-sm text-muted">
          {AGREEMENT_LIMITS.formats}, at most {AGREEMENT_LIMITS.label}.
        </p>
        {error("agreement")}
      </div>
      <button type="submit" className="btn-primary" disabled={!hydrated || status.kind === "sending"}>
        {status.kind === "sending" ? "Sending…" : "Submit transfer request"}
      </button>
      <div aria-live="polite" className="min-h-6">
        {status.kind === "sent" ? <p className="font-medium text-brand-700">{status.message}</p> : null}
        {status.kind === "error" ? (
          <p role="alert" className="field-error">
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
