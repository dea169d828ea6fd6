import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthAnswer } from '@shop/shared/catalogue-api';
import { HEALTH_TEXTS } from '@shop/shared/health';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { ShopHealth } from './shop-health.tsx';

const answer = (
  mail: Partial<NonNullable<HealthAnswer['checks']>['mail']>,
  failing = false,
): HealthAnswer => ({
  ok: true,
  db: 'embedded',
  checks: {
    status: failing ? 'attention' : 'ok',
    attention: failing ? ['mail-failing'] : [],
    database: { writes: true },
    disk: { freeBytes: 30e9, totalBytes: 40e9, level: 'ok' },
    backup: { lastAgeSeconds: 3600, offSiteAgeSeconds: null, offSite: 'off' },
    mail: {
      unsentConfirmations: 0,
      oldestUnsentSeconds: null,
      lastSentSecondsAgo: null,
      lastFailureSecondsAgo: null,
      ...mail,
    },
  },
});

function renderHealth(body: HealthAnswer) {
  serveApi({ '/api/health': { body } });
  renderPages([{ path: '/', element: <ShopHealth /> }], '/');
}

describe("the Today page's word on the database and the mail", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says the database takes writes and when the last mail went out', async () => {
    renderHealth(answer({ lastSentSecondsAgo: 600 }));
    expect(await screen.findByText(HEALTH_TEXTS.writes)).toBeTruthy();
    expect(screen.getByText('Mail is being delivered: the last went out 10 minutes ago.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when mail is not being delivered', async () => {
    renderHealth(
      answer({ lastFailureSecondsAgo: 300, unsentConfirmations: 2, oldestUnsentSeconds: 1200 }, true),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mail is not being delivered: the last try failed 5 minutes ago; 2 orders’ confirmations have not gone out. Check SMTP_URL and the server’s log.',
    );
  });
});
