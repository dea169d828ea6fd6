/**
 * Removes the uploads no order took, UPLOAD_RETENTION_DAYS after they were made: a job of the
 * shop's scheduled work (plugins/scheduled-work.ts), once every few hours across instances.
 */
import type { ScheduledJob } from '../../plugins/scheduled-work.ts';

export const UPLOAD_CLEAN_UP_EVERY_MS = 6 * 60 * 60 * 1000;

export function uploadCleanUp(files: { removeExpired(): Promise<number> }): ScheduledJob {
  return {
    name: 'upload-clean-up',
    everyMs: UPLOAD_CLEAN_UP_EVERY_MS,
    run: () => files.removeExpired(),
    done: 'removed uploads that no order took',
  };
}
