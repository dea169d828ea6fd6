/**
 * Personalising a piece in Tamil and Hindi, from their compiled catalogs: the ring
 * personalisation page and the product page's personalisation, their headings, fields, a
 * refusal after a wrong entry and the cart's button; in English, in the specification's words.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@shop/shared/languages';
import { RING_PERSONALISATION_PATH } from '@shop/shared/page-paths';
import { pageMeta } from '@shop/shared/pages';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation';
import { FILE_MESSAGES, UPLOAD_MAX_BYTES } from '@shop/shared/files';
import { PREVIEW_TEXTS } from '@shop/shared/previews';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import type * as Thumbnails from '../../features/personalisation/thumbnail.ts';
import { inLanguage } from '../../testing/in-language.tsx';
import { renderPages, renderRoute, serveRequests } from '../../testing/render-route.tsx';
import { SharePreview } from '../../features/previews/components/share-preview.tsx';
import ProductRoute from './product.tsx';
import RingPersonalisationRoute from './ring-personalisation.tsx';

// happy-dom decodes no pictures: the thumbnail the browser would draw is made up.
vi.mock('../../features/personalisation/thumbnail.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Thumbnails>()),
  makeThumbnail: async () => 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD',
}));

const RING_TEMPLATE = '/images/catalogue/v1/ring-template-silver-640.webp';
const RING = sampleProduct({
  _id: '42',
  name: 'Silver Name Band',
  description: 'A sterling silver band for a message or a fingerprint.',
  category: 'ring',
  productType: 'Silver',
  images: [RING_TEMPLATE, '/images/catalogue/v1/ring-silver-1-640.webp'],
  image: RING_TEMPLATE,
  engravingTemplate: RING_TEMPLATE,
  customizationTypes: [
    { id: 'engraving', name: 'Engraving' },
    { id: 'fingerprint', name: 'Fingerprint' },
  ],
  translations: { ta: { name: 'வெள்ளிப் பெயர் மோதிரம்' }, hi: { name: 'चाँदी की नाम वाली अंगूठी' } },
});

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => vi.unstubAllGlobals());

function openRingPage(language: Language, type: 'engraving' | 'fingerprint') {
  serveRequests({ '/api/products/42': { body: { success: true, product: RING } } });
  const Messages = inLanguage(language);
  return renderPages(
    <Route
      path={RING_PERSONALISATION_PATH}
      element={
        <Messages>
          <RingPersonalisationRoute />
        </Messages>
      }
    />,
    `${RING_PERSONALISATION_PATH}?product=42&type=${type}`,
  );
}

function openProduct(language: Language) {
  serveRequests({
    '/api/products/42': { body: { success: true, product: RING } },
    '/api/products/42/reviews': {
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
  });
  const Messages = inLanguage(language);
  return renderRoute(
    <Messages>
      <ProductRoute />
    </Messages>,
    { path: '/product/:id', url: '/product/42' },
  );
}

const big = () => new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' });
const user = () => userEvent.setup({ applyAccept: false });

const RING_PAGE = {
  ta: {
    heading: 'உங்கள் மோதிரத்தை விருப்பப்படி அமையுங்கள்',
    choose: 'நீங்கள் விரும்பும் வகையைத் தேர்ந்தெடுங்கள்',
    engraved: 'பெயர் பொறித்த மோதிரம்',
    fingerprint: 'விரல் ரேகை மோதிரம்',
    field: 'நீங்கள் பொறிக்க விரும்புவது',
    placeholder: 'உங்கள் வாசகம் இங்கே',
    count: '4/20 எழுத்துகள்',
    fontStyle: 'எழுத்துரு வகை',
    upload: 'உங்கள் விரல் ரேகை',
    incomplete: 'கூடையில் சேர்க்கும் முன் உங்கள் விருப்பங்களை முழுமையாக்குங்கள்',
    tooLarge: 'கோப்பு 5 MB-க்கு மேல் உள்ளது. சிறிய கோப்பைத் தேர்ந்தெடுங்கள்.',
    add: 'விருப்பப்படி செய்த மோதிரத்தைக் கூடையில் சேர்',
    about: 'எங்கள் விருப்பப்படி செய்யும் முறை',
    care: 'பராமரிப்பு வழிமுறைகள்',
    complete: 'விருப்பப்படி அமைத்தாகிவிட்டது!',
  },
  hi: {
    heading: 'अपनी अंगूठी अपनी पसंद से बनवाएँ',
    choose: 'अपनी पसंद चुनें',
    engraved: 'नाम खुदी अंगूठी',
    fingerprint: 'उँगली की छाप वाली अंगूठी',
    field: 'आपकी खुदाई',
    placeholder: 'आपका संदेश यहाँ',
    count: '4/20 अक्षर',
    fontStyle: 'फ़ॉन्ट का स्टाइल',
    upload: 'आपकी उँगली की छाप',
    incomplete: 'कार्ट में डालने से पहले अपनी पसंद पूरी करें',
    tooLarge: 'फ़ाइल 5 MB से बड़ी है। कोई छोटी फ़ाइल चुनें।',
    add: 'पसंद से बनी अंगूठी कार्ट में डालें',
    about: 'हमारी पर्सनलाइज़ेशन के बारे में',
    care: 'देखभाल कैसे करें',
    complete: 'आपकी पसंद तैयार है!',
  },
} as const;

describe.each(['ta', 'hi'] as const)('the ring personalisation page in %s', (language) => {
  const words = RING_PAGE[language];

  it('names the page, the choices, the engraving’s field and font, and adds the ring', async () => {
    openRingPage(language, 'engraving');
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: words.choose })).toBeTruthy();
    // The ring asked for by its id is named in the page's language.
    expect(screen.getByRole('heading', { level: 2, name: RING.translations?.[language]?.name })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.engraved }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: words.fingerprint })).toBeTruthy();
    expect(screen.getByRole('heading', { name: words.about })).toBeTruthy();
    expect(screen.getByRole('heading', { name: words.care })).toBeTruthy();

    // An empty engraving is refused in the page's language.
    await userEvent.click(screen.getByRole('button', { name: words.add }));
    expect(alert).toHaveBeenCalledWith(words.incomplete);

    const field = screen.getByLabelText(words.field) as HTMLInputElement;
    expect(field.placeholder).toBe(words.placeholder);
    await userEvent.type(field, 'Amma');
    expect(screen.getByText(words.count)).toBeTruthy();
    expect(screen.getByRole('group', { name: words.fontStyle })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: words.add }));
    expect(await screen.findByRole('heading', { level: 1, name: words.complete })).toBeTruthy();
  });

  it('refuses a fingerprint over 5 MB in the page’s language', async () => {
    openRingPage(language, 'fingerprint');
    await user().upload(await screen.findByLabelText(words.upload), big());
    expect(await screen.findByText(words.tooLarge)).toBeTruthy();
  });
});

const PRODUCT_PAGE = {
  ta: {
    personaliseIt: 'உங்கள் விருப்பப்படி அமையுங்கள்',
    none: 'எதுவும் வேண்டாம்',
    engraving: 'பெயர் பொறித்தல்',
    text: 'பொறிக்க வேண்டிய எழுத்துகள்',
    guidance: 'மோதிரத்தில் 3-8 எழுத்துகள் சிறந்தது',
    font: 'எழுத்துரு',
    fontSize: 'எழுத்தின் அளவு',
    missing: 'இந்த நகையைக் கூடையில் சேர்க்க, பொறிக்க வேண்டிய எழுத்துகளை உள்ளிடுங்கள்.',
    addSize: 'அளவைச் சேர்',
    quantity: 'எண்ணிக்கை',
    add: 'கூடையில் சேர்',
    buyNow: 'இப்போதே வாங்கு',
    added: 'கூடையில் சேர்க்கப்பட்டது!',
  },
  hi: {
    personaliseIt: 'अपनी पसंद से बनवाएँ',
    none: 'कुछ नहीं',
    engraving: 'नाम खुदवाना',
    text: 'खुदवाने के लिए अक्षर',
    guidance: 'अंगूठी पर 3-8 अक्षर सबसे अच्छे लगते हैं',
    font: 'फ़ॉन्ट',
    fontSize: 'फ़ॉन्ट का साइज़',
    missing: 'यह गहना कार्ट में डालने के लिए खुदवाने वाले अक्षर लिखें।',
    addSize: 'साइज़ जोड़ें',
    quantity: 'संख्या',
    add: 'कार्ट में डालें',
    buyNow: 'अभी ख़रीदें',
    added: 'कार्ट में डाल दिया!',
  },
} as const;

describe.each(['ta', 'hi'] as const)('the product page’s personalisation in %s', (language) => {
  const words = PRODUCT_PAGE[language];

  it('offers the choices and the engraving’s fields, says what is missing, and adds the piece', async () => {
    openProduct(language);
    const selector = await screen.findByRole('group', { name: words.personaliseIt });
    expect(within(selector).getByRole('radio', { name: new RegExp(words.none) })).toBeTruthy();
    await userEvent.click(within(selector).getByRole('radio', { name: new RegExp(words.engraving) }));

    expect(screen.getByLabelText(words.text)).toBeTruthy();
    expect(screen.getByText(words.guidance)).toBeTruthy();
    expect(screen.getByRole('group', { name: words.font })).toBeTruthy();
    expect(screen.getByRole('slider', { name: words.fontSize })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: words.addSize })).toBeTruthy();
    expect(screen.getByRole('group', { name: words.quantity })).toBeTruthy();

    // No words yet: the buttons wait, and say why in the page's language.
    const add = screen.getByRole('button', { name: words.add }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText(words.missing)).toBeTruthy();
    expect((screen.getByRole('button', { name: words.buyNow }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.type(screen.getByLabelText(words.text), 'Amma');
    expect(screen.queryByText(words.missing)).toBeNull();
    await userEvent.click(add);
    expect(await screen.findByText(words.added)).toBeTruthy();
  });
});

describe('sharing a preview', () => {
  const share = (language: Language, answer: { status: number; body: unknown }) => {
    serveRequests({ 'POST /api/previews': answer });
    const Messages = inLanguage(language);
    renderRoute(
      <Messages>
        <SharePreview
          productId="42"
          customization={{ type: 'engraving', customName: 'Amma', selectedFont: 'script', fontSize: 40 }}
        />
      </Messages>,
      { path: '*', url: '/product/42' },
    );
  };
  const LINK = 'https://shop.example/previews/Abcdefghijklmnopqrstuvwx';

  it('offers the link and its copy in Tamil', async () => {
    share('ta', { status: 201, body: { url: LINK } });
    await userEvent.click(screen.getByRole('button', { name: 'முன்னோட்டத்தைப் பகிருங்கள்' }));
    expect(((await screen.findByLabelText('உங்கள் முன்னோட்டத்தின் இணைப்பு')) as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByRole('button', { name: 'இணைப்பை நகலெடு' })).toBeTruthy();
  });

  it('says in Hindi that the link could not be made when no refusal came', async () => {
    share('hi', { status: 500, body: 'down' });
    await userEvent.click(screen.getByRole('button', { name: 'प्रीव्यू शेयर करें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('लिंक नहीं बन पाया। फिर से कोशिश करें।');
  });

  it('keeps the server’s refusal as it was sent', async () => {
    share('ta', { status: 429, body: { success: false, message: PREVIEW_TEXTS.tooMany } });
    await userEvent.click(screen.getByRole('button', { name: 'முன்னோட்டத்தைப் பகிருங்கள்' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PREVIEW_TEXTS.tooMany);
  });
});

describe('personalising in English', () => {
  it('keeps the specification’s words on the ring page', async () => {
    openRingPage('en', 'engraving');
    expect(
      await screen.findByRole('heading', { level: 1, name: pageMeta(RING_PERSONALISATION_PATH)?.title }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: PERSONALISATION_TEXTS.addRingToCart }));
    expect(alert).toHaveBeenCalledWith(PERSONALISATION_TEXTS.incompleteRing);
  });

  it('keeps the specification’s words on the product page', async () => {
    openProduct('en');
    expect(await screen.findByRole('group', { name: PERSONALISATION_TEXTS.personaliseIt })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Engraving/ }));
    expect(screen.getByLabelText('Text to engrave')).toBeTruthy();
    expect(screen.getByText('Type the words to engrave to add this piece to the cart.')).toBeTruthy();
    expect(screen.getByRole('button', { name: PERSONALISATION_TEXTS.addToCart })).toBeTruthy();
  });

  it('refuses a fingerprint over 5 MB in the specification’s words', async () => {
    openRingPage('en', 'fingerprint');
    await user().upload(await screen.findByLabelText('Your fingerprint'), big());
    expect(await screen.findByText(FILE_MESSAGES.tooLarge)).toBeTruthy();
  });
});
