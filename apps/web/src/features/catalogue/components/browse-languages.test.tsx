/**
 * The listing's filters, its sort menu, its pagers and a product's buying part in Tamil and
 * Hindi, from their compiled catalogs; in English, in the specification's words.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fewLeftNote, SORT_LABELS, SORT_OPTIONS } from '@shop/shared/catalogue';
import { priceFromRate } from '@shop/shared/pricing';
import { PURITY_LABELS } from '@shop/shared/pricing-labels';
import { PRODUCT_PAGE_TEXTS } from '@shop/shared/product-page';
import { VARIANT_TEXTS } from '@shop/shared/variants';
import { inLanguage } from '../../../testing/in-language.tsx';
import { PRICE_BOUNDS } from '../listing-rules.ts';
import { sampleProduct } from '../testing/sample-product.ts';
import { PriceRangeFilter, SizeFilter, SortSelect } from './listing-filters.tsx';
import { NumberedPager, Pager } from './pager.tsx';
import { PriceBreakupSection } from './price-breakup.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductInfo } from './product-info.tsx';
import SearchForm from './search-form.tsx';

const ignore = () => undefined;

describe('the sort menu', () => {
  it('offers the specification’s labels in English', () => {
    render(<SortSelect value="featured" options={SORT_OPTIONS} onChange={ignore} />, {
      wrapper: inLanguage('en'),
    });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(SORT_OPTIONS.map((option) => SORT_LABELS[option]));
  });

  it('speaks Tamil and Hindi', () => {
    const tamil = render(<SortSelect value="price-asc" options={SORT_OPTIONS} onChange={ignore} />, {
      wrapper: inLanguage('ta'),
    });
    expect(screen.getByRole('combobox', { name: 'வரிசைப்படுத்து' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'விலை: குறைவு முதல் அதிகம்', selected: true })).toBeTruthy();
    tamil.unmount();
    render(<SortSelect value="newest" options={SORT_OPTIONS} onChange={ignore} />, {
      wrapper: inLanguage('hi'),
    });
    expect(screen.getByRole('option', { name: 'नए पहले', selected: true })).toBeTruthy();
  });
});

describe('the filters', () => {
  it('name the price range and the size in Tamil', async () => {
    render(
      <>
        <PriceRangeFilter value={{ min: 0, max: 5000 }} bounds={PRICE_BOUNDS.kidsRings} onChange={ignore} />
        <SizeFilter sizes={['12', '14']} size="14" inStock={false} onChange={ignore} />
      </>,
      { wrapper: inLanguage('ta') },
    );
    const toggle = screen.getByRole('button', { name: 'விலை வரம்பு எந்த விலையும்' });
    await userEvent.click(toggle);
    expect(screen.getByRole('slider', { name: /அதிகபட்ச விலை/ })).toBeTruthy();
    expect(screen.getByLabelText('குறைந்தபட்சம் (₹)')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'அளவு' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'எந்த அளவும்' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'இந்த அளவில் கையிருப்பில் உள்ளவை' })).toBeTruthy();
  });
});

describe('the pagers', () => {
  it('step through the pages in Hindi', () => {
    render(<Pager page={2} totalPages={5} onPage={ignore} />, { wrapper: inLanguage('hi') });
    expect(screen.getByRole('navigation', { name: 'पेज' })).toBeTruthy();
    expect(screen.getByText('5 में से पेज 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आगे' })).toBeTruthy();
  });

  it('number the search’s pages in Tamil', () => {
    render(<NumberedPager page={1} totalPages={3} onPage={ignore} />, { wrapper: inLanguage('ta') });
    expect(screen.getByRole('button', { name: 'பக்கம் 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'அடுத்து' })).toBeTruthy();
  });
});

describe('a piece’s buying part', () => {
  const piece = sampleProduct({ name: 'Silver Band', price: 1234567, originalPrice: 1500000, gram: 12 });

  it('names its price, its details and its stock in Tamil, the price in Indian grouping', () => {
    render(<ProductInfo product={piece} />, { wrapper: inLanguage('ta') });
    expect(screen.getByText('₹12,34,567')).toBeTruthy();
    expect(screen.getByText('எல்லா வரிகளும் சேர்த்த விலை')).toBeTruthy();
    expect(screen.getByText('எடை')).toBeTruthy();
    expect(screen.getByText('12 கிராம்')).toBeTruthy();
    expect(screen.getByText('கையிருப்பில் உள்ளது')).toBeTruthy();
  });

  it('says the same in Hindi, and its card’s button', () => {
    render(
      <MemoryRouter>
        <ProductInfo product={piece} />
        <ProductCard product={piece} />
      </MemoryRouter>,
      { wrapper: inLanguage('hi') },
    );
    expect(screen.getByText('सभी टैक्स सहित')).toBeTruthy();
    expect(screen.getByText('शुद्धता')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeTruthy();
  });

  it('names the piece in the page’s language where staff gave its words, else in English', () => {
    const anklet = sampleProduct({
      name: 'Leaf Anklet',
      description: 'A silver anklet with leaves.',
      translations: {
        ta: { name: 'இலை வெள்ளிக் கொலுசு' },
        hi: { name: 'पत्ती वाली पायल', description: 'पत्तियों वाली चाँदी की पायल।' },
      },
    });
    const tamil = render(
      <MemoryRouter>
        <ProductInfo product={anklet} />
        <ProductCard product={anklet} />
      </MemoryRouter>,
      { wrapper: inLanguage('ta') },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'இலை வெள்ளிக் கொலுசு' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'இலை வெள்ளிக் கொலுசு' })).toBeTruthy();
    // No Tamil description: the English one.
    expect(screen.getAllByText('A silver anklet with leaves.')).toHaveLength(2);
    tamil.unmount();
    render(<ProductInfo product={anklet} />, { wrapper: inLanguage('hi') });
    expect(screen.getByRole('heading', { level: 1, name: 'पत्ती वाली पायल' })).toBeTruthy();
    expect(screen.getByText('पत्तियों वाली चाँदी की पायल।')).toBeTruthy();
  });

  it('keeps the specification’s words in English', () => {
    render(<ProductInfo product={piece} />, { wrapper: inLanguage('en') });
    expect(screen.getByText('Inclusive of all taxes')).toBeTruthy();
    expect(screen.getByText('12 gram')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
  });
});

describe('the price breakup', () => {
  // 22K at ₹6,500/g, 5.250 g, making 12 %, hallmarking ₹45.
  const breakup = priceFromRate(
    {
      purity: 'gold-916',
      netWeightMg: 5250,
      making: { kind: 'percent', basisPoints: 1200 },
      stonesPaise: 0,
      hallmarkingPaise: 4500,
    },
    { 'gold-916': 650_000 },
  );

  it('names its lines in Tamil, the figures as in English', () => {
    render(<PriceBreakupSection breakup={breakup} />, { wrapper: inLanguage('ta') });
    expect(screen.getByText('விலை விவரம்', { selector: 'summary' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'செய்கூலி' })).toBeTruthy();
    expect(screen.getByText('உலோக மதிப்பில் 12 %')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'அனைத்து வரிகளும் உட்பட MRP' })).toBeTruthy();
    expect(screen.getByText('₹39,413')).toBeTruthy();
  });

  it('names them in Hindi', () => {
    render(<PriceBreakupSection breakup={breakup} />, { wrapper: inLanguage('hi') });
    expect(screen.getByRole('rowheader', { name: 'बनवाई' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'सभी टैक्स सहित MRP' })).toBeTruthy();
  });
});

describe('the search form', () => {
  it('asks in Hindi, with its popular searches', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SearchForm headingId="search-heading" onDone={ignore} />
        </MemoryRouter>
      </QueryClientProvider>,
      { wrapper: inLanguage('hi') },
    );
    expect(screen.getByRole('heading', { name: 'हमारे गहनों में खोजें' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'गहने खोजें' }).getAttribute('placeholder')).toBe('गहने खोजें…');
    expect(screen.getByRole('button', { name: 'खोज बंद करें' })).toBeTruthy();
    expect(screen.getByText('लोकप्रिय खोजें')).toBeTruthy();
  });
});

describe('a card', () => {
  const anklet = sampleProduct({
    name: 'Leaf Anklet',
    isNew: true,
    productCategory: 'Anklet',
    peopleCategory: 'kids',
    stockLeft: 1,
  });
  const madeToOrder = sampleProduct({
    _id: '102',
    name: 'Made Band',
    discount: 0,
    inStock: false,
    madeToOrderDays: 5,
    peopleCategory: 'couples',
  });
  const gone = sampleProduct({ _id: '103', name: 'Gone Band', discount: 0, inStock: false });
  const cards = (
    <MemoryRouter>
      <ProductCard product={anklet} eyebrow="with-people" showPersonalisable />
      <ProductCard product={madeToOrder} eyebrow="with-people" />
      <ProductCard product={gone} eyebrow="with-metal" />
    </MemoryRouter>
  );

  it('marks the piece and its stock in Tamil, who it is for in the eyebrow', () => {
    render(cards, { wrapper: inLanguage('ta') });
    expect(screen.getByText('புதிது')).toBeTruthy();
    expect(screen.getByText('உங்கள் விருப்பப்படி')).toBeTruthy();
    expect(screen.getByText('17% தள்ளுபடி')).toBeTruthy();
    expect(screen.getByText('Anklet - குழந்தைகள்')).toBeTruthy();
    expect(screen.getByText('Ring - தம்பதியர்')).toBeTruthy();
    expect(screen.getByText('வெள்ளி · Ring')).toBeTruthy();
    expect(screen.getByText('இன்னும் 1 மட்டுமே உள்ளது')).toBeTruthy();
    expect(screen.getByText('ஆர்டரின் பேரில் செய்யப்படும்')).toBeTruthy();
    expect(screen.getByText('கையிருப்பில் இல்லை')).toBeTruthy();
    expect(screen.getAllByText('(4.2 கிராம்)')).toHaveLength(3);
  });

  it('marks them in Hindi', () => {
    render(cards, { wrapper: inLanguage('hi') });
    expect(screen.getByText('नया')).toBeTruthy();
    expect(screen.getByText('पसंद से बनवाएँ')).toBeTruthy();
    expect(screen.getByText('17% की छूट')).toBeTruthy();
    expect(screen.getByText('Anklet - बच्चे')).toBeTruthy();
    expect(screen.getByText('चाँदी · Ring')).toBeTruthy();
    expect(screen.getByText('बस 1 बचा है')).toBeTruthy();
    expect(screen.getByText('ऑर्डर पर बनेगा')).toBeTruthy();
    expect(screen.getByText('स्टॉक में नहीं')).toBeTruthy();
  });

  it('keeps the specification’s words in English', () => {
    render(cards, { wrapper: inLanguage('en') });
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('Customizable')).toBeTruthy();
    expect(screen.getByText('17% off')).toBeTruthy();
    expect(screen.getByText('Anklet - Kids')).toBeTruthy();
    expect(screen.getByText('Ring - Couples')).toBeTruthy();
    expect(screen.getByText('Silver · Ring')).toBeTruthy();
    expect(screen.getByText(fewLeftNote(1) ?? '')).toBeTruthy();
    expect(screen.getByText('Only 1 left')).toBeTruthy();
    expect(screen.getByText(VARIANT_TEXTS.madeToOrderCard)).toBeTruthy();
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(screen.getAllByText('(4.2 gram)')).toHaveLength(3);
  });
});

describe('a piece’s details', () => {
  const silver = sampleProduct({ stockLeft: 2 });
  const gold = sampleProduct({
    _id: '104',
    productType: 'Gold',
    purity: 'gold-916',
    countryOfOrigin: 'Sri Lanka',
  });

  it('name its metal, purity and country in Tamil', () => {
    const tamil = render(<ProductInfo product={silver} />, { wrapper: inLanguage('ta') });
    expect(screen.getByText('வெள்ளி')).toBeTruthy();
    expect(screen.getByText('ஸ்டெர்லிங் வெள்ளி (925)')).toBeTruthy();
    expect(screen.getByText('தயாரான நாடு: இந்தியா')).toBeTruthy();
    expect(screen.getByText('இன்னும் 2 மட்டுமே உள்ளது')).toBeTruthy();
    expect(screen.getByText('(38 மதிப்புரைகள்)')).toBeTruthy();
    tamil.unmount();
    render(<ProductInfo product={gold} />, { wrapper: inLanguage('ta') });
    expect(screen.getByText('தங்கம்')).toBeTruthy();
    expect(screen.getByText('22K தங்கம் (916) · BIS ஹால்மார்க்')).toBeTruthy();
    // A country staff named is shown as they wrote it.
    expect(screen.getByText('தயாரான நாடு: Sri Lanka')).toBeTruthy();
  });

  it('name them in Hindi', () => {
    render(<ProductInfo product={silver} />, { wrapper: inLanguage('hi') });
    expect(screen.getByText('चाँदी')).toBeTruthy();
    expect(screen.getByText('स्टर्लिंग चाँदी (925)')).toBeTruthy();
    expect(screen.getByText('मूल देश: भारत')).toBeTruthy();
    expect(screen.getByText('बस 2 बचे हैं')).toBeTruthy();
    expect(screen.getByText('(38 रिव्यू)')).toBeTruthy();
  });

  it('say in Tamil and Hindi when a variant is made to order', () => {
    const tamil = render(<ProductInfo product={silver} madeToOrderDays={1} />, { wrapper: inLanguage('ta') });
    expect(screen.getByText('ஆர்டரின் பேரில் செய்து, 1 நாள் கழித்து அனுப்புவோம்')).toBeTruthy();
    tamil.unmount();
    const hindi = render(<ProductInfo product={silver} madeToOrderDays={5} />, { wrapper: inLanguage('hi') });
    expect(screen.getByText('ऑर्डर पर बनेगा: 5 दिन बाद भेजेंगे')).toBeTruthy();
    hindi.unmount();
    render(<ProductInfo product={silver} madeToOrderDays={5} />, { wrapper: inLanguage('en') });
    expect(screen.getByText(VARIANT_TEXTS.madeToOrder(5))).toBeTruthy();
  });

  it('keep the shared words in English', () => {
    const english = render(<ProductInfo product={silver} />, { wrapper: inLanguage('en') });
    expect(screen.getByText('Silver')).toBeTruthy();
    expect(screen.getByText(PURITY_LABELS['silver-925'])).toBeTruthy();
    expect(screen.getByText(PRODUCT_PAGE_TEXTS.countryOfOrigin('India'))).toBeTruthy();
    expect(screen.getByText(fewLeftNote(2) ?? '')).toBeTruthy();
    expect(screen.getByText(PRODUCT_PAGE_TEXTS.reviewCount(38))).toBeTruthy();
    english.unmount();
    render(<ProductInfo product={gold} />, { wrapper: inLanguage('en') });
    expect(screen.getByText(`${PURITY_LABELS['gold-916']} · BIS hallmarked`)).toBeTruthy();
    expect(screen.getByText(PRODUCT_PAGE_TEXTS.countryOfOrigin('Sri Lanka'))).toBeTruthy();
  });
});
