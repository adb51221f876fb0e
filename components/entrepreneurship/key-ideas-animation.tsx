"use client";

import { useEffect, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

const FRAME_MS = 5000;

/**
 * The module's key ideas as a short animation drawn by the browser: no video file, so nothing to
 * download on mobile data. It plays only when asked, can be paused at any time, and steps by hand.
 */
export function KeyIdeasAnimation({ title, ideas }: { title: string; ideas: string[] }) {
  const hydrated = useHydrated();
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Read out when the learner steps by hand, plays, pauses, and when it ends; while it plays, nothing is announced every few seconds.
  const [announcement, setAnnouncement] = useState("");
  const atStart = frame === 0;
  const atEnd = frame + 1 >= ideas.length;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => {
      if (frame + 1 < ideas.length) setFrame(frame + 1);
      else {
        setPlaying(false);
        setAnnouncement(`End of the key ideas: ${ideas.length} of ${ideas.length} shown.`);
      }
    }, FRAME_MS);
    return () => window.clearTimeout(timer);
  }, [playing, frame, ideas.length]);

  function play() {
    const from = frame + 1 >= ideas.length ? 0 : frame;
    setFrame(from);
    setPlaying(true);
    setAnnouncement(`Playing from idea ${from + 1} of ${ideas.length}.`);
  }

  function pause() {
    setPlaying(false);
    setAnnouncement(`Paused at idea ${frame + 1} of ${ideas.length}.`);
  }

  function step(to: number) {
    setPlaying(false);
    setFrame(to);
    setAnnouncement(`Idea ${to + 1} of ${ideas.length}: ${ideas[to]}`);
  }

  return (
    <figure className="mt-4 overflow-hidden rounded-2xl border border-line bg-brand-900 text-white">
      <figcaption className="sr-only">Key ideas of {title}, animated</figcaption>
      <div className="relative flex min-h-56 flex-col justify-center p-6 sm:min-h-64 sm:p-10">
        <p className="text-sm font-semibold text-brand-100">
          Idea {frame + 1} of {ideas.length}
        </p>
        {/* The key remounts the paragraph, so each idea runs the fade-in animation again. */}
        <p key={frame} className="mt-3 animate-[idea-in_600ms_ease-out] text-2xl font-bold leading-snug sm:text-3xl">
          {ideas[frame]}
        </p>
        <div className="absolute inset-x-0 bottom-0 flex gap-1 p-3" aria-hidden="true">
          {ideas.map((_, index) => (
            <span key={index} className="h-1 flex-1 overflow-hidden rounded-full bg-white/25">
              <span
                className={`block h-full bg-sun-400 ${index < frame ? "w-full" : index === frame && playing ? "animate-[idea-progress_5s_linear_forwards]" : "w-0"}`}
              />
            </span>
          ))}
        </div>
      </div>
      <div
        role="group"
        aria-label="Animation controls"
        className="flex flex-wrap items-center gap-2 bg-white p-3 text-ink"
      >
        <button
          type="button"
          className="btn-primary min-h-10 px-4 py-1.5 text-sm"
          onClick={() => (playing ? pause() : play())}
          disabled={!hydrated}
        >
          {playing
            ? "Pause"
            : frame + 1 >= ideas.length && frame > 0
              ? "Replay"
              : frame === 0
                ? "Play"
                : "Play from here"}
          <span className="sr-only"> the key ideas of {title}</span>
        </button>
        {/* At either end a step button stays focusable but does nothing (aria-disabled): a disabled
            button would drop the keyboard focus of whoever just pressed it. */}
        <button
          type="button"
          className="btn-secondary min-h-10 px-4 py-1.5 text-sm aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          onClick={() => {
            if (!atStart) step(frame - 1);
          }}
          disabled={!hydrated}
          aria-disabled={atStart || undefined}
        >
          Previous idea
        </button>
        <button
          type="button"
          className="btn-secondary min-h-10 px-4 py-1.5 text-sm aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          onClick={() => {
            if (!atEnd) step(frame + 1);
          }}
          disabled={!hydrated}
          aria-disabled={atEnd || undefined}
        >
          Next idea
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </figure>
  );
}
