"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { useHydrated } from "@/components/ui/use-hydrated";
import { fieldErrorsOf } from "@/lib/actions/validated-action";
import { CERTIFICATE_TYPES, type CertificateTypeId, type ScopeId } from "@/lib/entrepreneurship/arenas";
import type { CertificateView } from "@/lib/entrepreneurship/certificates";
import { sendRequest } from "@/lib/http/send";
import { MESSAGES } from "@/lib/messages";
import { certificateSchema, certificateUpdateSchema } from "@/lib/validations/entrepreneurship";

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

  async function remove() {
    setDeleting(true);
    setError(null);
    const result = await sendRequest(`${ENDPOINT}/${certificate.id}`, { method: "DELETE" });
    setDeleting(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setDialog(null);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-secondary min-h-9 px-3 py-1 text-sm" onClick={() => setDialog("edit")} disabled={!hydrated}>
        Edit<span className="sr-only"> {certificate.name}</span>
      </button>
      <button
        type="button"
        className="btn min-h-9 border border-red-700 bg-white px-3 py-1 text-sm text-red-700 hover:bg-red-50"
        onClick={() => setDialog("delete")}
        disabled={!hydrated}
      >
        Delete<span className="sr-only"> {certificate.name}</span>
      </button>
      <Modal open={dialog === "edit"} title="Edit certificate" onClose={() => setDialog(null)}>
        <CertificateForm certificate={certificate} onDone={() => setDialog(null)} />
      </Modal>
      <Modal open={dialog === "delete"} title="Delete certificate?" onClose={() => setDialog(null)}>
        <p>
          <strong>{certificate.name}</strong> from {certificate.issuer} will be removed from your certificates. This cannot be undone.
        </p>
        {error ? (
          <p role="alert" className="field-error mt-3">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={remove} disabled={deleting}>
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

/** Add or edit: checked here with the server's schema, then saved and the table refreshed. */
function CertificateForm({ scope, initial, certificate, onDone }: FormProps) {
  const router = useRouter();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ kind: "idle" | "saving" | "error"; message?: string }>({ kind: "idle" });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? "")]));
    const parsed = certificate ? certificateUpdateSchema.safeParse(values) : certificateSchema.safeParse({ ...values, scope });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      setStatus({ kind: "error", message: MESSAGES.entrepreneurship.invalidForm });
      return;
    }
    setErrors({});
    setStatus({ kind: "saving" });
    const result = certificate
      ? await sendRequest(`${ENDPOINT}/${certificate.id}`, { method: "PATCH", json: parsed.data })
      : await sendRequest(ENDPOINT, { method: "POST", json: parsed.data });
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setStatus({ kind: "error", message: result.error });
      return;
    }
    onDone();
    router.refresh();
  }

  const field = (name: Field) => ({
    id: `certificate-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `certificate-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    errors[name] ? (
      <p id={`certificate-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

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
        <input {...field("name")} type="text" required maxLength={120} defaultValue={certificate?.name} className="field-input" />
        {error("name")}
      </div>
      <div>
        <label htmlFor="certificate-issuer" className="field-label">
          Issuer <span className="font-normal text-muted">(required)</span>
        </label>
        <input {...field("issuer")} type="text" required maxLength={120} defaultValue={certificate?.issuer} className="field-input" />
        {error("issuer")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="certificate-monthYear" className="field-label">
            Month and year <span className="font-normal text-muted">(optional)</span>
          </label>
          <input {...field("monthYear")} type="month" placeholder="YYYY-MM" defaultValue={certificate?.monthYear ?? ""} className="field-input" />
          {error("monthYear")}
        </div>
        <div>
          <label htmlFor="certificate-link" className="field-label">
            Link <span className="font-normal text-muted">(optional)</span>
          </label>
          <input {...field("link")} type="url" inputMode="url" placeholder="https://" maxLength={500} defaultValue={certificate?.link ?? ""} className="field-input" />
          {error("link")}
        </div>
      </div>
      <div>
        <label htmlFor="certificate-lessons" className="field-label">
          Lessons <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea {...field("lessons")} rows={3} maxLength={1000} defaultValue={certificate?.lessons ?? ""} className="field-input" />
        {error("lessons")}
      </div>
      <div aria-live="polite">
        {status.kind === "error" ? (
          <p role="alert" className="field-error">
            {status.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={status.kind === "saving"}>
          {status.kind === "saving" ? "Saving…" : certificate ? "Save changes" : "Save certificate"}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
