import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '@shop/shared/cart-storage';
import type { Product } from '@shop/shared/catalogue-api';
import { FILE_MESSAGES, UPLOAD_MAX_BYTES } from '@shop/shared/files';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation';
import type * as Thumbnails from '../../features/personalisation/thumbnail.ts';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { renderPages, renderRoute, serveApi, serveRequests } from '../../testing/render-route.tsx';
import { appears, fakeTimeouts, passTime } from '../../testing/timers.ts';
import ProductRoute from './product.tsx';

const THUMBNAIL = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';

// happy-dom decodes no pictures: the thumbnail is made up, and a file named `.txt.png` is
// what the browser's decoder would refuse.
vi.mock('../../features/personalisation/thumbnail.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Thumbnails>();
  return {
    ...original,
    makeThumbnail: async (file: File) => {
      if (file.name.endsWith('.txt.png')) throw new original.NotAPictureError();
      return THUMBNAIL;
    },
  };
});

const FILE_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const uploaded = { status: 201, body: { success: true, fileId: FILE_ID, url: `/api/files/${FILE_ID}` } };

const RING_TEMPLATE = '/images/catalogue/v1/ring-template-silver-640.webp';
const ring = (overrides: Partial<Product> = {}) =>
  sampleProduct({
    _id: '42',
    name: 'Silver Name Band',
    category: 'ring',
    images: [RING_TEMPLATE, '/images/catalogue/v1/ring-silver-1-640.webp'],
    image: '/images/catalogue/v1/ring-silver-1-640.webp',
    engravingTemplate: RING_TEMPLATE,
    customizationTypes: [
      { id: 'engraving', name: 'Engraving' },
      { id: 'fingerprint', name: 'Fingerprint' },
      { id: 'combined', name: 'Combined' },
    ],
    ...overrides,
  });

function openProduct(product: Product, answers: Parameters<typeof serveApi>[0] = {}) {
  const requests = serveRequests({
    [`/api/products/${product._id}`]: { body: { success: true, product } },
    // The reviews below the buying part, which load after the page.
    [`/api/products/${product._id}/reviews`]: {
      body: {
        success: true,
        average: null,
        count: 0,
        stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
        reviews: [],
        page: 1,
        pages: 1,
      },
    },
    ...answers,
  });
  renderRoute(<ProductRoute />, { path: '/product/:id', url: `/product/${product._id}` });
  return requests;
}

function storedCart(): unknown[] {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as unknown[];
}

const addToCart = () => screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('engraving on the product page', () => {
  it("offers the piece's types, and opens the engraving options when it is chosen", async () => {
    openProduct(ring());
    const selector = await screen.findByRole('group', { name: 'Personalise it' });
    const names = within(selector)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual([
      expect.stringContaining('None'),
      expect.stringContaining('Engraving'),
      expect.stringContaining('Fingerprint'),
      expect.stringContaining('Combined'),
    ]);
    expect((screen.getByRole('radio', { name: /None/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Text to engrave')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: /Engraving/ }));
    const text = screen.getByLabelText('Text to engrave') as HTMLInputElement;
    expect(text.maxLength).toBe(8);
    expect(screen.getByText('Best with 3-8 characters on a ring')).toBeTruthy();
    expect(screen.getByText('0/8')).toBeTruthy();
    await userEvent.type(text, 'Anna & Ravi');
    // The field takes no more than a ring holds.
    expect(text.value).toBe('Anna & R');
    expect(screen.getByText('8/8')).toBeTruthy();

    const fonts = within(screen.getByRole('group', { name: 'Font' })).getAllByRole('radio');
    expect(fonts.map((font) => font.closest('label')?.textContent)).toEqual([
      'Script',
      'Serif',
      'Modern',
      'Handwritten',
    ]);
    expect((screen.getByRole('radio', { name: 'Script' }) as HTMLInputElement).checked).toBe(true);

    const slider = screen.getByRole('slider', { name: 'Font size' }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['20', '60', '1', '40']);
    expect(screen.getByText('40 px')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '55' } });
    expect(screen.getByText('55 px')).toBeTruthy();
  });

  it('takes the length of each kind of piece', async () => {
    openProduct(
      ring({ _id: '7', category: 'pendant', customizationTypes: [{ id: 'engraving', name: 'Engraving' }] }),
    );
    await userEvent.click(await screen.findByRole('radio', { name: /Engraving/ }));
    expect((screen.getByLabelText('Text to engrave') as HTMLInputElement).maxLength).toBe(10);
    expect(screen.getByText('Best with 5-10 characters on a pendant')).toBeTruthy();
  });

  it('draws the preview on the engraving template only, and only once there are words', async () => {
    openProduct(ring());
    /** The preview over the picture the gallery shows. */
    const onGallery = () => {
      const frame = screen.getByRole('img', { name: /^Silver Name Band, picture/ }).parentElement;
      return frame && within(frame).queryByRole('img', { name: /^Preview:/ });
    };
    await userEvent.click(await screen.findByRole('radio', { name: /Engraving/ }));
    expect(onGallery()).toBeNull();
    await userEvent.type(screen.getByLabelText('Text to engrave'), 'Anna');
    await userEvent.click(screen.getByRole('radio', { name: 'Serif' }));
    expect(onGallery()?.tagName).toBe('CANVAS');
    expect(onGallery()?.getAttribute('aria-label')).toBe('Preview: "Anna" engraved in Serif');
    // Phones get a small copy of the first picture beside the field as well.
    expect(screen.getAllByRole('img', { name: 'Preview: "Anna" engraved in Serif' })).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(onGallery()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 1' }));
    expect(onGallery()).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Text to engrave'));
    expect(screen.queryByRole('img', { name: /^Preview:/ })).toBeNull();
  });

  it('draws the preview on the picture the owner chose as the template, wherever it stands', async () => {
    openProduct(ring({ images: ['/images/catalogue/v1/ring-silver-1-640.webp', RING_TEMPLATE] }));
    const onGallery = () => {
      const frame = screen.getByRole('img', { name: /^Silver Name Band, picture/ }).parentElement;
      return frame && within(frame).queryByRole('img', { name: /^Preview:/ });
    };
    await userEvent.click(await screen.findByRole('radio', { name: /Engraving/ }));
    await userEvent.type(screen.getByLabelText('Text to engrave'), 'Anna');
    expect(onGallery()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(onGallery()?.getAttribute('aria-label')).toBe('Preview: "Anna" engraved in Script');
  });

  it('previews the words in a box of their own when the piece has no engraving template', async () => {
    openProduct(
      ring({
        images: ['/images/catalogue/v1/ring-silver-2-640.webp'],
        image: '/images/catalogue/v1/ring-silver-2-640.webp',
        engravingTemplate: null,
      }),
    );
    await userEvent.click(await screen.findByRole('radio', { name: /Engraving/ }));
    await userEvent.type(screen.getByLabelText('Text to engrave'), 'Meera');
    const preview = screen.getByRole('img', { name: 'Preview: "Meera" engraved in Script' });
    expect(preview.tagName).toBe('P');
    expect(preview.textContent).toBe('Meera');
    expect(screen.getByText(/have no engraving face to draw on/)).toBeTruthy();
  });

  it('says so, and keeps the cart as it was, when the cart cannot keep the piece', async () => {
    // A name longer than a stored line may carry would be dropped when the cart is read back.
    openProduct(ring({ name: 'Silver Name Band '.repeat(20) }));
    await userEvent.click(await screen.findByRole('radio', { name: /None/ }));
    fireEvent.click(addToCart());
    expect((await screen.findByRole('alert')).textContent).toBe(PERSONALISATION_TEXTS.lineRefused);
    expect(screen.queryByText(PERSONALISATION_TEXTS.addedToCart)).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('adds the engraved piece to the stored cart and says so for 3 seconds', async () => {
    openProduct(ring());
    await userEvent.click(await screen.findByRole('radio', { name: /Engraving/ }));
    expect(addToCart().disabled).toBe(true);
    expect(screen.getByText('Type the words to engrave to add this piece to the cart.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Text to engrave'), ' Anna ');
    await userEvent.click(screen.getByRole('radio', { name: 'Modern' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Font size' }), { target: { value: '32' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add size' }));
    await userEvent.type(screen.getByLabelText('Size'), 'Ring size 12');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));

    fakeTimeouts();
    fireEvent.click(addToCart());
    await appears(() => screen.queryByText(PERSONALISATION_TEXTS.addedToCart), 'the confirmation');
    expect(screen.getByText(PERSONALISATION_TEXTS.addedToCart).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(storedCart()).toEqual([
      expect.objectContaining({
        id: '42',
        name: 'Silver Name Band',
        price: 2450,
        quantity: 2,
        variant: 'Silver',
        size: 'Ring size 12',
        image: RING_TEMPLATE,
        customization: { type: 'engraving', customName: 'Anna', selectedFont: 'modern', fontSize: 32 },
      }),
    ]);

    passTime(2999);
    expect(screen.queryByText(PERSONALISATION_TEXTS.addedToCart)).toBeTruthy();
    passTime(1);
    expect(screen.queryByText(PERSONALISATION_TEXTS.addedToCart)).toBeNull();
  });

  it('buys the piece now: adds it and opens the cart', async () => {
    const product = ring({ customizationTypes: [] });
    serveApi({ '/api/products/42': { body: { success: true, product } } });
    const view = renderPages(<Route path="/product/:id" element={<ProductRoute />} />, '/product/42');
    // A piece without personalisation has no selector: it is bought as shown.
    await userEvent.click(await screen.findByRole('button', { name: 'Buy it now' }));
    expect(await screen.findByText('Page at /cart')).toBeTruthy();
    expect(view.address()).toBe('/cart');
    expect(storedCart()).toEqual([expect.objectContaining({ id: '42', quantity: 1 })]);
    expect(storedCart()[0]).not.toHaveProperty('customization');
  });

  it('cannot add a piece that is out of stock', async () => {
    openProduct(ring({ inStock: false }));
    expect(
      await screen.findByText('This piece is out of stock, so it cannot be added to the cart.'),
    ).toBeTruthy();
    expect(addToCart().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Buy it now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('leads a ring to the ring personalisation page', async () => {
    openProduct(ring());
    const link = await screen.findByRole('link', { name: 'Design it on the ring customisation page' });
    expect(link.getAttribute('href')).toBe('/customize/ring');
  });
});

describe('uploads on the product page', () => {
  const picture = (name: string, bytes = 64, type = 'image/png') =>
    new File([new Uint8Array(bytes)], name, { type });
  const user = () => userEvent.setup({ applyAccept: false });

  it('alerts the exact words of the spec for a file of the wrong type, and sends nothing', async () => {
    const requests = openProduct(ring());
    await userEvent.click(await screen.findByRole('radio', { name: /Fingerprint/ }));
    expect(screen.getByText(PERSONALISATION_TEXTS.uploadHint)).toBeTruthy();
    await user().upload(screen.getByLabelText('Your fingerprint'), picture('notes.txt', 64, 'text/plain'));
    expect(alert).toHaveBeenCalledWith('Please upload a valid file type for this customization.');
    // A text file renamed .png passes the type check but not the browser's picture decoder.
    await user().upload(screen.getByLabelText('Your fingerprint'), picture('notes.txt.png'));
    expect(alert).toHaveBeenCalledTimes(2);
    expect(requests.filter((request) => request.url.startsWith('/api/files'))).toEqual([]);
    expect(addToCart().disabled).toBe(true);
  });

  it('refuses a file over 5 MB in the browser', async () => {
    const requests = openProduct(ring());
    await userEvent.click(await screen.findByRole('radio', { name: /Fingerprint/ }));
    await user().upload(screen.getByLabelText('Your fingerprint'), picture('huge.png', UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByText(FILE_MESSAGES.tooLarge)).toBeTruthy();
    expect(requests.filter((request) => request.url.startsWith('/api/files'))).toEqual([]);
  });

  it('uploads a fingerprint at once, shows it, and puts its id and thumbnail in the cart', async () => {
    let answer: (value: typeof uploaded) => void = () => undefined;
    const requests = openProduct(ring(), {
      'POST /api/files': () => new Promise((resolve) => (answer = resolve)),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Fingerprint/ }));
    await user().upload(screen.getByLabelText('Your fingerprint'), picture('thumb-print.png'));
    expect(await screen.findByText('Uploading…')).toBeTruthy();
    expect(screen.getByText('Wait for the upload to finish.')).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/files?type=fingerprint' });

    answer(uploaded);
    const preview = await screen.findByRole('img', { name: 'Preview of thumb-print.png' });
    expect(preview.getAttribute('src')).toBe(THUMBNAIL);
    expect(screen.getByText('thumb-print.png')).toBeTruthy();
    await userEvent.click(addToCart());
    expect(storedCart()).toEqual([
      expect.objectContaining({
        id: '42',
        customization: {
          type: 'fingerprint',
          fileId: FILE_ID,
          uploadedFile: 'thumb-print.png',
          fileData: THUMBNAIL,
        },
      }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Preview of thumb-print.png' })).toBeNull();
    expect(addToCart().disabled).toBe(true);
    expect(screen.getByText('Upload the fingerprint to add this piece to the cart.')).toBeTruthy();
  });

  it("shows the server's message when it refuses the upload", async () => {
    openProduct(ring(), {
      'POST /api/files': { status: 400, body: { success: false, message: FILE_MESSAGES.notImage } },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Fingerprint/ }));
    await user().upload(screen.getByLabelText('Your fingerprint'), picture('print.png'));
    expect(await screen.findByText(FILE_MESSAGES.notImage)).toBeTruthy();
    expect(addToCart().disabled).toBe(true);
  });

  it('takes words with a PDF, shown by its name, and keeps its address in the cart', async () => {
    const requests = openProduct(ring(), { 'POST /api/files': uploaded });
    await userEvent.click(await screen.findByRole('radio', { name: /Combined/ }));
    expect(screen.getByText(PERSONALISATION_TEXTS.uploadHintWithPdf)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Text to engrave'), 'Amma');
    expect(screen.getAllByRole('img', { name: 'Preview: "Amma" engraved in Script' })).not.toHaveLength(0);
    await user().upload(
      screen.getByLabelText('Your picture or PDF'),
      new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('letter.pdf')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Preview of letter.pdf' })).toBeNull();
    expect(requests.at(-1)?.url).toBe('/api/files?type=combined');
    await userEvent.click(addToCart());
    expect(storedCart()).toEqual([
      expect.objectContaining({
        customization: {
          type: 'combined',
          text: { content: 'Amma', font: 'script', fontSize: 40 },
          file: {
            name: 'letter.pdf',
            type: 'application/pdf',
            fileId: FILE_ID,
            data: `/api/files/${FILE_ID}`,
          },
        },
      }),
    ]);
  });

  it('takes a second picture beside the words and the PDF, and alerts the spec’s words for anything else there', async () => {
    const PICTURE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    // The server answers each upload with an id of its own.
    const requests = openProduct(ring(), {
      'POST /api/files': () =>
        requests.at(-1)?.url === '/api/files?type=image'
          ? { status: 201, body: { success: true, fileId: PICTURE_ID, url: `/api/files/${PICTURE_ID}` } }
          : uploaded,
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Combined/ }));
    await userEvent.type(screen.getByLabelText('Text to engrave'), 'Amma');
    await user().upload(
      screen.getByLabelText('Your picture or PDF'),
      new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('letter.pdf')).toBeTruthy();

    const second = screen.getByLabelText('A second picture (optional)');
    expect(screen.getByText(PERSONALISATION_TEXTS.uploadHint)).toBeTruthy();
    await user().upload(second, new File(['%PDF-1.4'], 'sketch.pdf', { type: 'application/pdf' }));
    expect(alert).toHaveBeenCalledWith('Please upload an image (JPEG, PNG, GIF).');
    await user().upload(second, picture('sketch.txt.png'));
    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert).toHaveBeenLastCalledWith(PERSONALISATION_TEXTS.wrongSecondFile);
    expect(requests.filter((request) => request.url === '/api/files?type=image')).toEqual([]);
    // The second picture is optional: the words and the PDF are enough.
    expect(addToCart().disabled).toBe(false);

    await user().upload(second, picture('amma.png'));
    expect(await screen.findByRole('img', { name: 'Preview of amma.png' })).toBeTruthy();
    expect(requests.at(-1)?.url).toBe('/api/files?type=image');
    await userEvent.click(addToCart());
    expect(storedCart()).toEqual([
      expect.objectContaining({
        customization: {
          type: 'combined',
          text: { content: 'Amma', font: 'script', fontSize: 40 },
          file: {
            name: 'letter.pdf',
            type: 'application/pdf',
            fileId: FILE_ID,
            data: `/api/files/${FILE_ID}`,
          },
          image: { name: 'amma.png', type: 'image/png', fileId: PICTURE_ID, data: THUMBNAIL },
        },
      }),
    ]);
  });

  it('alerts for a file that is neither a picture nor a PDF in the combined upload', async () => {
    openProduct(ring());
    await userEvent.click(await screen.findByRole('radio', { name: /Combined/ }));
    await user().upload(screen.getByLabelText('Your picture or PDF'), picture('song.mp3', 64, 'audio/mpeg'));
    expect(alert).toHaveBeenCalledWith(PERSONALISATION_TEXTS.wrongFileType);
  });
});

describe('sharing a preview from the product page', () => {
  it('offers Share preview once the piece is personalised, and sends the cart’s personalisation', async () => {
    const link = 'https://shop.example/previews/Abcdefghijklmnopqrstuvwx';
    const requests = openProduct(ring(), { 'POST /api/previews': { status: 201, body: { url: link } } });
    await userEvent.click(await screen.findByRole('radio', { name: /Engraving/ }));
    expect(screen.queryByRole('button', { name: 'Share preview' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Text to engrave'), 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Share preview' }));
    expect(((await screen.findByLabelText('Link to your preview')) as HTMLInputElement).value).toBe(link);
    expect(requests.find((request) => request.url === '/api/previews')?.body).toEqual({
      productId: '42',
      customization: { type: 'engraving', customName: 'Anna', selectedFont: 'script', fontSize: 40 },
      showPicture: false,
      look: 'piece',
    });
  });
});
