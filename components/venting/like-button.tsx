"use client";

import Heart from "lucide-react/icons/heart";
import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { httpError } from "@/lib/messages/shared";
import { VENTING_MESSAGES } from "@/lib/messages/venting";

interface LikeButtonProps {
  /** The PUT endpoint that takes {liked}. */
  endpoint: string;
  liked: boolean;
  likeCount: number;
  /** What is being liked, for screen readers ("post", "trending item"). */
  label: string;
  /**
   * Told every state the button shows (at once, then what the server settled on, or the old state back),
   * for a parent that outlives it: a slideshow makes the button afresh when a slide comes back.
   */
  onChange?: (state: LikeState) => void;
}

interface LikeState {
  liked: boolean;
  likeCount: number;
}

/** A Like toggle: shows the new state at once, then settles on what the server counted. */
export function LikeButton({
  endpoint,
  liked: initialLiked,
  likeCount: initialCount,
  label,
  onChange,
}: LikeButtonProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<LikeState>({ liked: initialLiked, likeCount: initialCount });
  // A request still running for this item's earlier button settles through the parent's props.
  const [fromParent, setFromParent] = useState<LikeState>({ liked: initialLiked, likeCount: initialCount });
  if (fromParent.liked !== initialLiked || fromParent.likeCount !== initialCount) {
    setFromParent({ liked: initialLiked, likeCount: initialCount });
    setState({ liked: initialLiked, likeCount: initialCount });
  }
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const show = (next: LikeState) => {
    setState(next);
    onChange?.(next);
  };

  async function toggle() {
    // aria-disabled rather than disabled while a request runs, so keyboard focus stays on the button.
    if (pending) return;
    const previous = state;
    const wanted = !state.liked;
    show({ liked: wanted, likeCount: state.likeCount + (wanted ? 1 : -1) });
    setPending(true);
    setError(null);
    try {
      const response = await fetch(endpoint, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ liked: wanted }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(body.error || httpError(response.status));
      show({ liked: Boolean(body.liked), likeCount: Number(body.likeCount) });
    } catch (caught) {
      show(previous);
      setError(caught instanceof Error ? caught.message : VENTING_MESSAGES.loadContentFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <span className="inline-flex flex-col items-start">
      <button
        type="button"
        onClick={toggle}
        disabled={!hydrated}
        aria-disabled={pending}
        aria-pressed={state.liked}
        className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold transition ${
          state.liked
            ? "border-brand-700 bg-brand-700 text-white"
            : "border-line bg-white text-ink hover:border-brand-600"
        }`}
      >
        <Heart aria-hidden="true" size={16} fill={state.liked ? "currentColor" : "none"} />
        <span aria-hidden="true">{state.liked ? "Liked" : "Like"}</span>
        <span aria-hidden="true">{state.likeCount}</span>
        <span className="sr-only">
          Like this {label}, {state.likeCount} {state.likeCount === 1 ? "like" : "likes"}
        </span>
      </button>
      {error ? (
        <span role="alert" className="field-error mt-1 text-xs">
          {error}
        </span>
      ) : null}
    </span>
  );
}
