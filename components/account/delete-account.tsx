"use client";

import { useActionState, useEffect, useId, useRef, useState } from "react";
import { Modal, ModalTrigger } from "@/components/ui/modal";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import { ACCOUNT_MESSAGES } from "@/lib/messages/account";
import { confirmsDeletion, DELETE_CONFIRMATION_MAX, DELETE_CONFIRMATION_WORD } from "@/lib/personal-data/rules";

const INPUT_ID = "delete-account-confirm";
const SUMMARY_ID = "delete-account-summary";
const ERROR_ID = "delete-account-error";

/**
 * "Delete my account" and its confirmation dialog. The user types DELETE (or their e-mail address);
 * the server checks it again and deletes nothing on a mismatch. The form posts to its server action,
 * so it works before JavaScript has loaded; success ends the session and leaves for the signed-out
 * confirmation page.
 */
export function DeleteAccount({ email, action }: { email: string; action: FormAction }) {
  const dialogId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const leaving = pending || state.status === "success";
  // Open from the start when a form sent without JavaScript came back refused.
  const [open, setOpen] = useState(state.status === "error");
  const [typed, setTyped] = useState("");
  const [checkError, setCheckError] = useState<string | null>(null);
  const [shownState, setShownState] = useState(state);
  if (state !== shownState) {
    setShownState(state);
    setCheckError(null);
  }
  const input = useRef<HTMLInputElement>(null);
  const error = checkError ?? (state.status === "error" ? (state.message ?? null) : null);

  // After the dialog has opened (its effect runs before this one), the confirmation box takes focus;
  // it is described by the summary, so a screen reader reads what is about to happen.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open, state]);

  function show() {
    setTyped("");
    setCheckError(null);
    setOpen(true);
  }

  function close() {
    if (!pending) setOpen(false);
  }

  function check(event: React.FormEvent<HTMLFormElement>) {
    if (confirmsDeletion(typed, email)) return;
    event.preventDefault();
    setCheckError(ACCOUNT_MESSAGES.confirmDeletion);
    input.current?.focus();
  }

  return (
    <>
      <ModalTrigger dialogId={dialogId} className="btn bg-red-700 text-white hover:bg-red-800" onClick={show}>
        Delete my account
      </ModalTrigger>
      <Modal id={dialogId} open={open} title="Delete your account?" onClose={close} onOpen={show}>
        <div id={SUMMARY_ID}>
          <p>
            This deletes your account and your data for good, and signs you out. It cannot be undone: your posts, likes,
            answers, certificates, transfer requests, uploaded files and any time left on your plan go with it.
          </p>
          <p className="mt-3">
            Your voucher is not given back: it stays counted, so it cannot go to someone else or, once your address is
            confirmed, to a new account with this e-mail address. Payment records are kept without your name or e-mail,
            because tax law requires it.
          </p>
        </div>
        <form action={formAction} onSubmit={check} noValidate className="mt-5 space-y-3">
          <label htmlFor={INPUT_ID} className="field-label">
            Type {DELETE_CONFIRMATION_WORD} or your e-mail address to confirm
          </label>
          <input
            ref={input}
            id={INPUT_ID}
            name="confirm"
            className="field-input"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={DELETE_CONFIRMATION_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ERROR_ID} ${SUMMARY_ID}` : SUMMARY_ID}
            readOnly={leaving}
          />
          {error ? (
            <p id={ERROR_ID} role="alert" className="field-error">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <button type="submit" className="btn flex-1 bg-red-700 text-white hover:bg-red-800" disabled={pending}>
              {leaving ? "Deleting…" : "Delete my account for good"}
            </button>
            <button
              type="button"
              className="btn-secondary flex-1"
              commandfor={dialogId}
              command="close"
              onClick={close}
              disabled={pending}
            >
              Cancel
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
