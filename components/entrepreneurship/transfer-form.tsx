"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import { FormStatus } from "@/components/ui/form-status";
import { AGREEMENT_LIMITS } from "@/lib/entrepreneurship/agreement-limits";
import type { ScopeId } from "@/lib/entrepreneurship/arenas";
import { TRANSFERS_API } from "@/lib/entrepreneurship/pages";
import { formStateFromAnswer, initialFormState, NOTICE_ANCHOR, type FormState } from "@/lib/forms/form-state";
import { ENTREPRENEURSHIP_MESSAGES } from "@/lib/messages/entrepreneurship";
import { REQUEST_MESSAGES } from "@/lib/messages/request";

const transferMessages = ENTREPRENEURSHIP_MESSAGES.transfer;

type Field = "fromGroupId" | "toGroupId" | "memberId" | "transferDate" | "agreement";

/**
 * The transfer request. A file goes to its route handler as a native multipart post, so the form
 * works before JavaScript has loaded (the handler answers with the page again, and its answer beside
 * the form: `notice`). Once the script runs, the form is sent in the background instead, after the
 * file's size is checked here so a wrong one is not sent over mobile data.
 */
export function TransferForm({
  scope,
  fromGroup,
  toGroups,
  members,
  notice,
}: {
  scope: ScopeId;
  /** The learner's own group in the arena: a request moves one of its members. */
  fromGroup: { id: string; name: string };
  toGroups: { id: string; name: string }[];
  members: { membershipId: string; name: string; you: boolean }[];
  /** The answer to a request sent without JavaScript, from the page's address. */
  notice: FormState | null;
}) {
  const router = useRouter();
  const [state, setState] = useState<FormState>(notice ?? initialFormState);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const agreement = data.get("agreement");
    const tooBig = agreement instanceof File && agreement.size > AGREEMENT_LIMITS.maxBytes;
    if (!(agreement instanceof File) || agreement.size === 0 || tooBig) {
      const message = tooBig
        ? transferMessages.agreementTooLarge(AGREEMENT_LIMITS.label)
        : transferMessages.missingAgreement;
      setState({
        status: "error",
        message: ENTREPRENEURSHIP_MESSAGES.invalidForm,
        fieldErrors: { agreement: message },
      });
      return;
    }
    setSending(true);
    let next: FormState;
    try {
      const response = await fetch(TRANSFERS_API, { method: "POST", body: data });
      next = formStateFromAnswer(response.ok, await response.json().catch(() => null), REQUEST_MESSAGES.serverError);
    } catch {
      next = { status: "error", message: REQUEST_MESSAGES.network };
    }
    setSending(false);
    setState(next);
    if (next.status === "success") {
      form.reset();
      router.refresh();
    }
  }

  const errors = (state.status === "error" && state.fieldErrors) || {};
  const shown: FormState = useMemo(
    () =>
      state.status === "error" && state.fieldErrors && Object.keys(state.fieldErrors).length
        ? { ...state, message: ENTREPRENEURSHIP_MESSAGES.invalidForm }
        : state,
    [state],
  );
  const field = (name: Field) => fieldAttributes("transfer", name, errors[name]);
  const error = (name: Field) => <FieldError formId="transfer" name={name} message={errors[name]} />;

  return (
    <form
      method="post"
      action={TRANSFERS_API}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      className="mt-5 space-y-4"
    >
      <input type="hidden" name="scope" value={scope} />
      <input type="hidden" name="fromGroupId" value={fromGroup.id} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="transfer-from" className="field-label">
            From group
          </label>
          {/* Your own group, shown, not chosen: its id travels in the hidden field above. */}
          <input
            id="transfer-from"
            type="text"
            readOnly
            value={fromGroup.name}
            aria-invalid={errors.fromGroupId ? true : undefined}
            aria-describedby={errors.fromGroupId ? "transfer-fromGroupId-error" : undefined}
            className="field-input bg-surface"
          />
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
            {toGroups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
          {error("toGroupId")}
        </div>
      </div>
      <div>
        <label htmlFor="transfer-memberId" className="field-label">
          Member to move
        </label>
        <select
          {...field("memberId")}
          defaultValue={members.find((member) => member.you)?.membershipId}
          className="field-input"
        >
          {members.map((member) => (
            <option key={member.membershipId} value={member.membershipId}>
              {member.you ? `${member.name} (you)` : member.name}
            </option>
          ))}
        </select>
        {error("memberId")}
      </div>
      <div>
        <label htmlFor="transfer-transferDate" className="field-label">
          Preferred transfer date
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
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? "Sending…" : "Submit transfer request"}
      </button>
      <FormStatus state={shown} id={notice ? NOTICE_ANCHOR : undefined} />
    </form>
  );
}
