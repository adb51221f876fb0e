"use client";

import { useId, useState } from "react";
import { ModalTrigger } from "@/components/ui/modal";
import type { FormState } from "@/lib/forms/form-state";
import { TOPICS, type TopicId } from "@/lib/venting/topics";
import { PostModal } from "./post-modal";

/** A button that opens the post modal (the topic can be changed inside), before JavaScript has loaded too. */
export function NewPostButton({
  userEmail,
  topicId = TOPICS[0].id,
  className = "btn-primary",
  notice,
  children,
}: {
  userEmail: string;
  topicId?: TopicId;
  className?: string;
  /** The answer to a post sent without JavaScript. */
  notice: FormState | null;
  children: React.ReactNode;
}) {
  const dialogId = useId();
  const [open, setOpen] = useState(notice !== null);
  return (
    <>
      <ModalTrigger dialogId={dialogId} onClick={() => setOpen(true)} aria-haspopup="dialog" className={className}>
        {children}
      </ModalTrigger>
      <PostModal
        id={dialogId}
        open={open}
        topicId={topicId}
        userEmail={userEmail}
        onClose={() => setOpen(false)}
        onOpen={() => setOpen(true)}
        notice={notice}
      />
    </>
  );
}
