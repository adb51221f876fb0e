"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { loginRedirectPath } from "@/lib/auth/access-rules";
import { formStateFromAnswer, initialFormState, NOTICE_ANCHOR, type FormState } from "@/lib/forms/form-state";
import { REQUEST_MESSAGES } from "@/lib/messages/request";
import { httpError, NETWORK } from "@/lib/messages/shared";
import { VENTING_MESSAGES } from "@/lib/messages/venting";
import { megabytes } from "@/lib/uploads/file-size";
import { MEDIA_KIND_IDS, MEDIA_KINDS, type MediaKind } from "@/lib/venting/media-kinds";
import { UPLOAD_API } from "@/lib/venting/pages";
import { MAX_POST_TEXT } from "@/lib/venting/post-types";
import { TOPICS, type TopicId } from "@/lib/venting/topics";
import { CrisisHelp } from "./crisis-help";

interface PostModalProps {
  /** The dialog's id, for the buttons that open it (ModalTrigger). */
  id: string;
  open: boolean;
  topicId: TopicId;
  userEmail: string;
  onClose: () => void;
  onOpen: () => void;
  /** The answer to a post sent without JavaScript, from the page's address. */
  notice: FormState | null;
}

class UploadCancelled extends Error {}

/** Sends the form with XMLHttpRequest, the one browser API that reports upload progress (and can be stopped). */
function upload(
  request: XMLHttpRequest,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    request.open("POST", UPLOAD_API);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, body: request.response });
    request.onerror = () => reject(new Error(NETWORK));
    request.onabort = () => reject(new UploadCancelled());
    request.send(form);
  });
}

/**
 * The post modal (docs/product.md, Venting Room): words, a file, or both, then idle, uploading, success or
 * error. Choosing Emergency shows the crisis lines first.
 */
export function PostModal({ id, open, topicId, userEmail, onClose, onOpen, notice }: PostModalProps) {
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const inFlight = useRef<XMLHttpRequest | null>(null);
  const [topic, setTopic] = useState<TopicId>(topicId);
  const [kind, setKind] = useState<MediaKind>("image");
  const [state, setState] = useState<FormState>(() =>
    notice?.status === "error"
      ? { ...notice, message: VENTING_MESSAGES.uploadFailed(notice.message ?? "") }
      : (notice ?? initialFormState),
  );
  /** The share of the file sent so far while an upload runs; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const ids = { topic: useId(), text: useId(), textHint: useId(), file: useId(), hint: useId(), status: useId() };
  const textInput = useRef<HTMLTextAreaElement>(null);

  // Each opening starts afresh, in the topic it was opened from.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setTopic(topicId);
      setState(initialFormState);
    }
  }

  const fail = (message: string) => setState({ status: "error", message: VENTING_MESSAGES.uploadFailed(message) });

  /** With JavaScript, the post goes in the background with a progress bar; without it, the form posts itself. */
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const file = fileInput.current?.files?.[0];
    const text = textInput.current?.value.trim() ?? "";
    if (!userEmail) return setState({ status: "error", message: VENTING_MESSAGES.missingUpload });
    if (!file && !text) return setState({ status: "error", message: VENTING_MESSAGES.emptyPost });
    // Checked here too so a phone never spends data on a file the server would refuse for its size.
    const limits = MEDIA_KINDS[kind];
    if (file && file.size > limits.maxBytes)
      return fail(VENTING_MESSAGES.tooLarge(limits.label, megabytes(limits.maxBytes)));

    setState(initialFormState);
    setProgress(0);
    const request = (inFlight.current = new XMLHttpRequest());
    try {
      const { status, body } = await upload(request, new FormData(event.currentTarget), setProgress);
      if (status === 401) {
        window.location.assign(loginRedirectPath(window.location.pathname));
        return;
      }
      const answer = formStateFromAnswer(status >= 200 && status < 300, body, httpError(status));
      if (answer.status === "error") return fail(answer.message ?? httpError(status));
      setState({ status: "success", message: VENTING_MESSAGES.uploaded });
      if (fileInput.current) fileInput.current.value = "";
      if (textInput.current) textInput.current.value = "";
      router.refresh();
    } catch (caught) {
      if (!(caught instanceof UploadCancelled))
        fail(caught instanceof Error ? caught.message : REQUEST_MESSAGES.serverError);
    } finally {
      inFlight.current = null;
      setProgress(null);
    }
  }

  /** Stops a running upload (a wrong or slow file should not keep using mobile data), else closes. */
  function closeOrCancel() {
    if (inFlight.current) inFlight.current.abort();
    else onClose();
  }

  const busy = progress !== null;
  const limits = MEDIA_KINDS[kind];

  return (
    <Modal
      id={id}
      open={open}
      title="Post to the Venting Room"
      onClose={closeOrCancel}
      onOpen={onOpen}
      showClose={false}
    >
      <form method="post" action={UPLOAD_API} encType="multipart/form-data" onSubmit={submit} noValidate>
        <input type="hidden" name="userEmail" value={userEmail} />
        <fieldset disabled={busy} className="space-y-4">
          {topic === "emergency" ? <CrisisHelp level={3} id={`${id}-crisis`} /> : null}
          <div>
            <label htmlFor={ids.topic} className="field-label">
              Topic
            </label>
            <select
              id={ids.topic}
              name="topicId"
              value={topic}
              onChange={(event) => setTopic(event.target.value as TopicId)}
              className="field-input"
            >
              {TOPICS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.text} className="field-label">
              What&apos;s on your mind?
            </label>
            <textarea
              id={ids.text}
              ref={textInput}
              name="text"
              rows={4}
              maxLength={MAX_POST_TEXT}
              aria-describedby={ids.textHint}
              className="field-input"
            />
            <p id={ids.textHint} className="mt-1 text-sm text-muted">
              Write up to {MAX_POST_TEXT.toLocaleString("en-ZA")} characters, add a file below, or both.
            </p>
          </div>
          <fieldset>
            <legend className="field-label">Adding a file? What kind?</legend>
            <div className="mt-1 grid grid-cols-2 gap-2">
              {MEDIA_KIND_IDS.map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="fileType"
                    value={option}
                    checked={kind === option}
                    onChange={() => {
                      setKind(option);
                      if (fileInput.current) fileInput.current.value = "";
                    }}
                  />
                  {MEDIA_KINDS[option].label}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={ids.file} className="field-label">
              Choose{" "}
              {kind === "image" ? "an image" : kind === "audio" ? "an audio file" : `a ${limits.label.toLowerCase()}`}{" "}
              (optional)
            </label>
            <input
              id={ids.file}
              ref={fileInput}
              type="file"
              name="file"
              accept={limits.accept}
              aria-describedby={ids.hint}
              className="field-input"
            />
            <p id={ids.hint} className="mt-1 text-sm text-muted">
              {limits.formats}, up to {megabytes(limits.maxBytes)}.{" "}
              {kind === "image"
                ? "Location and camera details are removed from pictures."
                : "Hidden details that could identify you, such as a document's author, a song's artist or where a video was recorded, are removed before anyone else can see the file."}
            </p>
          </div>
        </fieldset>

        {busy ? (
          <div className="mt-4">
            <label htmlFor={`${ids.status}-progress`} className="text-sm font-medium">
              Upload progress: {progress}%
            </label>
            <progress
              id={`${ids.status}-progress`}
              max={100}
              value={progress}
              className="mt-1 block h-2 w-full accent-brand-700"
            />
          </div>
        ) : null}
        {/* Announces the start and the outcome once, not every percent. */}
        <div id={ids.status} className="mt-4">
          {busy ? (
            <p className="sr-only" aria-live="polite">
              Uploading…
            </p>
          ) : null}
          <FormStatus state={state} id={notice ? NOTICE_ANCHOR : undefined} />
        </div>

        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={closeOrCancel}
            className="btn-secondary"
            commandfor={id}
            command={busy ? undefined : "close"}
          >
            {busy ? "Cancel upload" : "Close"}
          </button>
          <button type="submit" aria-disabled={busy} className="btn-primary">
            {busy ? "Uploading…" : "Upload Post"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
