"use client";

import { useId, useState } from "react";
import { ModalTrigger } from "@/components/ui/modal";
import type { FormState } from "@/lib/forms/form-state";
import type { TopicSummary } from "@/lib/venting/posts";
import type { TopicId } from "@/lib/venting/topics";
import { PostModal } from "./post-modal";

/**
 * 'Explore Topics': each card opens the post modal for its topic. Each topic has its own dialog, so
 * a card pressed before JavaScript has loaded opens the form with its own topic already chosen.
 */
export function TopicCards({
  topics,
  userEmail,
  notice,
}: {
  topics: TopicSummary[];
  userEmail: string;
  /** The answer to a post sent without JavaScript. */
  notice: FormState | null;
}) {
  const dialogId = useId();
  const idOf = (topic: TopicId) => `${dialogId}${topic.replace(/\W/g, "")}`;
  const [openTopic, setOpenTopic] = useState<TopicId | null>(notice ? topics[0].id : null);
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {topics.map((topic) => (
          <li key={topic.id}>
            <ModalTrigger
              dialogId={idOf(topic.id)}
              onClick={() => setOpenTopic(topic.id)}
              aria-haspopup="dialog"
              className="card h-full w-full text-left transition hover:border-brand-600 hover:shadow-md"
            >
              <span className="block text-lg font-semibold">{topic.title}</span>
              <span className="mt-1 block text-sm text-muted">{topic.description}</span>
              <span className="mt-3 flex items-center justify-between text-sm">
                <span className="text-muted">
                  {topic.postCount} {topic.postCount === 1 ? "post" : "posts"}
                </span>
                <span className="font-semibold text-brand-700">Post here</span>
              </span>
            </ModalTrigger>
          </li>
        ))}
      </ul>
      {topics.map((topic, index) => (
        <PostModal
          key={topic.id}
          id={idOf(topic.id)}
          open={openTopic === topic.id}
          topicId={topic.id}
          userEmail={userEmail}
          onClose={() => setOpenTopic(null)}
          onOpen={() => setOpenTopic(topic.id)}
          // A post sent without JavaScript comes back to the first topic's dialog, with its answer.
          notice={index === 0 ? notice : null}
        />
      ))}
    </>
  );
}
