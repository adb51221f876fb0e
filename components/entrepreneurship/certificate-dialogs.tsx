"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { flushSync } from "react-dom";
import { announce } from "@/components/ui/announcer";
import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import { FormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { useHydrated } from "@/components/ui/use-hydrated";
import { CERTIFICATE_TYPES, type CertificateTypeId, type ScopeId } from "@/lib/entrepreneurship/arenas";
import type { CertificateView } from "@/lib/entrepreneurship/certificates";
import { CERTIFICATES_HEADING_ID } from "@/lib/entrepreneurship/pages";
import { initialFormState, type FormState } from "@/lib/forms/form-state";
import { sendRequest } from "@/lib/http/send";
import { MESSAGES } from "@/lib/messages";

const ENDPOINT = "/api/dashboard/entrepreneurship/certifications";
const FIELDS = ["type", "name", "issuer", "monthYear", "link", "lessons"] as const;
type Field = (typeof FIELDS)[number];

/** The Add Certificate button and its modal, for the arena and type tab being viewed. */
export function AddCertificateButton({ scope, type }: { scope: ScopeId; type: CertificateTypeId }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)} disabled={!hydrated}>
        Add Certificate
      </button>
      <Modal open={open} title="Add Certificate" onClose={() => setOpen(false)}>
        <CertificateForm scope={scope} initial={{ type }} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

/** Edit and Delete for one of the learner's own certificates. */
export function CertificateActions({ certificate }: { certificate: CertificateView }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function open(which: "edit" | "delete") {
    setError(null);
    setDialog(which);
  }

  async function remove() {
    setDeleting(true);
    setError(null);
    const result = await sendRequest<{ message: string }>(`${ENDPOINT}/${certificate.id}`, { method: "DELETE" });
    setDeleting(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    // The row (and the button focus would return to) is about to go: focus moves to the table's heading,
    // once the dialog has closed (closing returns focus to the Delete button).
    flushSync(() => setDialog(null));
    announce(result.data.message, CERTIFICATES_HEADING_ID);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-secondary min-h-9 px-3 py-1 text-sm"
        onClick={() => open("edit")}
        disabled={!hydrated}
      >
        Edit<span className="sr-only"> {certificate.name}</span>
      </button>
      <button
        type="button"
        className="btn min-h-9 border border-red-700 bg-white px-3 py-1 text-sm text-red-700 hover:bg-red-50"
        onClick={() => open("delete")}
        disabled={!hydrated}
      >
        Delete<span className="sr-only"> {certificate.name}</span>
      </button>
      <Modal open={dialog === "edit"} title="Edit certificate" onClose={() => setDialog(null)}>
        <CertificateForm certificate={certificate} onDone={() => setDialog(null)} />
      </Modal>
      <Modal open={dialog === "delete"} title="Delete certificate?" onClose={() => setDialog(null)}>
        <p>
          <strong>{certificate.name}</strong> from {certificate.issuer} will be removed from your certificates. This
          cannot be undone.
        </p>
        {error ? (
          <p role="alert" className="field-error mt-3">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn bg-red-700 text-white hover:bg-red-800"
            onClick={remove}
            disabled={deleting}
          >
            {deleting ? "Deleting…" : "Delete certificate"}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setDialog(null)}>
            Cancel
          </button>
        </div>
      </Modal>
    </div>
  );
}

type FormProps =
  | { scope: ScopeId; initial: { type: CertificateTypeId }; certificate?: undefined; onDone: () => void }
  | { scope?: undefined; initial?: undefined; certificate: CertificateView; onDone: () => void };

/** Add or edit: the server checks the fields (its messages show by each one), then the table is refreshed. */
function CertificateForm({ scope, initial, certificate, onDone }: FormProps) {
  const router = useRouter();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<FormState>(initialFormState);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? "")]));
    setStatus(initialFormState);
    setSaving(true);
    const result = certificate
      ? await sendRequest<{ message: string }>(`${ENDPOINT}/${certificate.id}`, { method: "PATCH", json: values })
      : await sendRequest<{ message: string }>(ENDPOINT, { method: "POST", json: { ...values, scope } });
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setStatus({
        status: "error",
        message: Object.keys(result.fieldErrors).length ? MESSAGES.entrepreneurship.invalidForm : result.error,
      });
      return;
    }
    setErrors({});
    onDone();
    announce(result.data.message);
    router.refresh();
  }

  const field = (name: Field) => fieldAttributes("certificate", name, errors[name]);
  const error = (name: Field) => <FieldError formId="certificate" name={name} message={errors[name]} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor="certificate-type" className="field-label">
          Certificate type
        </label>
        <select {...field("type")} defaultValue={certificate?.type ?? initial?.type} className="field-input">
          {CERTIFICATE_TYPES.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </select>
        {error("type")}
      </div>
      <div>
        <label htmlFor="certificate-name" className="field-label">
          Certificate name <span className="font-normal text-muted">(required)</span>
        </label>
        <input
          {...field("name")}
          type="text"
          required
          maxLength={120}
          defaultValue={certificate?.name}
          className="field-input"
        />
        {error("name")}
      </div>
      <div>
        <label htmlFor="certificate-issuer" className="field-label">
          Issuer <span className="font-normal text-muted">(required)</span>
        </label>
        <input
          {...field("issuer")}
          type="text"
          required
          maxLength={120}
          defaultValue={certificate?.issuer}
          className="field-input"
        />
        {error("issuer")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="certificate-monthYear" className="field-label">
            Month and year <span className="font-normal text-muted">(optional)</span>
          </label>
          <input
            {...field("monthYear")}
            type="month"
            placeholder="YYYY-MM"
            defaultValue={certificate?.monthYear ?? ""}
            className="field-input"
          />
          {error("monthYear")}
        </div>
        <div>
          <label htmlFor="certificate-link" className="field-label">
            Link <span className="font-normal text-muted">(optional)</span>
          </label>
          <input
            {...field("link")}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={500}
            defaultValue={certificate?.link ?? ""}
            className="field-input"
          />
          {error("link")}
        </div>
      </div>
      <div>
        <label htmlFor="certificate-lessons" className="field-label">
          Lessons <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          {...field("lessons")}
          rows={3}
          maxLength={1000}
          defaultValue={certificate?.lessons ?? ""}
          className="field-input"
        />
        {error("lessons")}
      </div>
      <FormStatus state={status} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? "Saving…" : certificate ? "Save changes" : "Save certificate"}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
