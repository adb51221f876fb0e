"use client";

import Play from "lucide-react/icons/play";
import { useState } from "react";

/**
 * A video poster that loads YouTube's player only when the visitor asks for it: no third-party
 * frame, script or cookie before the click, and no mobile data spent on a video nobody plays.
 */
export function ClickToPlayVideo({ youtubeId, title, caption }: { youtubeId: string; title: string; caption: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-ink shadow-lg">
      <div className="relative aspect-video">
        {playing ? (
          <iframe
            className="absolute inset-0 h-full w-full"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            // The figure clips whatever lies outside the poster, so the focus ring is drawn inside it.
            className="group absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 text-white focus-visible:-outline-offset-8 focus-visible:outline-sun-400"
          >
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-sun-400 text-ink shadow-xl transition-transform group-hover:scale-105">
              <Play aria-hidden="true" size={32} fill="currentColor" />
            </span>
            <span className="px-6 text-center text-lg font-semibold">Play video: {title}</span>
            <span className="text-sm text-brand-100">Loads the YouTube player</span>
          </button>
        )}
      </div>
      <figcaption className="bg-white px-4 py-3 text-sm text-muted">{caption}</figcaption>
    </figure>
  );
}
