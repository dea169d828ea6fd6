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

  it('says when the last backup was made, on this server and off it, and how long ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00.000Z') });
    renderLastBackup({
      lastBackup: {
        madeAt: '2026-11-24T20:30:00.000Z',
        fileName: 'shop-backup-20261124T203000Z.tar.gz',
        inBucket: true,
      },
      lastOffSite: {
        madeAt: '2026-11-24T20:30:00.000Z',
        fileName: 'shop-backup-20261124T203000Z.tar.gz.age',
      },
      offSite: 'on',
    });
    expect(
      await screen.findByText('The last backup on this server was made 25 Nov 2026, 2:00 am, 6 hours ago.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'The last backup copied off the machine, encrypted, was made 25 Nov 2026, 2:00 am, 6 hours ago.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when backups have a bucket but no key to encrypt them to', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00.000Z') });
    renderLastBackup({
      lastBackup: { madeAt: '2026-11-24T20:30:00.000Z', fileName: 'shop-backup.tar.gz', inBucket: false },
      lastOffSite: null,
      offSite: 'no-key',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(BACKUP_TEXTS.noKey);
  });

  it('warns when no backup has been made', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00.000Z') });
    renderLastBackup({ lastBackup: null, lastOffSite: null, offSite: 'off' });
    expect((await screen.findByRole('alert')).textContent).toBe(BACKUP_TEXTS.none);
  });

  it('warns when the nightly backup has not been made since', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00.000Z') });
    renderLastBackup({
      lastBackup: { madeAt: '2026-11-23T03:00:00.000Z', fileName: 'shop-2026-11-23.dump', inBucket: false },
      lastOffSite: null,
      offSite: 'off',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(BACKUP_TEXTS.old('23 Nov 2026, 8:30 am', 48));
  });
});
