import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customization } from '@shop/shared/personalisation';
import { PREVIEW_TEXTS } from '@shop/shared/previews';
import { renderRoute, serveRequests } from '../../../testing/render-route.tsx';
import { SharePreview } from './share-preview.tsx';

const LINK = 'https://shop.example/previews/Abcdefghijklmnopqrstuvwx';
const ENGRAVING: Customization = {
  type: 'engraving',
  customName: 'Amma',
  selectedFont: 'script',
  fontSize: 40,
};
const FINGERPRINT: Customization = {
  type: 'fingerprint',
  fileId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  uploadedFile: 'thumb.png',
  fileData: 'data:image/jpeg;base64,/9j/4AAQ',
};

function open(
  customization: Customization,
  answer: { status: number; body: unknown } = { status: 201, body: { url: LINK } },
) {
  const requests = serveRequests({ 'POST /api/previews': answer });
  renderRoute(<SharePreview productId="7" customization={customization} />, { path: '*', url: '/product/7' });
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('Share preview', () => {
  it('makes a link to the piece as personalised, shows it, and copies it', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    const requests = open(ENGRAVING);
    // No picture in an engraving: nothing to tick.
    expect(screen.queryByLabelText(new RegExp(PREVIEW_TEXTS.showPicture))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_TEXTS.shareButton }));

    const link = (await screen.findByLabelText(PREVIEW_TEXTS.linkLabel)) as HTMLInputElement;
    expect(link.value).toBe(LINK);
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/previews',
        body: { productId: '7', customization: ENGRAVING, showPicture: false, look: 'piece' },
        authorization: null,
      },
    ]);
    // Without a share sheet, only 'Copy link'.
    expect(screen.queryByRole('button', { name: PREVIEW_TEXTS.share })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_TEXTS.copyLink }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText(PREVIEW_TEXTS.copied)).toBeTruthy();
  });

  it("offers the phone's share sheet where there is one", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    open(ENGRAVING);
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_TEXTS.shareButton }));
    await userEvent.click(await screen.findByRole('button', { name: PREVIEW_TEXTS.share }));
    expect(share).toHaveBeenCalledWith({ title: PREVIEW_TEXTS.shareTitle, url: LINK });
  });

  it('shares an uploaded picture only when the shopper ticks the box', async () => {
    const requests = open(FINGERPRINT);
    const box = screen.getByRole('checkbox', {
      name: new RegExp(PREVIEW_TEXTS.showPicture),
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_TEXTS.shareButton }));
    await screen.findByLabelText(PREVIEW_TEXTS.linkLabel);
    await userEvent.click(box);
    // Another choice is another preview: the old link goes until a new one is made.
    expect(screen.queryByLabelText(PREVIEW_TEXTS.linkLabel)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_TEXTS.shareButton }));
    await screen.findByLabelText(PREVIEW_TEXTS.linkLabel);
    expect(requests.map((request) => (request.body as { showPicture: boolean }).showPicture)).toEqual([
      false,
      true,
    ]);
  });

  it("says the shop's own sentence when the link is refused", async () => {
    open(ENGRAVING, { status: 429, body: { success: false, message: PREVIEW_TEXTS.tooMany } });
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_TEXTS.shareButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(PREVIEW_TEXTS.tooMany);
    expect(screen.queryByLabelText(PREVIEW_TEXTS.linkLabel)).toBeNull();
  });
});
