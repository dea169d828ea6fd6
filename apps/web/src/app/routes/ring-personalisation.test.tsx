import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '@shop/shared/cart-storage';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import type * as Thumbnails from '../../features/personalisation/thumbnail.ts';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import RingPersonalisationRoute from './ring-personalisation.tsx';

const THUMBNAIL = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';

// happy-dom decodes no pictures: the thumbnail the browser would draw is made up.
vi.mock('../../features/personalisation/thumbnail.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Thumbnails>()),
  makeThumbnail: async () => THUMBNAIL,
}));

const FILE_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const RING = sampleProduct({
  _id: '42',
  name: 'Fingerprint Keepsake Ring',
  description: 'A sterling silver band for a message or a fingerprint.',
  price: 2199,
  productType: 'Silver',
  image: '/images/catalogue/v1/ring-template-silver-640.webp',
  customizationTypes: [
    { id: 'engraving', name: 'Engraving' },
    { id: 'fingerprint', name: 'Fingerprint' },
  ],
});

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => vi.unstubAllGlobals());

/** The ring page at `url`, with the catalogue and the upload call answered as given. */
function openRingPage(url: string, answers: Parameters<typeof serveRequests>[0] = {}) {
  const requests = serveRequests({
    '/api/products/42': { body: { success: true, product: RING } },
    ...answers,
  });
  const view = renderPages(<Route path="/customize/ring" element={<RingPersonalisationRoute />} />, url);
  return { requests, ...view };
}

function storedCart(): unknown[] {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as unknown[];
}

const addButton = () =>
  screen.getByRole('button', { name: PERSONALISATION_TEXTS.addRingToCart }) as HTMLButtonElement;
const typeButton = (name: string) => screen.getByRole('button', { name });
const engravingInput = () => screen.getByLabelText('Your engraving') as HTMLInputElement;

describe('the ring personalisation page without a ring', () => {
  it('asks the shopper to choose a ring from the collection', async () => {
    openRingPage('/customize/ring?type=engraving');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product information missing' }),
    ).toBeTruthy();
    expect(screen.getByText('Please select a product from our collection first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Collection' }).getAttribute('href')).toBe(
      '/womens-rings',
    );
  });

  it('says the same for a ring the catalogue does not have', async () => {
    openRingPage('/customize/ring?product=999', {
      '/api/products/999': {
        status: 404,
        body: { success: false, message: 'There is no product with id 999.' },
      },
    });
    expect(await screen.findByText('Product information missing')).toBeTruthy();
  });
});

describe('the ring personalisation page', () => {
  it('loads the ring named in the address, with nothing chosen and the add button disabled', async () => {
    openRingPage('/customize/ring?product=42');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fingerprint Keepsake Ring' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Customize Your Ring' })).toBeTruthy();
    expect(screen.getByText('A sterling silver band for a message or a fingerprint.')).toBeTruthy();
    expect(screen.getByText('₹2,199')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Collection' }).getAttribute('href')).toBe(
      '/womens-rings',
    );
    expect(typeButton('Engraved Ring').getAttribute('aria-pressed')).toBe('false');
    expect(typeButton('Fingerprint Ring').getAttribute('aria-pressed')).toBe('false');
    expect(addButton().disabled).toBe(true);
    expect(screen.getByRole('heading', { name: 'About Our Customization' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Care Instructions' })).toBeTruthy();
    expect(screen.getByText('Customised pieces need 5 to 7 additional business days.')).toBeTruthy();
  });

  it('preselects the type the address names', async () => {
    openRingPage('/customize/ring?product=42&type=fingerprint');
    expect(
      (await screen.findByRole('button', { name: 'Fingerprint Ring' })).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      screen.getByText('Our artisans will carefully engrave your fingerprint onto the ring'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Your fingerprint')).toBeTruthy();
    expect(addButton().disabled).toBe(false);
  });

  it('alerts when the engraving is empty or only spaces, and adds nothing', async () => {
    openRingPage('/customize/ring?product=42&type=engraving');
    await userEvent.click(await screen.findByRole('button', { name: PERSONALISATION_TEXTS.addRingToCart }));
    expect(alert).toHaveBeenCalledWith('Please complete the customization before adding to cart');
    await userEvent.type(engravingInput(), '   ');
    await userEvent.click(addButton());
    expect(alert).toHaveBeenCalledTimes(2);
    expect(storedCart()).toEqual([]);
    expect(screen.queryByText('Customization Complete!')).toBeNull();
  });

  it('takes at most 20 characters and counts them', async () => {
    openRingPage('/customize/ring?product=42&type=engraving');
    await screen.findByLabelText('Your engraving');
    expect(screen.getByText('0/20 characters')).toBeTruthy();
    await userEvent.type(engravingInput(), 'Together forever, Amma and Appa');
    expect(engravingInput().value).toBe('Together forever, Am');
    expect(screen.getByText('20/20 characters')).toBeTruthy();
  });

  it('shows the message on the ring as it is typed, in the chosen font', async () => {
    openRingPage('/customize/ring?product=42&type=engraving');
    expect(await screen.findByRole('img', { name: 'Preview of your ring: Your message here' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Script' })).toHaveProperty('checked', true);
    await userEvent.type(engravingInput(), 'Meena');
    await userEvent.click(screen.getByRole('radio', { name: 'Block' }));
    expect(
      screen.getByRole('img', { name: 'Preview of your ring engraved with “Meena” in Block' }),
    ).toBeTruthy();
  });

  it('starts afresh when a type is chosen', async () => {
    openRingPage('/customize/ring?product=42&type=engraving');
    await userEvent.type(await screen.findByLabelText('Your engraving'), 'Meena');
    await userEvent.click(screen.getByRole('radio', { name: 'Roman' }));
    await userEvent.click(typeButton('Fingerprint Ring'));
    expect(typeButton('Engraved Ring').getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(typeButton('Engraved Ring'));
    expect(engravingInput().value).toBe('');
    expect(screen.getByRole('radio', { name: 'Script' })).toHaveProperty('checked', true);
  });

  it('adds the engraved ring to the cart and shows what was added', async () => {
    openRingPage('/customize/ring?product=42');
    await userEvent.click(await screen.findByRole('button', { name: 'Engraved Ring' }));
    await userEvent.type(engravingInput(), ' Forever Yours ');
    await userEvent.click(screen.getByRole('radio', { name: 'Roman' }));
    await userEvent.click(addButton());

    expect(storedCart()).toEqual([
      expect.objectContaining({
        id: '42',
        name: 'Fingerprint Keepsake Ring',
        price: 2199,
        quantity: 1,
        variant: 'Silver',
        image: RING.image,
        customization: {
          type: 'engraving',
          customName: 'Forever Yours',
          selectedFont: 'roman',
          fontSize: 40,
        },
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Customization Complete!' })).toBeTruthy();
    expect(
      screen.getByText('Your beautifully customized Fingerprint Keepsake Ring has been added to your cart.'),
    ).toBeTruthy();
    const summary = within(screen.getByRole('region', { name: 'Your customization' }));
    expect(summary.getByText('Engraved Ring')).toBeTruthy();
    expect(summary.getByText('Forever Yours')).toBeTruthy();
    expect(summary.getByText('Roman')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/womens-rings',
    );
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('offers Share preview once the ring is added, as drawn on this page', async () => {
    const link = 'https://shop.example/previews/Abcdefghijklmnopqrstuvwx';
    const { requests } = openRingPage('/customize/ring?product=42', {
      'POST /api/previews': { status: 201, body: { url: link } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Engraved Ring' }));
    await userEvent.type(engravingInput(), 'Forever Yours');
    expect(screen.queryByRole('button', { name: 'Share preview' })).toBeNull();
    await userEvent.click(addButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Share preview' }, { timeout: 5_000 }));
    expect(((await screen.findByLabelText('Link to your preview')) as HTMLInputElement).value).toBe(link);
    expect(requests.find((request) => request.url === '/api/previews')?.body).toEqual({
      productId: '42',
      customization: { type: 'engraving', customName: 'Forever Yours', selectedFont: 'script', fontSize: 40 },
      showPicture: false,
      look: 'ring',
    });
  });

  it('uploads a fingerprint, then adds the ring with the file’s id and thumbnail', async () => {
    const { requests } = openRingPage('/customize/ring?product=42&type=fingerprint', {
      'POST /api/files': {
        status: 201,
        body: { success: true, fileId: FILE_ID, url: `/api/files/${FILE_ID}` },
      },
    });
    const picture = new File([new Uint8Array(64)], 'my-print.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Your fingerprint'), picture);
    expect(
      await screen.findByRole('img', { name: 'Your fingerprint on the ring: my-print.png' }),
    ).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/files?type=fingerprint' });
    await userEvent.click(addButton());

    expect(alert).not.toHaveBeenCalled();
    expect(storedCart()).toEqual([
      expect.objectContaining({
        id: '42',
        quantity: 1,
        customization: {
          type: 'fingerprint',
          fileId: FILE_ID,
          uploadedFile: 'my-print.png',
          fileData: THUMBNAIL,
        },
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'Customization Complete!' })).toBeTruthy();
    const summary = within(screen.getByRole('region', { name: 'Your customization' }));
    expect(summary.getByText('Fingerprint Ring')).toBeTruthy();
    expect(summary.getByText('Custom Fingerprint')).toBeTruthy();
  });

  it('alerts when the fingerprint is not uploaded yet', async () => {
    openRingPage('/customize/ring?product=42&type=fingerprint', {
      'POST /api/files': () => new Promise(() => undefined),
    });
    const picture = new File([new Uint8Array(64)], 'my-print.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Your fingerprint'), picture);
    expect(await screen.findByText('Uploading…')).toBeTruthy();
    await userEvent.click(addButton());
    expect(alert).toHaveBeenCalledWith('Please complete the customization before adding to cart');
    expect(storedCart()).toEqual([]);
  });
});

describe('a ring handed over by another page', () => {
  /** Follows a link that carries the ring as navigation state, as the product page's does. */
  async function followLink(product: object) {
    const requests = serveRequests({});
    const view = renderPages(
      <>
        <Route
          path="/start"
          element={
            <Link to="/customize/ring?type=engraving" state={{ product }}>
              Personalise it
            </Link>
          }
        />
        <Route path="/customize/ring" element={<RingPersonalisationRoute />} />
      </>,
      '/start',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Personalise it' }));
    return { requests, ...view };
  }

  it('is shown at once, and its id joins the address so a reload shows it again', async () => {
    const { requests, address } = await followLink({
      _id: '42',
      image: RING.image,
      name: 'Fingerprint Keepsake Ring',
      description: RING.description,
      price: 2199,
      productType: 'Silver',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Fingerprint Keepsake Ring' })).toBeTruthy();
    expect(requests).toEqual([]);
    expect(address()).toBe('/customize/ring?type=engraving&product=42');
    expect(typeButton('Engraved Ring').getAttribute('aria-pressed')).toBe('true');
  });

  it('may come without an id and with its price as text, as older pages hand it over', async () => {
    await followLink({
      image: '/images/catalogue/v1/ring-template-gold-640.webp',
      name: 'Royal Gold Band',
      description: '',
      price: '18,500',
    });
    expect(await screen.findByText('₹18,500')).toBeTruthy();
    await userEvent.type(engravingInput(), 'R & S');
    await userEvent.click(addButton());
    expect(storedCart()).toEqual([
      expect.objectContaining({ id: 'ring-royal-gold-band', price: '18,500', variant: 'Gold' }),
    ]);
  });
});
