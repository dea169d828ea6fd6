import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_TEXTS, type BackupsAnswer } from '@shop/shared/backups';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { LastBackup } from './last-backup.tsx';

function renderLastBackup(answer: BackupsAnswer) {
  serveApi({ '/api/admin/backups': { body: answer } });
  renderPages([{ path: '/', element: <LastBackup /> }], '/');
}

describe("the Today page's word on the backups", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('says when the last backup was made', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00.000Z') });
    renderLastBackup({
      lastBackup: { madeAt: '2026-11-24T20:30:00.000Z', fileName: 'shop-2026-11-25.dump', inBucket: true },
    });
    expect(
      await screen.findByText('The last backup was made 25 Nov 2026, 2:00 am and copied to the bucket.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when no backup has been made', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00.000Z') });
    renderLastBackup({ lastBackup: null });
    expect((await screen.findByRole('alert')).textContent).toBe(BACKUP_TEXTS.none);
  });

  it('warns when the nightly backup has not been made since', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00.000Z') });
    renderLastBackup({
      lastBackup: { madeAt: '2026-11-23T03:00:00.000Z', fileName: 'shop-2026-11-23.dump', inBucket: false },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(BACKUP_TEXTS.old('23 Nov 2026, 8:30 am', 48));
  });
});
