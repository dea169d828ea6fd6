/**
 * The contact page, the footer's policy links, the ring size guide and a policy page's own
 * words in Tamil and Hindi, from their compiled catalogs; in English, in the shared modules'
 * words (contact.test.tsx, ring-size-guide.test.tsx, policy.test.tsx and layout.test.tsx hold
 * the English of each). A policy's own text is the shop's, as written.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_TEXTS } from '@shop/shared/contact';
import type { Language } from '@shop/shared/languages';
import {
  POLICY_IDS,
  POLICY_PAGE_TEXTS,
  POLICY_TITLES,
  RING_SIZE_GUIDE_TITLE,
} from '@shop/shared/policy-pages';
import { RING_SIZE_TEXTS } from '@shop/shared/ring-sizes';
import { SHOP_STORE } from '@shop/shared/shop-store';
import { inLanguage } from '../../testing/in-language.tsx';
import { renderPages, renderRoute, serveApi } from '../../testing/render-route.tsx';
import Footer from '../layout/footer.tsx';
import { POLICIES_MESSAGE, POLICY_TITLE_MESSAGES, RING_SIZE_GUIDE_MESSAGE } from '../layout/policy-names.ts';
import ContactRoute from './contact.tsx';
import PolicyRoute from './policy.tsx';
import RingSizeGuideRoute from './ring-size-guide.tsx';

afterEach(() => vi.unstubAllGlobals());

function inPage(language: Language, page: ReactElement) {
  const Words = inLanguage(language);
  return <Words>{page}</Words>;
}

describe('the footer’s policy links', () => {
  it('are the shared module’s English names', () => {
    for (const id of POLICY_IDS) expect(POLICY_TITLE_MESSAGES[id].message, id).toBe(POLICY_TITLES[id]);
    expect(RING_SIZE_GUIDE_MESSAGE.message).toBe(RING_SIZE_GUIDE_TITLE);
    expect(POLICIES_MESSAGE.message).toBe(POLICY_PAGE_TEXTS.footerHeading);
  });

  it('name the policies and the ring size guide in Tamil', () => {
    renderRoute(inPage('ta', <Footer />), { path: '/', url: '/' });
    const policies = screen.getByRole('navigation', { name: 'கொள்கைகள்' });
    expect(
      within(policies)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'சேவை விதிமுறைகள்',
      'தனியுரிமைக் கொள்கை',
      'ரீஃபண்ட், திருப்பி அனுப்புதல் கொள்கை',
      'டெலிவரி கொள்கை',
      'தொடர்பு விவரங்கள்',
      'மோதிர அளவு வழிகாட்டி',
    ]);
    expect(screen.getByText('எல்லா நாட்களும் காலை 10:00 முதல் இரவு 9:30 வரை')).toBeTruthy();
  });

  it('name them in Hindi', () => {
    renderRoute(inPage('hi', <Footer />), { path: '/', url: '/' });
    const policies = screen.getByRole('navigation', { name: 'नीतियाँ' });
    expect(within(policies).getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toBeTruthy();
    expect(within(policies).getByRole('link', { name: 'रिंग साइज़ गाइड' })).toBeTruthy();
    expect(screen.getByText('हर दिन सुबह 10:00 से रात 9:30 बजे तक')).toBeTruthy();
  });

  it('keep their English names', () => {
    renderRoute(inPage('en', <Footer />), { path: '/', url: '/' });
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(
      within(policies)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...POLICY_IDS.map((id) => POLICY_TITLES[id]), 'Ring Size Guide']);
    expect(screen.getByText(SHOP_STORE.timings)).toBeTruthy();
  });
});

const renderContact = (language: Language) =>
  renderPages(<Route path="/contact" element={inPage(language, <ContactRoute />)} />, '/contact');

describe('the contact page', () => {
  it('speaks Tamil, and says in Tamil what the form lacks and that the message went', async () => {
    serveApi({ 'POST /api/contacts': { body: { success: true, message: 'Thank you' } } });
    renderContact('ta');
    expect(screen.getByRole('heading', { level: 1, name: 'எங்களைத் தொடர்புகொள்ளுங்கள்' })).toBeTruthy();
    expect(document.title).toBe('எங்களைத் தொடர்புகொள்ளுங்கள் · Velli & Thangam');
    expect(screen.getByRole('heading', { name: 'எங்களுக்கு ஒரு செய்தி அனுப்புங்கள்' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'புகார் அளியுங்கள்' })).toBeTruthy();
    const store = screen.getByRole('region', { name: 'கடை இருக்கும் இடம்' });
    expect(within(store).getByText('நேரம்')).toBeTruthy();
    expect(within(store).getByText('எல்லா நாட்களும் காலை 10:00 முதல் இரவு 9:30 வரை')).toBeTruthy();
    expect(within(store).getByText('முகவரி')).toBeTruthy();
    expect(within(store).getByTitle('கடையின் வரைபடம்')).toBeTruthy();
    expect(within(store).getByRole('link', { name: 'வரைபடத்தில் திற' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'உங்கள் மோதிர அளவைக் கண்டறியுங்கள்' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'அல்லது எங்கள் மோதிர அளவு வழிகாட்டியைக் கொண்டு அளவுங்கள்' }),
    ).toBeTruthy();
    expect(screen.getByText('எல்லா நகைகளும் அசல் வெள்ளி; இந்தியா முழுவதும் மறுவிற்பனை மதிப்பு உண்டு.')).toBeTruthy();

    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: 'எங்களுக்கு ஒரு செய்தி அனுப்புங்கள்' });
    await user.click(within(form).getByRole('button', { name: 'செய்தியை அனுப்பு' }));
    expect(await within(form).findByText('மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்')).toBeTruthy();
    await user.type(within(form).getByLabelText('மின்னஞ்சல்', { exact: false }), 'meena@example.in');
    await user.type(within(form).getByLabelText('செய்தி'), 'Do you engrave in Tamil?');
    await user.click(within(form).getByRole('button', { name: 'செய்தியை அனுப்பு' }));
    expect(await within(form).findByText('உங்கள் செய்திக்கு நன்றி! விரைவில் உங்களைத் தொடர்புகொள்வோம்.')).toBeTruthy();
  });

  it('speaks Hindi, and says in Hindi that too many messages came', async () => {
    serveApi({
      'POST /api/contacts': { status: 429, body: { success: false, message: CONTACT_TEXTS.tooMany } },
    });
    renderContact('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeTruthy();
    const form = screen.getByRole('region', { name: 'हमें संदेश भेजें' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('ईमेल', { exact: false }), 'meena@example.in');
    await user.click(within(form).getByRole('button', { name: 'संदेश भेजें' }));
    expect(
      await within(form).findByText('इस नेटवर्क से बहुत सारे संदेश भेजे गए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।'),
    ).toBeTruthy();
  });

  it('keeps the shared module’s English', () => {
    renderContact('en');
    expect(screen.getByRole('heading', { level: 1, name: CONTACT_TEXTS.heading })).toBeTruthy();
    expect(document.title).toBe('Contact Us · Velli & Thangam');
    expect(screen.getByRole('heading', { name: CONTACT_TEXTS.formHeading })).toBeTruthy();
    expect(screen.getByRole('button', { name: CONTACT_TEXTS.send })).toBeTruthy();
    expect(screen.getByRole('link', { name: CONTACT_TEXTS.ringSizeGuideLink })).toBeTruthy();
  });
});

const renderGuide = (language: Language, url = '/ring-size-guide') =>
  renderPages(<Route path="/ring-size-guide" element={inPage(language, <RingSizeGuideRoute />)} />, url);

describe('the ring size guide', () => {
  it('tells in Tamil how to measure, with its table and sizer', () => {
    renderGuide('ta');
    expect(screen.getByRole('heading', { level: 1, name: 'மோதிர அளவு வழிகாட்டி' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'நூலால் உங்கள் விரலை அளவுங்கள்' })).toBeTruthy();
    expect(screen.getByText('நூலின் முனை சந்திக்கும் இடத்தைக் குறியுங்கள்.')).toBeTruthy();
    const table = screen.getByRole('region', { name: 'இந்திய மோதிர அளவுகள், உள் அளவுகள் மில்லிமீட்டரில்' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['இந்திய அளவு', 'உள் விட்டம்', 'உள் சுற்றளவு']);
    expect(
      within(table).getByText('பெரும்பாலான மோதிரங்கள் 8 முதல் 24 வரையிலான அளவுகளில் வாங்கப்படுகின்றன.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'அளவுகோலை அச்சிடு' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'மில்லிமீட்டர் அளவுகோல்' })).toBeTruthy();
  });

  it('tells it in Hindi, with the way back', () => {
    renderGuide('hi', '/ring-size-guide?for=/cart');
    expect(screen.getByRole('heading', { level: 1, name: 'रिंग साइज़ गाइड' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'धागे से अपनी उँगली नापें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'गहने पर वापस जाएँ' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('img', { name: 'हर साइज़ के अंदरूनी व्यास के गोले' })).toBeTruthy();
  });

  it('keeps the shared module’s English', () => {
    renderGuide('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Ring Size Guide' })).toBeTruthy();
    expect(screen.getByText(RING_SIZE_TEXTS.intro)).toBeTruthy();
    expect(screen.getByText(RING_SIZE_TEXTS.commonNote)).toBeTruthy();
    for (const step of [...RING_SIZE_TEXTS.threadSteps, ...RING_SIZE_TEXTS.ringSteps])
      expect(screen.getByText(step)).toBeTruthy();
    expect(screen.getByText(RING_SIZE_TEXTS.printAt100)).toBeTruthy();
  });
});

const POLICY = {
  id: 'refund-policy',
  title: 'Refund and Return Policy',
  html: '<h2>Returns</h2>\n<p>Return any piece within <strong>15 days</strong>.</p>\n',
  updatedAt: '2026-11-25T20:00:00.000Z',
};

const renderPolicy = (language: Language, id = 'refund-policy') =>
  renderPages(
    <Route path="/policies/:policyId" element={inPage(language, <PolicyRoute />)} />,
    `/policies/${id}`,
  );

describe('a policy page', () => {
  it('heads the shop’s text in Tamil, and keeps the text as the shop wrote it', async () => {
    serveApi({ '/api/policies/refund-policy': { body: POLICY } });
    renderPolicy('ta');
    expect(await screen.findByRole('heading', { level: 2, name: 'Returns' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'ரீஃபண்ட், திருப்பி அனுப்புதல் கொள்கை' })).toBeTruthy();
    expect(screen.getByText('கடைசியாகப் புதுப்பித்தது: 26 நவம்பர், 2026')).toBeTruthy();
    expect(document.title).toBe('ரீஃபண்ட், திருப்பி அனுப்புதல் கொள்கை · Velli & Thangam');
  });

  it('says in Hindi that the policy could not be loaded', async () => {
    serveApi({ '/api/policies/privacy-policy': { status: 500, body: { success: false, message: 'Down' } } });
    renderPolicy('hi', 'privacy-policy');
    expect(await screen.findByText('यह पॉलिसी नहीं खुल सकी। कृपया फिर से कोशिश करें।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeTruthy();
  });

  it('keeps the shared module’s English', async () => {
    serveApi({ '/api/policies/refund-policy': { body: POLICY } });
    renderPolicy('en');
    expect(await screen.findByText(POLICY_PAGE_TEXTS.lastUpdated(POLICY.updatedAt))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Refund and Return Policy' })).toBeTruthy();
  });
});
