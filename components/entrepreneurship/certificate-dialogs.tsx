"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useId, useRef, useState } from "react";
import { announce } from "@/components/ui/announcer";
import { DeleteButtons } from "@/components/ui/delete-buttons";
import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import { FormStatus } from "@/components/ui/form-status";
import { Modal, ModalTrigger } from "@/components/ui/modal";
import { CERTIFICATE_TYPES, type CertificateTypeId, type ScopeId } from "@/lib/entrepreneurship/arenas";
import type { CertificateView } from "@/lib/entrepreneurship/certificates";
import { CERTIFICATES_HEADING_ID } from "@/lib/entrepreneurship/pages";
import { initialFormState, type FormAction, type FormState } from "@/lib/forms/form-state";
import { ENTREPRENEURSHIP_MESSAGES } from "@/lib/messages/entrepreneurship";

/** The server actions behind the dialogs (app/(dashboard)/entrepreneurship-education-dashboard/actions.ts). */
export interface CertificateFormActions {
  add: FormAction;
  edit: FormAction;
  remove: FormAction;
}

type Field = "type" | "name" | "issuer" | "monthYear" | "link" | "lessons";

/**
 * Runs `onSuccess` once for each successful answer of a form. The table is then refreshed from the
 * server: a form sent before JavaScript had loaded gets a whole new page instead.
 */
function useOnSuccess(state: FormState, onSuccess: (message: string) => void) {
  const router = useRouter();
  useEffect(() => {
    if (state.status !== "success") return;
    onSuccess(state.message ?? "");
    router.refresh();
    // Only a new answer from the server counts, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
}

/** The Add Certificate button and its dialog, for the arena and type tab being viewed. */
export function AddCertificateButton({
  scope,
  type,
  actions,
}: {
  scope: ScopeId;
  type: CertificateTypeId;
  actions: CertificateFormActions;
}) {
  const dialogId = useId();
  const [state, formAction, pending] = useActionState(actions.add, initialFormState);
  // Open from the start when the server answered a form sent without JavaScript with a refusal.
  const [open, setOpen] = useState(state.status === "error");
  useOnSuccess(state, (message) => {
    setOpen(false);
    announce(message);
  });
  return (
    <>
      <ModalTrigger dialogId={dialogId} className="btn-primary" onClick={() => setOpen(true)}>
        Add Certificate
      </ModalTrigger>
      <Modal
        id={dialogId}
        open={open}
        title="Add Certificate"
        onClose={() => setOpen(false)}
        onOpen={() => setOpen(true)}
      >
        <CertificateForm
          action={formAction}
          pending={pending}
          state={state}
          scope={scope}
          type={type}
          dialogId={dialogId}
        />
      </Modal>
    </>
  );
}

/** Edit and Delete for one of the learner's own certificates. */
export function CertificateActions({
  certificate,
  actions,
}: {
  certificate: CertificateView;
  actions: CertificateFormActions;
}) {
  const editId = useId();
  const deleteId = useId();
  const [editState, editAction, editing] = useActionState(actions.edit, initialFormState);
  const [deleteState, deleteAction, deleting] = useActionState(actions.remove, initialFormState);
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(
    editState.status === "error" ? "edit" : deleteState.status === "error" ? "delete" : null,
  );
  useOnSuccess(editState, (message) => {
    setDialog(null);
    announce(message);
  });
  // The answer to a deletion usually arrives with the page refreshed: the row, and this component,
  // are gone at once. Then the announcement comes from here on the way out, and focus moves to the
  // table's heading (the button it would return to is gone with the row).
  const deleteSent = useRef(false);
  useEffect(
    () => () => {
      if (deleteSent.current) announce(ENTREPRENEURSHIP_MESSAGES.certificate.deleted, CERTIFICATES_HEADING_ID);
    },
    [],
  );
  useEffect(() => {
    if (deleteState.status === "error") deleteSent.current = false;
  }, [deleteState]);
  // Should the answer come without the refresh, the dialog closes and the refresh follows.
  useOnSuccess(deleteState, () => setDialog(null));

  return (
    <div className="flex flex-wrap gap-2">
      <ModalTrigger
        dialogId={editId}
        className="btn-secondary min-h-9 px-3 py-1 text-sm"
        onClick={() => setDialog("edit")}
      >
        Edit<span className="sr-only"> {certificate.name}</span>
      </ModalTrigger>
      <ModalTrigger
        dialogId={deleteId}
        className="btn min-h-9 border border-red-700 bg-white px-3 py-1 text-sm text-red-700 hover:bg-red-50"
        onClick={() => setDialog("delete")}
      >
        Delete<span className="sr-only"> {certificate.name}</span>
      </ModalTrigger>
      <Modal
        id={editId}
        open={dialog === "edit"}
        title="Edit certificate"
        onClose={() => setDialog(null)}
        onOpen={() => setDialog("edit")}
      >
        <CertificateForm
          action={editAction}
          pending={editing}
          state={editState}
          certificate={certificate}
          dialogId={editId}
        />
      </Modal>
      <Modal
        id={deleteId}
        open={dialog === "delete"}
        title="Delete certificate?"
        onClose={() => setDialog(null)}
        onOpen={() => setDialog("delete")}
      >
        <p>
          <strong>{certificate.name}</strong> from {certificate.issuer} will be removed from your certificates. This
          cannot be undone.
        </p>
        <form
          action={deleteAction}
          onSubmit={() => {
            deleteSent.current = true;
          }}
        >
          <input type="hidden" name="id" value={certificate.id} />
          {deleteState.status === "error" ? (
            <p role="alert" className="field-error mt-3">
              {deleteState.message}
            </p>
          ) : null}
          <DeleteButtons
            dialogId={deleteId}
            deleting={deleting}
            label="Delete certificate"
            onCancel={() => setDialog(null)}
          />
        </form>
      </Modal>
    </div>
  );
}

type FormProps = {
  action: (formData: FormData) => void;
  pending: boolean;
  state: FormState;
  dialogId: string;
} & ({ scope: ScopeId; type: CertificateTypeId; certificate?: undefined } | { certificate: CertificateView });

/** Add or edit: the server checks the fields and its messages show by each one. */
function CertificateForm(props: FormProps) {
  const { action, pending, state, dialogId } = props;
  const certificate = props.certificate;
  const formId = certificate ? `certificate-${certificate.id}` : "certificate";
  const errors = state.status === "error" ? (state.fieldErrors ?? {}) : {};
  const value = (name: Field, saved: string | null | undefined) => state.values?.[name] ?? saved ?? "";
  const field = (name: Field) => fieldAttributes(formId, name, errors[name]);
  const error = (name: Field) => <FieldError formId={formId} name={name} message={errors[name]} />;
  const status: FormState =
    state.status === "error" && Object.keys(errors).length
      ? { ...state, message: ENTREPRENEURSHIP_MESSAGES.invalidForm }
      : state;

  return (
    <form action={action} noValidate className="space-y-4">
      {certificate ? (
        <input type="hidden" name="id" value={certificate.id} />
      ) : (
        <input type="hidden" name="scope" value={props.scope} />
      )}
      <div>
        <label htmlFor={`${formId}-type`} className="field-label">
          Certificate type
        </label>
        <select
          {...field("type")}
          defaultValue={value("type", certificate?.type ?? ("type" in props ? props.type : undefined))}
          className="field-input"
        >
          {CERTIFICATE_TYPES.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </select>
        {error("type")}
      </div>
      <div>
        <label htmlFor={`${formId}-name`} className="field-label">
          Certificate name <span className="font-normal text-muted">(required)</span>
        </label>
        <input
          {...field("name")}
          type="text"
          required
          maxLength={120}
          defaultValue={value("name", certificate?.name)}
          className="field-input"
        />
        {error("name")}
      </div>
      <div>
        <label htmlFor={`${formId}-issuer`} className="field-label">
          Issuer <span className="font-normal text-muted">(required)</span>
        </label>
        <input
          {...field("issuer")}
          type="text"
          required
          maxLength={120}
          defaultValue={value("issuer", certificate?.issuer)}
          className="field-input"
        />
        {error("issuer")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${formId}-monthYear`} className="field-label">
            Month and year <span className="font-normal text-muted">(optional)</span>
          </label>
          <input
            {...field("monthYear")}
            type="month"
            placeholder="YYYY-MM"
            defaultValue={value("monthYear", certificate?.monthYear)}
            className="field-input"
          />
          {error("monthYear")}
        </div>
        <div>
          <label htmlFor={`${formId}-link`} className="field-label">
            Link <span className="font-normal text-muted">(optional)</span>
          </label>
          <input
            {...field("link")}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={500}
            defaultValue={value("link", certificate?.link)}
            className="field-input"
          />
          {error("link")}
        </div>
      </div>
      <div>
        <label htmlFor={`${formId}-lessons`} className="field-label">
          Lessons <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          {...field("lessons")}
          rows={3}
          maxLength={1000}
          defaultValue={value("lessons", certificate?.lessons)}
          className="field-input"
        />
        {error("lessons")}
      </div>
      <FormStatus state={status.status === "success" ? initialFormState : status} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Saving…" : certificate ? "Save changes" : "Save certificate"}
        </button>
        <button type="button" className="btn-secondary" commandfor={dialogId} command="close">
          Cancel
        </button>
      </div>
    </form>
  );
}
