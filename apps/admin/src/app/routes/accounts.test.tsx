import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GST_MONTH_TEXTS, type GstMonthAnswer } from '@shop/shared/gst-month';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages, signedIn, STAFF_MEMBER } from '../../testing/render-pages.tsx';
import AccountsRoute from './accounts.tsx';

const AUGUST: GstMonthAnswer = {
  success: true,
  month: '2026-08',
  b2cs: [
    {
      placeOfSupply: 'Tamil Nadu (33)',
      intraState: true,
      ratePercent: 3,
      taxablePaise: 1_000_00,
      cgstPaise: 15_00,
      sgstPaise: 15_00,
      igstPaise: 0,
    },
    {
      placeOfSupply: 'Karnataka (29)',
      intraState: false,
      ratePercent: 3,
      taxablePaise: 2_500_50,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 75_02,
    },
  ],
  hsn: [
    {
      hsn: '7113',
      quantity: 3,
      taxablePaise: 3_500_50,
      cgstPaise: 15_00,
      sgstPaise: 15_00,
      igstPaise: 75_02,
    },
  ],
  documents: [
    {
      kind: 'invoice',
      firstNumber: 'VT/2026-27/00004',
      lastNumber: 'VT/2026-27/00006',
      count: 3,
      cancelled: 0,
    },
    {
      kind: 'credit_note',
      firstNumber: 'VT/CN/26-27/0001',
      lastNumber: 'VT/CN/26-27/0001',
      count: 1,
      cancelled: 0,
    },
  ],
};

const thisMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
}).format(new Date());

describe('the accounts page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a month's GSTR-1 tables to any staff member and downloads its CSV", async () => {
    const sent = serveRequests({
      ...signedIn(STAFF_MEMBER),
      [`/api/admin/invoices/months/${thisMonth}`]: {
        body: { success: true, month: thisMonth, b2cs: [], hsn: [], documents: [] },
      },
      '/api/admin/invoices/months/2026-08': { body: AUGUST },
    });
    renderPages([{ path: '/accounts', element: <AccountsRoute /> }], '/accounts');

    expect(await screen.findByText(GST_MONTH_TEXTS.noDocuments)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(GST_MONTH_TEXTS.month), { target: { value: '2026-08' } });

    const b2cs = await screen.findByRole('region', { name: GST_MONTH_TEXTS.b2cs });
    const karnataka = within(b2cs).getByRole('cell', { name: 'Karnataka (29)' }).closest('tr') as HTMLElement;
    expect(
      within(karnataka)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Karnataka (29)', '3 %', '₹2,500.50', '₹0.00', '₹0.00', '₹75.02']);
    const hsn = screen.getByRole('region', { name: GST_MONTH_TEXTS.hsn });
    expect(
      within(hsn)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7113', '3', '₹3,500.50', '₹15.00', '₹15.00', '₹75.02']);
    const documents = screen.getByRole('region', { name: GST_MONTH_TEXTS.documents });
    expect(within(documents).getAllByRole('row')[1]?.textContent).toBe(
      'Tax invoiceVT/2026-27/00004VT/2026-27/0000630',
    );
    expect(within(documents).getAllByRole('row')[2]?.textContent).toBe(
      'Credit noteVT/CN/26-27/0001VT/CN/26-27/000110',
    );

    await userEvent.click(screen.getByRole('button', { name: GST_MONTH_TEXTS.downloadCsv }));
    await vi.waitFor(() =>
      expect(sent.map((request) => request.url)).toContain(
        '/api/admin/invoices/months/2026-08/documents.csv',
      ),
    );
  });

  it('says so in the supplies tables of a month with a receipt but no tax invoice yet', async () => {
    serveRequests({
      ...signedIn(STAFF_MEMBER),
      [`/api/admin/invoices/months/${thisMonth}`]: {
        body: {
          success: true,
          month: thisMonth,
          b2cs: [],
          hsn: [],
          documents: [
            {
              kind: 'receipt_voucher',
              firstNumber: 'VT/R/26-27/00001',
              lastNumber: 'VT/R/26-27/00001',
              count: 1,
              cancelled: 0,
            },
          ],
        },
      },
    });
    renderPages([{ path: '/accounts', element: <AccountsRoute /> }], '/accounts');

    const b2cs = await screen.findByRole('region', { name: GST_MONTH_TEXTS.b2cs });
    expect(within(b2cs).getByRole('cell', { name: GST_MONTH_TEXTS.noSupplies })).toBeTruthy();
    const hsn = screen.getByRole('region', { name: GST_MONTH_TEXTS.hsn });
    expect(within(hsn).getByRole('cell', { name: GST_MONTH_TEXTS.noSupplies })).toBeTruthy();
  });
});
