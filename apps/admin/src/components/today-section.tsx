import { Alert } from '@shop/ui/alert.tsx';

export interface TodayLine {
  text: string;
  /** Something to do: it stands out, and a screen reader reads it at once. */
  warning?: boolean;
}

/** A section of the Today page: its heading, the message of a call that failed, and its lines. */
export function TodaySection({
  id,
  title,
  error,
  lines,
}: {
  id: string;
  title: string;
  error: Error | null;
  lines: readonly TodayLine[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <Alert message={error?.message} />
      {lines.map((line) =>
        line.warning ? (
          <p
            key={line.text}
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
          >
            {line.text}
          </p>
        ) : (
          <p key={line.text} className="text-sm text-stone-700">
            {line.text}
          </p>
        ),
      )}
    </section>
  );
}
