import { CRISIS_LINES } from "@/lib/venting/crisis-help";

/**
 * South African crisis lines with tap-to-call numbers: text only, so it costs almost no data.
 * `level` is the heading level where it sits (a page section, or inside a dialog).
 */
export function CrisisHelp({ level = 2, id = "crisis-help" }: { level?: 2 | 3; id?: string }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-sun-300 bg-sun-100 p-4 text-ink">
      <Heading id={`${id}-heading`} className={level === 2 ? "text-2xl" : "text-lg"}>
        Need help now? You are not alone
      </Heading>
      <p className="mt-1 text-sm">
        If you or someone else is in danger, call now. These South African lines are answered by trained people, and
        most calls are free.
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {CRISIS_LINES.map((line) => (
          <li key={line.name} className="rounded-lg bg-white p-3">
            <p className="font-semibold">{line.name}</p>
            <p className="mt-1">
              <a
                href={`tel:${line.dial}`}
                className="text-lg font-bold text-brand-800 underline"
                aria-label={`Call ${line.name} on ${line.number}`}
              >
                {line.number}
              </a>
              {line.sms ? (
                <>
                  {" "}
                  or SMS{" "}
                  <a href={`sms:${line.sms}`} className="font-semibold text-brand-800 underline">
                    {line.sms}
                  </a>
                </>
              ) : null}
            </p>
            <p className="text-sm">
              {line.hours} · {line.cost}
            </p>
            <p className="mt-1 text-sm text-muted">{line.forWhat}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
