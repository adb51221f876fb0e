/**
 * Where a console page says what its last action did. The action redirects to `?done=…#<id>`, so the
 * browser scrolls here, with or without JavaScript; the anchor stays put when there is nothing to say.
 */
export function OutcomeNotice({ id, message }: { id: string; message: string | null | undefined }) {
  return (
    <div id={id} className="scroll-mt-24">
      {message ? (
        <p role="status" className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-4 font-medium text-brand-900">
          {message}
        </p>
      ) : null}
    </div>
  );
}
