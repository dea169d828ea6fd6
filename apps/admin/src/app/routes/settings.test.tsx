import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURN_TEXTS } from '@shop/shared/returns';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages, signedIn, STAFF_MEMBER } from '../../testing/render-pages.tsx';
import SettingsRoute from './settings.tsx';

describe('the Settings page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells staff it is the owner’s, and asks nothing of the window', async () => {
    const sent = serveRequests({ ...signedIn(STAFF_MEMBER) });
    renderPages([{ path: '/settings', element: <SettingsRoute /> }], '/settings');
    expect(await screen.findByRole('heading', { name: RETURN_TEXTS.settingsHeading })).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByLabelText(RETURN_TEXTS.windowLabel)).toBeNull();
    expect(sent.map((request) => request.url)).not.toContain('/api/admin/settings/return-window');
  });
});
