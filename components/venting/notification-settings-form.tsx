"use client";

import { useActionState, useState } from "react";
import { StatusAndSubmit } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import type { NotificationSettings } from "@/lib/venting/settings";

const SWITCHES: { name: keyof NotificationSettings; title: string; description: string }[] = [
  { name: "activity", title: "Activity", description: "When someone likes one of your posts." },
  { name: "trendingTopics", title: "Trending topics", description: "When a post in your section starts trending." },
  { name: "communityUpdates", title: "Community updates", description: "When someone posts in your section." },
  { name: "push", title: "Push notifications", description: "The master switch: off means no notifications at all." },
];

/** Notification switches, all on by default (docs/product.md, Venting Room). */
export function NotificationSettingsForm({ action, settings }: { action: FormAction; settings: NotificationSettings }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  // Controlled, so React's reset of the form after a submission keeps what was chosen.
  const [values, setValues] = useState(settings);
  return (
    <form action={formAction} className="card mt-6 max-w-2xl space-y-4">
      <fieldset>
        <legend className="text-xl font-semibold">Tell me about</legend>
        <div className="mt-3 divide-y divide-line">
          {SWITCHES.map((item) => (
            <label key={item.name} className="flex cursor-pointer items-start justify-between gap-4 py-3">
              <span>
                <span className="block font-semibold">{item.title}</span>
                <span className="block text-sm text-muted">{item.description}</span>
              </span>
              <input
                type="checkbox"
                role="switch"
                name={item.name}
                checked={values[item.name]}
                onChange={(event) => setValues((current) => ({ ...current, [item.name]: event.target.checked }))}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              />
            </label>
          ))}
        </div>
      </fieldset>
      <StatusAndSubmit state={state} pending={pending} label="Save notification settings" pendingLabel="Saving…" />
    </form>
  );
}
