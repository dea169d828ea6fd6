import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderAnswer } from '@shop/shared/admin-orders';
import { HUID_TEXTS } from '@shop/shared/hallmark';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { sampleOrder, sampleOrderLine } from '../../../testing/samples.ts';
import { HuidForm } from './huid-form.tsx';

const LINE = sampleOrderLine();
const ORDER = sampleOrder({ lines: [LINE] });

function renderHuidForm() {
  return renderPages(
    [{ path: '/orders/:orderId', element: <HuidForm order={ORDER} line={LINE} /> }],
    `/orders/${ORDER.id}`,
  );
}

describe("a piece's HUID on its order", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses what is no HUID', async () => {
    const sent = serveRequests({});
    renderHuidForm();
    await userEvent.type(screen.getByLabelText('HUID'), 'AB1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(HUID_TEXTS.invalid)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('saves the HUID as lasered, and says so', async () => {
    const saved: AdminOrderAnswer = {
      success: true,
      order: sampleOrder({ lines: [{ ...LINE, huid: 'AB12C3' }] }),
    };
    const sent = serveRequests({ [`PUT /api/admin/orders/${ORDER.id}/lines/1/huid`]: { body: saved } });
    renderHuidForm();
    expect(screen.getByRole('form', { name: 'HUID of Gold Couple Band' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('HUID'), 'ab12 c3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('HUID saved.')).toBeTruthy();
    expect(sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PUT', url: `/api/admin/orders/${ORDER.id}/lines/1/huid`, body: { huid: 'AB12C3' } },
    ]);
    expect((screen.getByLabelText('HUID') as HTMLInputElement).value).toBe('AB12C3');
  });
});
