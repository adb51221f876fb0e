"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import { FormStatus } from "@/components/ui/form-status";
import { useHydrated } from "@/components/ui/use-hydrated";
import { AGREEMENT_LIMITS } from "@/lib/entrepreneurship/agreement-limits";
import { initialFormState, type FormState } from "@/lib/forms/form-state";
import { sendRequest } from "@/lib/http/send";
import { MESSAGES } from "@/lib/messages";

const ENDPOINT = "/api/dashboard/entrepreneurship/transfers";
const M = MESSAGES.entrepreneurship.transfer;

type Errors = Partial<Record<"fromGroupId" | "toGroupId" | "memberName" | "transferDate" | "agreement", string>>;

/** The transfer request, sent as multipart; the server's messages show by each field, then the membership list is refreshed. */
export function TransferForm({
  groups,
  defaultMemberName,
}: {
  groups: { id: string; name: string }[];
  defaultMemberName: string;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<FormState>(initialFormState);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // Only the file is checked here, so a wrong one is not sent over mobile data; the server checks the rest.
    const found: Errors = {};
    const agreement = data.get("agreement");
    if (!(agreement instanceof File) || agreement.size === 0) found.agreement = M.missingAgreement;
    else if (agreement.size > AGREEMENT_LIMITS.maxBytes) found.agreement = M.agreementTooLarge(AGREEMENT_LIMITS.label);
    setErrors(found);
    if (Object.keys(found).length) {
      setStatus({ status: "error", message: MESSAGES.entrepreneurship.invalidForm });
      return;
    }
    setSending(true);
    const result = await sendRequest<{ message: string }>(ENDPOINT, { method: "POST", form: data });
    setSending(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setStatus({
        status: "error",
        message: Object.keys(result.fieldErrors).length ? MESSAGES.entrepreneurship.invalidForm : result.error,
      });
      return;
    }
    form.current?.reset();
    setStatus({ status: "success", message: result.data.message });
    router.refresh();
  }

  const field = (name: keyof Errors) => fieldAttributes("transfer", name, errors[name]);
  const error = (name: keyof Errors) => <FieldError formId="transfer" name={name} message={errors[name]} />;
  const groupSelect = (name: "fromGroupId" | "toGroupId", label: string) => (
    <div>
      <label htmlFor={`transfer-${name}`} className="field-label">
        {label}
      </label>
      <select {...field(name)} defaultValue="" className="field-input">
        <option value="" disabled>
          Choose a group
        </option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
      {error(name)}
    </div>
  );

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="mt-5 space-y-4" encType="multipart/form-data">
      <div className="grid gap-4 sm:grid-cols-2">
        {groupSelect("fromGroupId", "From group")}
        {groupSelect("toGroupId", "To group")}
      </div>
      <div>
        <label htmlFor="transfer-memberName" className="field-label">
          Member name
        </label>
        <input
          {...field("memberName")}
          type="text"
          autoComplete="name"
          maxLength={80}
          defaultValue={defaultMemberName}
          className="field-input"
        />
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
      <button type="submit" className="btn-primary" disabled={!hydrated || sending}>
        {sending ? "Sending…" : "Submit transfer request"}
      </button>
      <FormStatus state={status} />
    </form>
  );
}
