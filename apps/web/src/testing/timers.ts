import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Puts `setTimeout` on a fake clock, so a test can step through a page's delays to the
 * millisecond. Promises, intervals and the DOM run as usual. Testing Library's `findBy` and
 * user-event wait on `setTimeout` themselves: after this, use `fireEvent` and `appears`.
 */
export function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/**
 * Waits, without moving the fake clock, until `find` finds something, and returns it. The wait
 * is measured on the real clock: a page's first request loads its code, which takes longer
 * on a busy machine.
 */
export async function appears<T>(find: () => T | null | undefined, what = 'the element'): Promise<T> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = find();
    if (found) return found;
    await act(
      () =>
        new Promise<void>((resolve) => {
          const id = setInterval(() => {
            clearInterval(id);
            resolve();
          }, 1);
        }),
    );
  }
  throw new Error(`${what} never appeared`);
}

/**
 * `vi.waitFor` with the patience of `appears`: its own second is too short for a page's first
 * request, which loads the requests' code first on a busy machine.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000 });
}

/** Lets `ms` milliseconds pass on the fake clock. */
export function passTime(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
