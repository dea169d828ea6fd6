import type { AuditEntry } from '@shop/shared/staff';
import { formatDateTime } from '../../../lib/format.ts';

/** A value of the log as a person reads it: yes/no, dates in India's time, words as they are. */
function readable(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Each field that changed: `name: before → after`, or only the new value for something new. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <span className="text-stone-500">—</span>;
  return (
    <dl className="space-y-0.5 text-sm">
      {fields.map((field) => (
        <div key={field} className="wrap-anywhere">
          <dt className="inline font-medium">{field}: </dt>
          <dd className="inline">
            {entry.before && field in entry.before && (
              <>
                <span className="text-stone-600 line-through decoration-stone-400">
                  {readable(entry.before[field])}
                </span>
                {' → '}
              </>
            )}
            <span>{entry.after && field in entry.after ? readable(entry.after[field]) : 'removed'}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
