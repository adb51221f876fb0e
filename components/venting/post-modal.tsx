"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { loginRedirectPath } from "@/lib/auth/access-rules";
import { MESSAGES } from "@/lib/messages";
import { MEDIA_KIND_IDS, MEDIA_KINDS, megabytes, type MediaKind } from "@/lib/uploads/media-kinds";
import { TOPICS, type TopicId } from "@/lib/venting/topics";

type UploadState =
  | { status: "idle" }
  | { status: "uploading"; percent: number }
  | { status: "success" }
  | { status: "error"; message: string };

interface PostModalProps {
  open: boolean;
  topicId: TopicId;
  userEmail: string;
  onClose: () => void;
}

class UploadCancelled extends Error {}

/** Sends the form with XMLHttpRequest, the one browser API that reports upload progress (and can be stopped). */
function upload(
  request: XMLHttpRequest,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: { error?: string } }> {
  return new Promise((resolve, reject) => {
    request.open("POST", "/api/venting-room/upload-post");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      resolve({ status: request.status, body: (request.response as { error?: string } | null) ?? {} });
    request.onerror = () => reject(new Error(MESSAGES.signup.network));
    request.onabort = () => reject(new UploadCancelled());
    request.send(form);
  });
}

/** The post modal (spec 2.10, section 4): choose a kind of file and a file, then idle, uploading, success or error. */
export function PostModal({ open, topicId, userEmail, onClose }: PostModalProps) {
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const inFlight = useRef<XMLHttpRequest | null>(null);
  const [topic, setTopic] = useState<TopicId>(topicId);
  const [kind, setKind] = useState<MediaKind>("image");
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const ids = { topic: useId(), file: useId(), hint: useId(), status: useId() };

  // Each opening starts afresh, in the topic it was opened from.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setTopic(topicId);
      setState({ status: "idle" });
    }
  }

  const fail = (message: string) => setState({ status: "error", message: MESSAGES.venting.uploadFailed(message) });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const file = fileInput.current?.files?.[0];
    if (!file || !userEmail) return setState({ status: "error", message: MESSAGES.venting.missingUpload });
    // Checked here too so a phone never spends data on a file the server would refuse for its size.
    const limits = MEDIA_KINDS[kind];
    if (file.size > limits.maxBytes) return fail(MESSAGES.venting.tooLarge(limits.label, megabytes(limits.maxBytes)));

    const form = new FormData();
    form.set("file", file);
    form.set("topicId", topic);
    form.set("userEmail", userEmail);
    form.set("fileType", kind);
    setState({ status: "uploading", percent: 0 });
    const request = (inFlight.current = new XMLHttpRequest());
    try {
      const { status, body } = await upload(request, form, (percent) => setState({ status: "uploading", percent }));
      if (status === 401) {
        window.location.assign(loginRedirectPath(window.location.pathname));
        return;
      }
      if (status < 200 || status >= 300) return fail(body.error || MESSAGES.voucher.httpError(status));
      setState({ status: "success" });
      if (fileInput.current) fileInput.current.value = "";
      router.refresh();
    } catch (caught) {
      if (caught instanceof UploadCancelled) setState({ status: "idle" });
      else fail(caught instanceof Error ? caught.message : MESSAGES.request.serverError);
    } finally {
      inFlight.current = null;
    }
  }

  /** Stops a running upload (a wrong or slow file should not keep using mobile data), else closes. */
  function closeOrCancel() {
    if (inFlight.current) inFlight.current.abort();
    else onClose();
  }

  const busy = state.status === "uploading";
  const limits = MEDIA_KINDS[kind];

  return (
    <Modal open={open} title="Post to the Venting Room" onClose={closeOrCancel} showClose={false}>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={busy} className="space-y-4">
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
          <fieldset>
            <legend className="field-label">What are you posting?</legend>
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
              {kind === "image" ? "an image" : kind === "audio" ? "an audio file" : `a ${limits.label.toLowerCase()}`}
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
                : "Files can carry hidden details (a document's author, where a video was recorded): remove them first if they could identify you."}
            </p>
          </div>
        </fieldset>

        {state.status === "uploading" ? (
          <div className="mt-4">
            <label htmlFor={`${ids.status}-progress`} className="text-sm font-medium">
              Upload progress: {state.percent}%
            </label>
            <progress
              id={`${ids.status}-progress`}
              max={100}
              value={state.percent}
              className="mt-1 block h-2 w-full accent-brand-700"
            />
          </div>
        ) : null}
        {/* Announces the start and the outcome once, not every percent. */}
        <div id={ids.status} className="mt-4" aria-live="polite">
          {state.status === "uploading" ? <p className="sr-only">Uploading…</p> : null}
          {state.status === "success" ? (
            <p className="font-medium text-brand-700">{MESSAGES.venting.uploaded}</p>
          ) : null}
          {state.status === "error" ? (
            <p role="alert" className="field-error">
              {state.message}
            </p>
          ) : null}
        </div>

        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={closeOrCancel} className="btn-secondary">
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
