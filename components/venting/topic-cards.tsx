"use client";

import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { TopicSummary } from "@/lib/venting/posts";
import type { TopicId } from "@/lib/venting/topics";
import { PostModal } from "./post-modal";

/** 'Explore Topics': each card opens the post modal for its topic. */
export function TopicCards({ topics, userEmail }: { topics: TopicSummary[]; userEmail: string }) {
  const hydrated = useHydrated();
  const [openTopic, setOpenTopic] = useState<TopicId | null>(null);
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {topics.map((topic) => (
          <li key={topic.id}>
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => setOpenTopic(topic.id)}
              aria-haspopup="dialog"
              className="card h-full w-full text-left transition hover:border-brand-600 hover:shadow-md disabled:cursor-wait"
            >
              <span className="block text-lg font-semibold">{topic.title}</span>
              <span className="mt-1 block text-sm text-muted">{topic.description}</span>
              <span className="mt-3 flex items-center justify-between text-sm">
                <span className="text-muted">
                  {topic.postCount} {topic.postCount === 1 ? "post" : "posts"}
                </span>
                <span className="font-semibold text-brand-700">Post here</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <PostModal
        open={openTopic !== null}
        topicId={openTopic ?? topics[0].id}
        userEmail={userEmail}
        onClose={() => setOpenTopic(null)}
      />
    </>
  );
}
