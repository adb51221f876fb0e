"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useId, useRef, useState } from "react";
import { announce } from "@/components/ui/announcer";
import { DeleteButtons } from "@/components/ui/delete-buttons";
import { FormStatus } from "@/components/ui/form-status";
import { Modal, ModalTrigger } from "@/components/ui/modal";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import { VENTING_MESSAGES } from "@/lib/messages/venting";
import { MAX_REPORT_NOTE, REPORT_REASONS } from "@/lib/venting/report-reasons";
import { CrisisHelp } from "./crisis-help";

/** The server actions behind a post's Report and Delete (app/(dashboard)/venting-room-dashboard/actions.ts). */
export interface PostFormActions {
  report: FormAction<{ crisisHelp: boolean }>;
  remove: FormAction;
}

/** Where focus goes when a deleted post's card is gone. */
export const FEED_HEADING_ID = "feed-heading";

const smallButton = "btn-secondary min-h-9 px-3 py-1 text-sm";

/**
 * Report another member's post: why, and an optional note. The answer stays in the dialog (with
 * the crisis lines after a report of risk of harm); the feed shows the post as reported behind it.
 */
export function ReportPost({
  postId,
  action,
  label,
  reported,
}: {
  postId: string;
  action: PostFormActions["report"];
  label: string;
  /** Already reported by this member: no button, but the dialog stays to show its answer. */
  reported: boolean;
}) {
  const router = useRouter();
  const dialogId = useId();
  const ids = { reason: useId(), note: useId(), noteHint: useId() };
  const [state, formAction, pending] = useActionState(action, initialFormState);
  // Open from the start when the server answered a form sent without JavaScript.
  const [open, setOpen] = useState(state.status !== "idle");
  // Each answer reopens the dialog to show it (one sent before JavaScript comes with the page).
  const [shownState, setShownState] = useState(state);
  if (state !== shownState) {
    setShownState(state);
    if (state.status !== "idle") setOpen(true);
  }

  const close = () => {
    setOpen(false);
    if (state.status === "success") router.refresh();
  };

  return (
    <>
      {reported ? null : (
        <ModalTrigger dialogId={dialogId} className={smallButton} onClick={() => setOpen(true)}>
          Report<span className="sr-only"> {label}</span>
        </ModalTrigger>
      )}
      <Modal id={dialogId} open={open} title="Report this post" onClose={close} onOpen={() => setOpen(true)}>
        {state.status === "success" ? (
          <div className="space-y-4">
            <FormStatus state={state} />
            {state.data?.crisisHelp ? <CrisisHelp level={3} id={`${dialogId}-crisis`} /> : null}
            <div className="flex justify-end">
              <button type="button" className="btn-primary" onClick={close} commandfor={dialogId} command="close">
                Done
              </button>
            </div>
          </div>
        ) : (
          <form action={formAction} noValidate className="space-y-4">
            <input type="hidden" name="postId" value={postId} />
            <fieldset aria-describedby={state.fieldErrors?.reason ? `${ids.reason}-error` : undefined}>
              <legend className="field-label">Why are you reporting it?</legend>
              <div className="mt-1 grid gap-2">
                {REPORT_REASONS.map((reason) => (
                  <label
                    key={reason.id}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={reason.id}
                      defaultChecked={state.values?.reason === reason.id}
                      required
                    />
                    {reason.label}
                  </label>
                ))}
              </div>
              {state.fieldErrors?.reason ? (
                <p id={`${ids.reason}-error`} className="field-error">
                  {state.fieldErrors.reason}
                </p>
              ) : null}
            </fieldset>
            <div>
              <label htmlFor={ids.note} className="field-label">
                Anything a moderator should know? (optional)
              </label>
              <textarea
                id={ids.note}
                name="note"
                rows={3}
                maxLength={MAX_REPORT_NOTE}
                defaultValue={state.values?.note ?? ""}
                aria-describedby={state.fieldErrors?.note ? `${ids.note}-error ${ids.noteHint}` : ids.noteHint}
                aria-invalid={state.fieldErrors?.note ? true : undefined}
                className="field-input"
              />
              {state.fieldErrors?.note ? (
                <p id={`${ids.note}-error`} className="field-error">
                  {state.fieldErrors.note}
                </p>
              ) : null}
              <p id={ids.noteHint} className="mt-1 text-sm text-muted">
                The poster is never told who reported them. If someone is in danger right now, call 112.
              </p>
            </div>
            <FormStatus state={state} />
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" className="btn-secondary" commandfor={dialogId} command="close" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="btn-primary" disabled={pending}>
                {pending ? "Sending…" : "Send report"}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}

/** Delete one of the member's own posts, with its file, after a confirmation. */
export function DeletePost({
  postId,
  action,
  label,
}: {
  postId: string;
  action: PostFormActions["remove"];
  label: string;
}) {
  const router = useRouter();
  const dialogId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const [open, setOpen] = useState(state.status === "error");
  // The answer usually arrives with the feed refreshed and this card gone: then the announcement
  // comes from here on the way out, and focus moves to the feed's heading.
  const sent = useRef(false);
  useEffect(
    () => () => {
      if (sent.current) announce(VENTING_MESSAGES.postDeleted, FEED_HEADING_ID);
    },
    [],
  );
  // Should the answer come without the refresh, the dialog closes and the refresh follows.
  const [shownState, setShownState] = useState(state);
  if (state !== shownState) {
    setShownState(state);
    if (state.status === "success") setOpen(false);
  }
  useEffect(() => {
    if (state.status === "error") sent.current = false;
    if (state.status === "success") router.refresh();
  }, [state, router]);

  return (
    <>
      <ModalTrigger
        dialogId={dialogId}
        className="btn min-h-9 border border-red-700 bg-white px-3 py-1 text-sm text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        Delete<span className="sr-only"> {label}</span>
      </ModalTrigger>
      <Modal
        id={dialogId}
        open={open}
        title="Delete this post?"
        onClose={() => setOpen(false)}
        onOpen={() => setOpen(true)}
      >
        <p>Your post and its file are removed from the Venting Room for good, with its likes. This cannot be undone.</p>
        <form
          action={formAction}
          onSubmit={() => {
            sent.current = true;
          }}
        >
          <input type="hidden" name="postId" value={postId} />
          <FormStatus state={state.status === "error" ? state : initialFormState} />
          <DeleteButtons dialogId={dialogId} deleting={pending} label="Delete post" onCancel={() => setOpen(false)} />
        </form>
      </Modal>
    </>
  );
}
