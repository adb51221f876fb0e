"use client";

import { useActionState } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { formatMoment } from "@/lib/format";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import type { NotificationView } from "@/lib/venting/notifications";

/** 'View In-App Notifications': a native disclosure, so it opens by keyboard and without JavaScript. */
export function NotificationList({
  notifications,
  markAllRead,
}: {
  notifications: NotificationView[];
  markAllRead: FormAction;
}) {
  const [state, formAction, pending] = useActionState(markAllRead, initialFormState);
  const unread = notifications.filter((n) => !n.read).length;
  return (
    <details className="group mt-6 max-w-2xl">
      <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        View In-App Notifications{unread ? ` (${unread} new)` : ""}
      </summary>
      <section aria-label="In-app notifications" className="card mt-3">
        {notifications.length === 0 ? (
          <p className="text-muted">
            No notifications yet. Likes on your posts and news from your section will appear here.
          </p>
        ) : (
          <>
            <ul className="divide-y divide-line">
              {notifications.map((notification) => (
                <li key={notification.id} className="flex items-start justify-between gap-4 py-3">
                  <p className={notification.read ? "text-muted" : "font-semibold"}>
                    {notification.read ? null : <span className="sr-only">New: </span>}
                    {notification.message}
                  </p>
                  <time dateTime={notification.createdAt} className="shrink-0 text-sm text-muted">
                    {formatMoment(notification.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
            {unread ? (
              <form action={formAction} className="mt-3 flex flex-wrap items-center gap-3">
                <button type="submit" className="btn-secondary" disabled={pending}>
                  Mark all as read
                </button>
                <FormStatus state={state} />
              </form>
            ) : (
              <FormStatus state={state} />
            )}
          </>
        )}
      </section>
    </details>
  );
}
