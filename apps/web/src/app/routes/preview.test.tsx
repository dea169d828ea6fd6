import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedPreview } from '@shop/shared/previews-api';
import { PREVIEW_TEXTS } from '@shop/shared/previews';
import { renderPages, serveApi } from '../../testing/render-route.tsx';
import PreviewRoute from './preview.tsx';

const TOKEN = 'Abcdefghijklmnopqrstuvwx';
const TEMPLATE = '/images/catalogue/v1/pendant-template-gold-640.webp';

const preview = (
  overrides: Partial<SharedPreview['personalisation']> = {},
  template: string | null = TEMPLATE,
): SharedPreview => ({
  product: {
    _id: '2',
    name: 'Om Engraved Gold Pendant',
    image: '/images/catalogue/v1/pendant-gold-1-640.webp',
    engravingTemplate: template,
    price: 28500,
    category: 'pendant',
    productType: 'Gold',
  },
  personalisation: {
    type: 'engraving',
    look: 'piece',
    engraving: { text: 'Appa', font: 'serif', fontSize: 40 },
    uploads: [],
    ...overrides,
  },
  imageUrl: `/api/previews/${TOKEN}/image.png`,
});

function open(answer: { status?: number; body: unknown }) {
  serveApi({ [`/api/previews/${TOKEN}`]: answer });
  renderPages(<Route path="/previews/:token" element={<PreviewRoute />} />, `/previews/${TOKEN}`);
}

afterEach(() => vi.unstubAllGlobals());

/** The preview's drawing is a module of its own, loaded with the answer: on a busy machine that takes a moment. */
const LOADED = { timeout: 5_000 };

describe('a shared preview, opened by anyone with the link', () => {
  it('shows the piece, its price, the engraving drawn on its picture, and leads to the piece', async () => {
    open({ body: { success: true, preview: preview() } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Om Engraved Gold Pendant' }, LOADED),
    ).toBeTruthy();
    expect(screen.getByText('₹28,500')).toBeTruthy();
    // The product page's own preview, over the engraving template.
    expect(screen.getByRole('img', { name: 'Preview: "Appa" engraved in Serif' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Om Engraved Gold Pendant' }).getAttribute('src')).toBe(TEMPLATE);
    expect(screen.getByRole('link', { name: PREVIEW_TEXTS.personaliseOwn }).getAttribute('href')).toBe(
      '/product/2',
    );
    expect(document.title).toBe('A personalised Om Engraved Gold Pendant · Velli & Thangam');
  });

  it('shows the words apart from the pictures when the piece has no engraving template', async () => {
    open({ body: { success: true, preview: preview({}, null) } });
    expect(
      await screen.findByRole('img', { name: 'Preview: "Appa" engraved in Serif' }, LOADED),
    ).toBeTruthy();
    expect(screen.getByText(/have no engraving face to draw on/)).toBeTruthy();
  });

  it('says a picture was added without showing it, unless the shopper chose to show it', async () => {
    open({
      body: {
        success: true,
        preview: preview({
          type: 'fingerprint',
          engraving: null,
          uploads: [{ kind: 'fingerprint', pictureUrl: null }],
        }),
      },
    });
    expect(await screen.findByText(PREVIEW_TEXTS.pictureAdded, {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('img', { name: PREVIEW_TEXTS.fingerprintShown })).toBeNull();
  });

  it('shows the picture the shopper chose to show', async () => {
    const pictureUrl = `/api/previews/${TOKEN}/pictures/0`;
    open({
      body: {
        success: true,
        preview: preview({
          type: 'fingerprint',
          engraving: null,
          uploads: [{ kind: 'fingerprint', pictureUrl }],
        }),
      },
    });
    const picture = await screen.findByRole('img', { name: PREVIEW_TEXTS.fingerprintShown }, LOADED);
    expect(picture.getAttribute('src')).toBe(pictureUrl);
    expect(screen.queryByText(PREVIEW_TEXTS.pictureAdded)).toBeNull();
  });

  it('draws a ring personalised on the ring page as the ring page draws it', async () => {
    open({
      body: {
        success: true,
        preview: preview({ look: 'ring', engraving: { text: 'Forever yours', font: 'roman', fontSize: 40 } }),
      },
    });
    expect(
      await screen.findByRole(
        'img',
        { name: 'Preview of your ring engraved with “Forever yours” in Roman' },
        LOADED,
      ),
    ).toBeTruthy();
  });

  it('says so when there is no such preview', async () => {
    open({ status: 404, body: { success: false, message: PREVIEW_TEXTS.notFound } });
    expect(await screen.findByRole('heading', { name: 'Preview not found' })).toBeTruthy();
    expect(screen.getByText(PREVIEW_TEXTS.notFound)).toBeTruthy();
    expect(document.title).toBe('Preview not found · Velli & Thangam');
  });
});
