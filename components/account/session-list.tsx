import { ButtonForm } from "@/components/ui/button-form";
import { formatDay } from "@/lib/format";
import type { FormAction } from "@/lib/forms/form-state";

interface SessionRow {
  id: string;
  device: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The account's live sessions in /account: this device first marked as such, every other with its own "End". */
export function SessionList({
  sessions,
  currentId,
  end,
}: {
  sessions: SessionRow[];
  currentId: string;
  end: FormAction;
}) {
  return (
    <ul className="mt-4 divide-y divide-line rounded-lg border border-line">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <div>
            <p className="font-semibold text-ink">
              {session.device ?? "A browser we could not name"}
              {session.id === currentId ? " (this device)" : ""}
            </p>
            <p className="text-sm text-muted">
              Signed in {formatDay(session.createdAt)}, last used {formatDay(session.lastSeenAt)}
            </p>
          </div>
          {session.id === currentId ? null : (
            <ButtonForm
              action={end}
              label="End"
              pendingLabel="Ending..."
              fields={{ sessionId: session.id }}
              ariaLabel={`End the session on ${session.device ?? "a browser we could not name"}, signed in ${formatDay(session.createdAt)}`}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
