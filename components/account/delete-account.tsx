"use client";

import { useEffect, useRef, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { useHydrated } from "@/components/ui/use-hydrated";
import { sendRequest } from "@/lib/http/send";
import { MESSAGES } from "@/lib/messages";
import { confirmsDeletion, DELETE_CONFIRMATION_MAX, DELETE_CONFIRMATION_WORD } from "@/lib/personal-data/rules";
import { ACCOUNT_DELETED_PATH } from "@/lib/routes";

const INPUT_ID = "delete-account-confirm";
const SUMMARY_ID = "delete-account-summary";
const ERROR_ID = "delete-account-error";

/**
 * "Delete my account" and its confirmation dialog. The user types DELETE (or their e-mail address);
 * the server checks it again and deletes nothing on a mismatch. Success ends the session and leaves
 * for the signed-out confirmation page.
 */
export function DeleteAccount({ email }: { email: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // After the dialog has opened (its effect runs before this one), the confirmation box takes focus;
  // it is described by the summary, so a screen reader reads what is about to happen.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function show() {
    setTyped("");
    setError(null);
    setOpen(true);
  }

  function close() {
    if (!busy) setOpen(false);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmsDeletion(typed, email)) {
      setError(MESSAGES.account.confirmDeletion);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const result = await sendRequest<{ message: string; redirectTo?: string }>("/api/account", {
      method: "DELETE",
      json: { confirm: typed },
    });
    if (!result.ok) {
      setBusy(false);
      setError(result.error);
      input.current?.focus();
      return;
    }
    // A full page load: the session cookies are gone, so every part of the page starts signed out.
    window.location.assign(result.data.redirectTo ?? ACCOUNT_DELETED_PATH);
  }

  return (
    <>
      <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={show} disabled={!hydrated}>
        Delete my account
      </button>
      <Modal open={open} title="Delete your account?" onClose={close}>
        <div id={SUMMARY_ID}>
          <p>
            This deletes your account and your data for good, and signs you out. It cannot be undone: your posts, likes,
            answers, certificates, transfer requests, uploaded files and any time left on your plan go with it.
          </p>
          <p className="mt-3">
            Your voucher is not given back: it stays counted, so it cannot go to someone else or to a new account with
            this e-mail address. Payment records are kept without your name or e-mail, because tax law requires it.
          </p>
        </div>
        <form onSubmit={submit} noValidate className="mt-5 space-y-3">
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
            readOnly={busy}
          />
          {error ? (
            <p id={ERROR_ID} role="alert" className="field-error">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <button type="submit" className="btn flex-1 bg-red-700 text-white hover:bg-red-800" disabled={busy}>
              {busy ? "Deleting…" : "Delete my account for good"}
            </button>
            <button type="button" className="btn-secondary flex-1" onClick={close} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
