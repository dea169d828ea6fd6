import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ORDER_TEXTS, type AdminOrderListAnswer } from '@shop/shared/admin-orders';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn } from '../../testing/render-pages.tsx';
import { sampleOrderSummary } from '../../testing/samples.ts';
import OrdersRoute from './orders.tsx';

const ORDERS: AdminOrderListAnswer = {
  success: true,
  orders: [
    sampleOrderSummary(),
    sampleOrderSummary({
      id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
      reference: 'VT-2611-0041',
      status: 'shipped',
      customerName: '',
      totalPaise: 1_25_000,
      pieces: 2,
      personalised: false,
    }),
  ],
  total: 27,
  page: 1,
  totalPages: 2,
};

function renderOrders(answer: AdminOrderListAnswer = ORDERS, url = '/orders') {
  const asked = serveApi({ ...signedIn(OWNER), '/api/admin/orders': { body: answer } });
  const view = renderPages([{ path: '/orders', element: <OrdersRoute /> }], url);
  const listCalls = () => asked.filter((address) => address.startsWith('/api/admin/orders'));
  return { ...view, listCalls };
}

describe('the list of orders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each order as the desk reads it, newest first, with the count', async () => {
    renderOrders();
    await screen.findByRole('link', { name: 'VT-2611-0042' });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Order', 'Placed', 'Customer', 'Pieces', 'Total', 'Status'],
      [
        'VT-2611-0042',
        '24 Nov 2026, 10:45 am',
        'Priya Ramanpriya@example.in9876501234',
        '1Personalised',
        '₹2,499',
        'Paid',
      ],
      ['VT-2611-0041', '24 Nov 2026, 10:45 am', 'Erasedpriya@example.in9876501234', '2', '₹1,250', 'Shipped'],
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'VT-2611-0042' })
        .getAttribute('href'),
    ).toBe('/orders/7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(screen.getByText('27 orders')).toBeTruthy();
  });

  it('keeps the search, the status and the page in the address and asks for them', async () => {
    const { address, listCalls } = renderOrders();
    await screen.findByRole('link', { name: 'VT-2611-0042' });
    expect(listCalls()).toEqual(['/api/admin/orders?page=1&limit=25']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), ' priya ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(address()).toBe('/orders?q=priya');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Shipped');
    expect(address()).toBe('/orders?q=priya&status=shipped');

    const pages = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(pages).getByRole('button', { name: 'Older' }));
    expect(address()).toBe('/orders?q=priya&status=shipped&page=2');
    await vi.waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/admin/orders?status=shipped&q=priya&page=2&limit=25'),
    );
  });

  it('says when no order matches, and names a filter the address got wrong', async () => {
    renderOrders({ success: true, orders: [], total: 0, page: 1, totalPages: 1 }, '/orders?from=24-11-2026');
    expect(await screen.findByText(ADMIN_ORDER_TEXTS.noOrders)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The first day must be a date such as 2026-11-24');
  });
});
