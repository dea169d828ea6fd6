/**
 * Removes the shared previews nobody opened for PREVIEW_UNOPENED_DAYS: a job of the shop's
 * scheduled work (plugins/scheduled-work.ts), once a day across instances.
 */
import type { ScheduledJob } from '../../plugins/scheduled-work.ts';

export const PREVIEW_CLEAN_UP_EVERY_MS = 24 * 60 * 60 * 1000;

export function previewCleanUp(previews: { removeUnopened(): Promise<number> }): ScheduledJob {
  return {
    name: 'preview-clean-up',
    everyMs: PREVIEW_CLEAN_UP_EVERY_MS,
    run: () => previews.removeUnopened(),
    done: 'removed shared previews nobody opened for 90 days',
  };
}
