"use client";

import { useActionState, useId, useState } from "react";
import { StatusAndSubmit } from "@/components/ui/form-status";
import { initialFormState, type FormAction } from "@/lib/forms/form-state";
import type { Anonymity } from "@/lib/venting/anonymity";
import type { PrivacySettings } from "@/lib/venting/settings";
import { TOPICS } from "@/lib/venting/topics";

const OPTIONS: { value: Anonymity; title: string; description: (pseudonym: string) => string }[] = [
  { value: "anonymous", title: "Anonymous", description: () => "Your posts show no name at all, just “Anonymous”." },
  {
    value: "semi-anonymous",
    title: "Semi-anonymous",
    description: (pseudonym) =>
      `Your posts show your pseudonym, “${pseudonym}”, so people can follow your story. Never your name or e-mail.`,
  },
];

/** Privacy settings (docs/product.md, Venting Room): Anonymous (default) or Semi-anonymous, then a section to follow. */
export function PrivacySettingsForm({ action, settings }: { action: FormAction; settings: PrivacySettings }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  // Controlled, so React's reset of the form after a submission keeps what was chosen.
  const [anonymity, setAnonymity] = useState<Anonymity>(settings.anonymity);
  const [section, setSection] = useState<string>(settings.section ?? "none");
  const sectionId = useId();
  return (
    <form action={formAction} className="card mt-6 max-w-2xl space-y-6">
      <fieldset>
        <legend className="text-xl font-semibold">How your new posts appear</legend>
        <div className="mt-3 space-y-2">
          {OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="anonymity"
                value={option.value}
                checked={anonymity === option.value}
                onChange={() => setAnonymity(option.value)}
                className="mt-1"
              />
              <span>
                <span className="block font-semibold">{option.title}</span>
                <span className="block text-sm text-muted">{option.description(settings.pseudonym)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={sectionId} className="field-label">
          Your section
        </label>
        <select
          id={sectionId}
          name="section"
          value={section}
          onChange={(event) => setSection(event.target.value)}
          className="field-input"
          aria-describedby={`${sectionId}-hint`}
        >
          <option value="none">No section</option>
          {TOPICS.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.title}
            </option>
          ))}
        </select>
        <p id={`${sectionId}-hint`} className="mt-1 text-sm text-muted">
          You will be told about new and trending posts in this section (see Notifications).
        </p>
      </div>
      <StatusAndSubmit state={state} pending={pending} label="Save privacy settings" pendingLabel="Saving…" />
    </form>
  );
}
