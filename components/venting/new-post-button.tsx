"use client";

import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { TOPICS, type TopicId } from "@/lib/venting/topics";
import { PostModal } from "./post-modal";

/** A button that opens the post modal (the topic can be changed inside). */
export function NewPostButton({
  userEmail,
  topicId = TOPICS[0].id,
  className = "btn-primary",
  children,
}: {
  userEmail: string;
  topicId?: TopicId;
  className?: string;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={className}
      >
        {children}
      </button>
      <PostModal open={open} topicId={topicId} userEmail={userEmail} onClose={() => setOpen(false)} />
    </>
  );
}
