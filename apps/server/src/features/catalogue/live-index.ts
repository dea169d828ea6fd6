/**
 * Keeps this instance's catalogue index in step with the database. `refresh` is called at
 * start and on every announcement of a change (decision 0017). It reads every piece's row
 * version, then only the pieces whose version moved, and makes a new index current once it
 * is complete: a search arriving meanwhile is answered by the index before. Announcements
 * arriving during a refresh are folded into one more refresh after it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { CatalogueIndex, indexedPiece } from './catalogue-index.ts';
import { readIndexRows, readNameRanks, readPieceVersions } from './repository.ts';

/** More changed pieces than this share of the catalogue are read in one query of every row. */
const READ_ALL_SHARE = 0.25;
const RETRY_FIRST_MS = 500;
const RETRY_LONGEST_MS = 30_000;

export interface LiveIndexOptions {
  log?: Pick<FastifyBaseLogger, 'error'> | undefined;
  /** Called right after a new index becomes current (the answers made from the old one are stale). */
  onChange?: (() => void) | undefined;
}

export function createLiveIndex(db: Database, options: LiveIndexOptions = {}) {
  let current = CatalogueIndex.empty();
  let generation = 0;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryDelayMs = RETRY_FIRST_MS;
  let closed = false;

  async function readChanges(): Promise<void> {
    const versions = await readPieceVersions(db);
    const before = current;
    const changedIds = [...versions]
      .filter(([id, version]) => before.piece(id)?.version !== version)
      .map(([id]) => id);
    const removed = [...before.ids()].filter((id) => !versions.has(id));
    if (changedIds.length === 0 && removed.length === 0) return;

    const readAll = changedIds.length > before.size * READ_ALL_SHARE;
    const rows = await readIndexRows(db, readAll ? undefined : changedIds);
    const changed = rows.map(indexedPiece);
    // A piece archived or deleted since its version was read is gone too.
    const found = new Set(rows.map((row) => row.id));
    const gone = readAll
      ? [...before.ids()].filter((id) => !found.has(id))
      : [...removed, ...changedIds.filter((id) => !found.has(id) && before.piece(id))];

    const nameRanks = before.namesMoved(changed, gone) ? await readNameRanks(db) : undefined;
    const next =
      readAll || before.size === 0
        ? {
            index: await CatalogueIndex.build(changed, nameRanks ?? (await readNameRanks(db))),
            commit: () => {},
          }
        : await before.withChanges(changed, gone, nameRanks ?? before.nameRanks);
    // One synchronous step: no search runs between the word index's change and the swap.
    next.commit();
    current = next.index;
    generation += 1;
    options.onChange?.();
  }

  function scheduleRetry(): void {
    if (closed || retry) return;
    const delayMs = retryDelayMs;
    retryDelayMs = Math.min(RETRY_LONGEST_MS, retryDelayMs * 2);
    retry = setTimeout(() => {
      retry = undefined;
      void refresh().catch(() => undefined);
    }, delayMs);
    retry.unref();
  }

  /**
   * Reads what changed and makes it current. Resolves once a refresh that began after this
   * call has finished; a failed one is logged and tried again later, since the change it
   * missed may be announced no more.
   */
  function refresh(): Promise<void> {
    if (running) {
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return refresh();
        });
      return queued;
    }
    running = readChanges()
      .then(() => {
        retryDelayMs = RETRY_FIRST_MS;
      })
      .catch((error: unknown) => {
        if (!closed) {
          options.log?.error({ err: error }, 'the catalogue index could not be refreshed; it is tried again');
          scheduleRetry();
        }
        throw error;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** The index shoppers are answered from now. */
    current: () => current,
    /** Grows by one each time a new index becomes current. */
    generation: () => generation,
    refresh,
    close(): void {
      closed = true;
      clearTimeout(retry);
      retry = undefined;
    },
  };
}

export type LiveIndex = ReturnType<typeof createLiveIndex>;
