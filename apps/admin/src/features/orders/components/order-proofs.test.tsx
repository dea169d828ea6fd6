import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROOF_TEXTS, type OrderProofsAnswer, type Proof } from '@shop/shared/proofs';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { OrderProofsPanel, WorkListProof } from './order-proofs.tsx';
import { ProofsWaiting } from './proofs-waiting.tsx';

const ORDER_ID = 'a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d';

afterEach(() => vi.unstubAllGlobals());

const ASKED: Proof = {
  version: 1,
  contentType: 'application/pdf',
  uploadedAt: '2026-11-24T04:30:00.000Z',
  by: 'Ravi Kumar',
  decision: 'change',
  comment: 'Larger letters',
  decidedAt: '2026-11-24T06:00:00.000Z',
};

function answer(proofs: Proof[], values: Partial<OrderProofsAnswer> = {}): OrderProofsAnswer {
  return {
    success: true,
    orderId: ORDER_ID,
    open: true,
    lines: [{ position: 0, name: 'Engraved Heart Pendant', proofs, waiting: true }],
    waiver: null,
    ...values,
  };
}

function renderPanel(shown: OrderProofsAnswer, isOwner: boolean) {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:proof', revokeObjectURL: () => {} }),
  );
  return renderPages(
    [{ path: '/orders/:id', element: <OrderProofsPanel answer={shown} isOwner={isOwner} /> }],
    `/orders/${ORDER_ID}`,
  );
}

describe('the proofs on the back office’s order page', () => {
  it('says which line waits and what the customer asked, with the history, and takes a new proof', async () => {
    const sent = serveRequests({
      [`GET /api/admin/orders/${ORDER_ID}/lines/0/proofs/1`]: { body: {} },
      [`POST /api/admin/orders/${ORDER_ID}/lines/0/proofs`]: { body: answer([ASKED]) },
    });
    renderPanel(answer([ASKED]), false);
    const panel = screen.getByRole('region', { name: PROOF_TEXTS.adminHeading });
    expect(within(panel).getByText('Line 1, Engraved Heart Pendant')).toBeTruthy();
    expect(within(panel).getByText(/Change asked: Larger letters/)).toBeTruthy();
    expect(within(panel).getByText(/Waits for an approved proof/)).toBeTruthy();
    expect(await within(panel).findByRole('link', { name: 'Open proof 1 (PDF)' })).toBeTruthy();
    const history = within(panel).getByRole('list', { name: /History of the proofs/ });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/Proof 1 sent$/),
      expect.stringMatching(/Change asked to proof 1: Larger letters$/),
    ]);
    expect(within(panel).queryByRole('form', { name: PROOF_TEXTS.waiver })).toBeNull();

    const upload = within(panel).getByRole('button', { name: PROOF_TEXTS.uploadProof });
    expect(upload).toHaveProperty('disabled', true);
    await userEvent.upload(
      within(panel).getByLabelText(PROOF_TEXTS.chooseFile),
      new File(['%PDF-1.4'], 'proof-2.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(upload);
    await vi.waitFor(() =>
      expect(sent.map(({ method, url }) => `${method} ${url}`)).toContain(
        `POST /api/admin/orders/${ORDER_ID}/lines/0/proofs`,
      ),
    );
  });

  it('lets the owner make the order without a proof, with a reason', async () => {
    const sent = serveRequests({
      [`POST /api/admin/orders/${ORDER_ID}/proof-waiver`]: {
        body: answer([], {
          waiver: { reason: 'Approved on the phone', at: '2026-11-24T07:00:00.000Z', by: 'Lakshmi Rao' },
        }),
      },
    });
    renderPanel(answer([]), true);
    const form = screen.getByRole('form', { name: PROOF_TEXTS.waiver });
    await userEvent.click(within(form).getByRole('button', { name: PROOF_TEXTS.waiver }));
    expect(await within(form).findByText(PROOF_TEXTS.waiverReasonRequired)).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(within(form).getByLabelText(PROOF_TEXTS.waiverReason), 'Approved on the phone');
    await userEvent.click(within(form).getByRole('button', { name: PROOF_TEXTS.waiver }));
    await vi.waitFor(() =>
      expect(sent.map(({ url, body }) => ({ url, body }))).toEqual([
        { url: `/api/admin/orders/${ORDER_ID}/proof-waiver`, body: { reason: 'Approved on the phone' } },
      ]),
    );
  });

  it('offers no waiver to staff who are not the owner', () => {
    serveRequests({});
    renderPanel(answer([]), false);
    expect(screen.getByText(PROOF_TEXTS.noProofYet, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('form', { name: PROOF_TEXTS.waiver })).toBeNull();
  });
});

describe('proofs on the work list and on Today', () => {
  it('shows the bench the approved proof alone', async () => {
    serveRequests({ [`GET /api/admin/orders/${ORDER_ID}/lines/0/proofs/2`]: { body: {} } });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:proof', revokeObjectURL: () => {} }),
    );
    renderPages(
      [
        {
          path: '/work-list',
          element: (
            <>
              <WorkListProof
                orderId={ORDER_ID}
                line={{
                  position: 0,
                  name: 'Engraved Heart Pendant',
                  approvedProof: { version: 2, contentType: 'image/png' },
                }}
              />
              <WorkListProof orderId={ORDER_ID} line={{ position: 1, name: 'Plain Chain' }} />
            </>
          ),
        },
      ],
      '/work-list',
    );
    expect(screen.getByText('Approved proof 2')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Proof 2 of Engraved Heart Pendant' })).toBeTruthy();
    expect(screen.queryByText(/Plain Chain/)).toBeNull();
  });

  it('lists on Today the orders waiting for a customer’s decision', async () => {
    serveRequests({
      'GET /api/admin/orders/proofs/waiting': {
        body: {
          success: true,
          orders: [
            {
              orderId: ORDER_ID,
              reference: 'A1B2C3D4',
              customerName: 'Kavya Raman',
              since: '2026-11-24T04:30:00.000Z',
              lines: 1,
            },
          ],
        },
      },
    });
    renderPages([{ path: '/', element: <ProofsWaiting /> }], '/');
    const link = await screen.findByRole('link', { name: 'A1B2C3D4' });
    expect(link.getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(screen.getByText('Kavya Raman')).toBeTruthy();
  });
});
