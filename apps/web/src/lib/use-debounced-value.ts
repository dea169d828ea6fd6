import { useEffect, useMemo, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`, so a slider drag asks the server
 * once. Values are compared by their JSON, so a new object with the same content is no change.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const key = JSON.stringify(value);
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettledKey(key), delayMs);
    return () => window.clearTimeout(timer);
  }, [key, delayMs]);
  return useMemo(() => JSON.parse(settledKey) as T, [settledKey]);
}
