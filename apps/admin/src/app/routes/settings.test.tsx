import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_CHECK_TEXTS } from '@shop/shared/delivery';
import { RETURN_TEXTS } from '@shop/shared/returns';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn, STAFF_MEMBER } from '../../testing/render-pages.tsx';
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

  it('lets the owner list the pincodes the shop does not deliver to, by their starts', async () => {
    const PATH = '/api/admin/settings/undelivered-pincodes';
    const sent = serveRequests({
      ...signedIn(OWNER),
      '/api/admin/settings/return-window': { body: { success: true, days: 15 } },
      [`GET ${PATH}`]: { body: { success: true, prefixes: ['79'] } },
      [`PUT ${PATH}`]: { body: { success: true, prefixes: ['744', '79'] } },
    });
    renderPages([{ path: '/settings', element: <SettingsRoute /> }], '/settings');
    const field = await screen.findByLabelText(DELIVERY_CHECK_TEXTS.settingsLabel);
    await vi.waitFor(() => expect((field as HTMLTextAreaElement).value).toBe('79'));
    await userEvent.type(field, ', 744');
    await userEvent.click(screen.getByRole('button', { name: DELIVERY_CHECK_TEXTS.settingsSave }));
    expect(await screen.findByText(DELIVERY_CHECK_TEXTS.settingsSaved)).toBeTruthy();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ prefixes: ['79', '744'] });
    expect((field as HTMLTextAreaElement).value).toBe('744 79');
  });
});
