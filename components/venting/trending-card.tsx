"use client";

import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { TrendingItemView } from "@/lib/venting/trending";
import { LikeButton } from "./like-button";

function TrendingMedia({ item }: { item: TrendingItemView }) {
  if (item.type === "image") {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a small pre-sized local image
      <img
        src={item.mediaUrl}
        alt=""
        loading="lazy"
        decoding="async"
        width={640}
        height={360}
        className="aspect-video w-full rounded-lg bg-surface object-cover"
      />
    );
  }
  if (item.type === "video") {
    return (
      <video
        src={item.mediaUrl}
        controls
        preload="none"
        playsInline
        className="aspect-video w-full rounded-lg bg-ink"
        aria-label={item.title}
      />
    );
  }
  if (item.type === "audio") {
    return <audio src={item.mediaUrl} controls preload="none" className="w-full" aria-label={item.title} />;
  }
  return (
    <a
      href={item.mediaUrl}
      className="flex items-center gap-2 rounded-lg border border-line bg-surface px-4 py-3 font-medium text-brand-700 hover:bg-brand-50"
    >
      Read the document (PDF)<span className="sr-only">: {item.title}</span>
    </a>
  );
}

/** One media type's trending items, one at a time, with Previous and Next. */
export function TrendingCard({ heading, items }: { heading: string; items: TrendingItemView[] }) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  // Likes given here outlive the slide: each slide's button is made afresh when it is shown again.
  const [likes, setLikes] = useState<Record<string, { liked: boolean; likeCount: number }>>({});
  const headingId = `trending-${heading.toLowerCase()}`;
  if (items.length === 0) {
    return (
      <section aria-labelledby={headingId} className="card">
        <h2 id={headingId} className="text-xl">
          {heading}
        </h2>
        <p className="mt-2 text-muted">Nothing trending here in this section.</p>
      </section>
    );
  }
  const item = items[Math.min(index, items.length - 1)];
  const go = (step: number) => setIndex((current) => (current + step + items.length) % items.length);
  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" className="card flex flex-col">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl">
          {heading}
        </h2>
        <p className="text-sm text-muted" aria-live="polite">
          {index + 1} of {items.length}
        </p>
      </div>
      <article key={item.id} aria-roledescription="slide" aria-label={item.title} className="mt-3 flex flex-1 flex-col">
        <TrendingMedia item={item} />
        <p className="mt-3 text-sm font-medium text-brand-700">{item.sectionTitle}</p>
        <h3 className="mt-1 text-lg font-semibold">{item.title}</h3>
        <p className="mt-1 flex-1 text-sm text-muted">{item.summary}</p>
        <div className="mt-3">
          <LikeButton
            key={item.id}
            endpoint={`/api/venting-room/trending-news/${item.id}/like`}
            liked={likes[item.id]?.liked ?? item.likedByMe}
            likeCount={likes[item.id]?.likeCount ?? item.likeCount}
            label="trending item"
            onChange={(shown) => setLikes((current) => ({ ...current, [item.id]: shown }))}
          />
        </div>
      </article>
      <div className="mt-4 flex justify-between gap-2">
        <button type="button" className="btn-secondary" onClick={() => go(-1)} disabled={!hydrated || items.length < 2}>
          Previous<span className="sr-only"> {heading.toLowerCase()} item</span>
        </button>
        <button type="button" className="btn-secondary" onClick={() => go(1)} disabled={!hydrated || items.length < 2}>
          Next<span className="sr-only"> {heading.toLowerCase()} item</span>
        </button>
      </div>
    </section>
  );
}
