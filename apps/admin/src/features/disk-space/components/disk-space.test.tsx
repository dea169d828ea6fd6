import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiskSpaceAnswer } from '@shop/shared/disk-space';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { DiskSpace } from './disk-space.tsx';

const GB = 1_000_000_000;

function renderDiskSpace(answer: Omit<DiskSpaceAnswer, 'folder' | 'totalBytes' | 'databaseServerFull'>) {
  serveApi({
    '/api/admin/disk-space': {
      body: { folder: '/var/lib/shop', totalBytes: 20 * GB, databaseServerFull: false, ...answer },
    },
  });
  renderPages([{ path: '/', element: <DiskSpace /> }], '/');
}

describe("the Today page's word on the disk", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says how much room is left while there is enough', async () => {
    renderDiskSpace({ freeBytes: 9 * GB, level: 'ok' });
    expect(
      await screen.findByText(
        "The disk holding the shop's data (/var/lib/shop) has 9 GB free, 45% of 20 GB.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns under 1 GB, with what to do', async () => {
    renderDiskSpace({ freeBytes: 812_000_000, level: 'low' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The disk holding the shop's data (/var/lib/shop) has 812 MB free, 4.1% of 20 GB. When it is full the shop cannot take orders. Delete old backups in /var/lib/shop/backups (keep the latest), or give the disk more room.",
    );
  });

  it('says the shop cannot take orders when the disk is full', async () => {
    renderDiskSpace({ freeBytes: 0, level: 'full' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The disk holding the shop's data (/var/lib/shop) is full (0 bytes free): the shop cannot take orders. Delete old backups in /var/lib/shop/backups (keep the latest), or give the disk more room.",
    );
  });
});
