import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEYS,
  MAX_LINE_QUANTITY,
  SHIPPING_PAISE,
  addLine,
  cartIdentifier,
  cartTotals,
  linePricePaise,
  removeLine,
  setLineQuantity,
  withoutFileData,
  type CartLine,
  type NewCartLine,
} from './cart.ts';
import { readCart } from './cart-line-schema.ts';
import { FILE_DATA_PLACEHOLDER, type Customization } from './personalisation.ts';

const FILE_ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
const OTHER_FILE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const THUMBNAIL = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ';

const engraving = (customName: string, selectedFont: 'script' | 'serif' = 'script'): Customization => ({
  type: 'engraving',
  customName,
  selectedFont,
  fontSize: 40,
});
const fingerprint = (fileId = FILE_ID, uploadedFile = 'thumb.png'): Customization => ({
  type: 'fingerprint',
  fileId,
  uploadedFile,
  fileData: THUMBNAIL,
});

function piece(values: Partial<NewCartLine> = {}): NewCartLine {
  return {
    id: '101',
    name: 'Classic Engraved Silver Band',
    price: 1767,
    quantity: 1,
    image: '/images/101-640.webp',
    ...values,
  };
}

function cartOf(...lines: NewCartLine[]): CartLine[] {
  return lines.reduce<CartLine[]>((cart, line) => addLine(cart, line), []);
}

describe('which lines are the same piece', () => {
  it('raises the quantity when the same piece is added again', () => {
    const cart = cartOf(
      piece({ customization: engraving('Meena') }),
      piece({ customization: engraving('Meena'), quantity: 2 }),
    );
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(3);
  });

  it.each<[string, Partial<NewCartLine>]>([
    ['another engraving', { customization: engraving('Ravi') }],
    ['another font', { customization: engraving('Meena', 'serif') }],
    ['another uploaded file', { customization: fingerprint(OTHER_FILE_ID) }],
    ['another variant', { customization: engraving('Meena'), variant: 'Gold' }],
    ['another size', { customization: engraving('Meena'), size: '14' }],
    ['no personalisation', {}],
    ['another product', { id: '102', customization: engraving('Meena') }],
  ])('keeps %s on a line of its own', (_, values) => {
    const cart = cartOf(piece({ customization: engraving('Meena') }), piece(values));
    expect(cart).toHaveLength(2);
    expect(cart.map((line) => line.quantity)).toEqual([1, 1]);
  });

  it('tells two fingerprints apart by their upload, even with one file name', () => {
    const cart = cartOf(
      piece({ customization: fingerprint(FILE_ID, 'finger.png') }),
      piece({ customization: fingerprint(OTHER_FILE_ID, 'finger.png') }),
    );
    expect(cart).toHaveLength(2);
  });

  it('reads a size with spaces around it as the same size', () => {
    const cart = cartOf(piece({ size: '14' }), piece({ size: ' 14 ' }));
    expect(cart).toHaveLength(1);
  });

  it('never takes a variant and a size for another split of the same words', () => {
    // A separator typed into a free-text size must not make two different pieces one line.
    const cart = cartOf(
      piece({ variant: 'Gold|Rose', size: '7' }),
      piece({ variant: 'Gold', size: 'Rose|7' }),
    );
    expect(cart).toHaveLength(2);
    expect(cartIdentifier(piece({ variant: 'Gold|Rose', size: '7' }))).not.toBe(
      cartIdentifier(piece({ variant: 'Gold', size: 'Rose|7' })),
    );
  });

  it('adds a new piece at the end of the cart', () => {
    const cart = cartOf(piece({ id: '1' }), piece({ id: '2' }), piece({ id: '1' }));
    expect(cart.map((line) => [line.id, line.quantity])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
  });
});

describe('quantities', () => {
  const [line] = cartOf(piece({ quantity: 3 }));
  const identifier = line?.cartIdentifier ?? '';

  it('sets a line to the quantity asked for', () => {
    expect(setLineQuantity(cartOf(piece()), identifier, 4)[0]?.quantity).toBe(4);
  });

  it.each([0, -1])('removes the line when the quantity is %i', (quantity) => {
    expect(
      setLineQuantity(cartOf(piece(), piece({ id: '2' })), identifier, quantity).map((l) => l.id),
    ).toEqual(['2']);
  });

  it('removes the line when a fraction below 1 is asked for, rather than keeping 0 pieces', () => {
    expect(setLineQuantity(cartOf(piece()), identifier, 0.5)).toEqual([]);
  });

  it('leaves the line as it is when the quantity is no number', () => {
    expect(setLineQuantity(cartOf(piece({ quantity: 2 })), identifier, Number.NaN)[0]?.quantity).toBe(2);
  });

  it(`keeps a line at most ${MAX_LINE_QUANTITY} pieces, however it is raised`, () => {
    expect(setLineQuantity(cartOf(piece()), identifier, 500)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    const cart = cartOf(piece({ quantity: 90 }), piece({ quantity: 20 }));
    expect(cart[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('stores a new line with a quantity the stored cart can read back', () => {
    // 150 pieces would be written, then dropped as damaged on the next read.
    const big = cartOf(piece({ quantity: 150 }));
    expect(big[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(readCart(JSON.stringify(big))).toHaveLength(1);
    expect(cartOf(piece({ quantity: 2.7 }))[0]?.quantity).toBe(2);
  });

  it('adds nothing when the quantity is below 1', () => {
    expect(cartOf(piece({ quantity: 0 }))).toEqual([]);
    const cart = cartOf(piece({ quantity: 3 }), piece({ quantity: -2 }));
    expect(cart[0]?.quantity).toBe(3);
  });
});

describe('removing lines', () => {
  const cart = cartOf(
    piece({ customization: engraving('Meena') }),
    piece({ customization: engraving('Ravi') }),
    piece({ id: '202', name: 'Heart Pendant' }),
  );

  it('removes one line by its identity', () => {
    const identifier = cart[1]?.cartIdentifier ?? '';
    const left = removeLine(cart, identifier);
    expect(
      left.map((line) => line.customization?.type === 'engraving' && line.customization.customName),
    ).toEqual(['Meena', false]);
  });

  it('removes every line of a product by its id', () => {
    expect(removeLine(cart, '101').map((line) => line.name)).toEqual(['Heart Pendant']);
  });

  it('leaves the cart alone for an id it does not hold', () => {
    expect(removeLine(cart, '999')).toHaveLength(3);
  });
});

describe('what the cart costs', () => {
  it('adds the lines in whole paise and a flat ₹100 shipping', () => {
    const totals = cartTotals(cartOf(piece({ price: 1767.5, quantity: 2 }), piece({ id: '2', price: 999 })));
    expect(totals).toEqual({ pieces: 3, subtotal: 453_400, shipping: 10_000, total: 463_400 });
    expect(SHIPPING_PAISE).toBe(10_000);
    expect(Number.isInteger(totals.total)).toBe(true);
  });

  it('strips the separators from prices written as text', () => {
    expect(linePricePaise({ price: '18,500' })).toBe(1_850_000);
    expect(linePricePaise({ price: '₹1,767.50' })).toBe(176_750);
    const totals = cartTotals(
      cartOf(piece({ price: '18,500' }), piece({ id: '2', price: '₹1,767.50', quantity: 2 })),
    );
    expect(totals.subtotal).toBe(1_850_000 + 2 * 176_750);
    expect(totals.total).toBe(totals.subtotal + 10_000);
  });

  it('leaves a line whose price is no amount out of the total, but counts its pieces', () => {
    const totals = cartTotals(
      cartOf(
        piece({ price: 'Price on request' }),
        piece({ id: '2', price: -5 }),
        piece({ id: '3', price: 1000 }),
      ),
    );
    expect(linePricePaise({ price: 'Price on request' })).toBeUndefined();
    expect(linePricePaise({ price: Number.NaN })).toBeUndefined();
    expect(totals).toEqual({ pieces: 3, subtotal: 100_000, shipping: 10_000, total: 110_000 });
  });

  it('adds up prices in paise without the drift of floating point', () => {
    const totals = cartTotals(cartOf(piece({ price: 0.1 }), piece({ id: '2', price: 0.2 })));
    expect(totals.subtotal).toBe(30);
  });
});

describe('the stored cart', () => {
  it('is kept under the two keys the pages read', () => {
    expect(CART_STORAGE_KEYS).toEqual(['cart', 'cartItems']);
  });

  it('reads back what was stored', () => {
    const cart = cartOf(piece({ customization: engraving('Meena'), size: '14' }), piece({ id: '2' }));
    expect(readCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('drops a damaged line and keeps the others', () => {
    const [good] = cartOf(piece());
    const stored = JSON.stringify([
      good,
      { ...good, id: '2', quantity: 0 },
      { ...good, id: '3', customization: { type: 'engraving', customName: '' } },
      'not a line',
      null,
    ]);
    expect(readCart(stored).map((line) => line.id)).toEqual(['101']);
  });

  it('reads nothing from no cart, broken JSON or something that is no list', () => {
    expect(readCart(null)).toEqual([]);
    expect(readCart('{"id":"1"')).toEqual([]);
    expect(readCart('{"id":"1"}')).toEqual([]);
  });

  it('names each line again from its contents, whatever identity was stored', () => {
    const [line] = cartOf(piece({ customization: engraving('Meena') }));
    const read = readCart(JSON.stringify([{ ...line, cartIdentifier: 'something old' }]));
    expect(read[0]?.cartIdentifier).toBe(line?.cartIdentifier);
  });

  it('reads a line an older page wrote with _id and without an identity', () => {
    const older = { _id: '7', name: 'Heart Pendant', price: '4,500', quantity: 2, image: '/images/7.webp' };
    const [read] = readCart(JSON.stringify([older]));
    expect(read).toMatchObject({ id: '7', quantity: 2, price: '4,500' });
    expect(read?.cartIdentifier).toBe(cartIdentifier({ id: '7' }));
  });

  it('joins two stored lines of the same piece into one', () => {
    const [line] = cartOf(piece({ quantity: 2 }));
    const read = readCart(JSON.stringify([line, { ...line, quantity: 3 }]));
    expect(read).toHaveLength(1);
    expect(read[0]?.quantity).toBe(5);
  });

  it('replaces the pictures of uploads with the placeholder for a full storage, and nothing else', () => {
    const combined: Customization = {
      type: 'combined',
      text: { content: 'Amma', font: 'script', fontSize: 40 },
      file: { name: 'amma.jpg', type: 'image/jpeg', fileId: FILE_ID, data: THUMBNAIL },
    };
    const pdf: Customization = { type: 'pdf', fileId: FILE_ID, uploadedFile: 'verse.pdf', fileData: 'x' };
    const cart = cartOf(
      piece({ id: '1', customization: fingerprint() }),
      piece({
        id: '2',
        customization: { type: 'image', fileId: FILE_ID, uploadedFile: 'me.jpg', fileData: THUMBNAIL },
      }),
      piece({ id: '3', customization: pdf }),
      piece({ id: '4', customization: combined }),
      piece({ id: '5', customization: engraving('Meena') }),
      piece({ id: '6' }),
    );
    const light = withoutFileData(cart);
    const fileData = light.map((line) => {
      const customization = line.customization;
      if (!customization) return undefined;
      if (customization.type === 'combined') return customization.file.data;
      return 'fileData' in customization ? customization.fileData : customization.type;
    });
    expect(fileData).toEqual([
      FILE_DATA_PLACEHOLDER,
      FILE_DATA_PLACEHOLDER,
      FILE_DATA_PLACEHOLDER,
      FILE_DATA_PLACEHOLDER,
      'engraving',
      undefined,
    ]);
    expect(light.map((line) => line.cartIdentifier)).toEqual(cart.map((line) => line.cartIdentifier));
    expect(readCart(JSON.stringify(light))).toHaveLength(6);
    // The cart itself is not changed.
    expect(cart[0]?.customization).toMatchObject({ fileData: THUMBNAIL });
  });
});
