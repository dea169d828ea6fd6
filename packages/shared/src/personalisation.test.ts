import { describe, expect, it } from 'vitest';
import {
  FILE_DATA_PLACEHOLDER,
  FONT_SIZE,
  personalisationFileIds,
  personalisationIdentity,
  engravingLimit,
  pictureSource,
  viewPersonalisation,
  type Customization,
} from './personalisation.ts';
import { CustomizationSchema } from './personalisation-schema.ts';

const FILE_ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
const FILE_URL = `/api/files/${FILE_ID}`;
const THUMBNAIL = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';

// The first bytes of each format, in base64, followed by enough data to look like a file.
const BASE64_PICTURES: readonly [string, string][] = [
  ['jpeg', '/9j/4AAQSkZJRgABAQAAAQABAAD'],
  ['png', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'],
  ['gif', 'R0lGODlhAQABAIAAAAAAAP'],
  ['bmp', 'Qk02AAAAAAAAADYAAAAoAAAA'],
  ['webp', 'UklGRiQAAABXRUJQVlA4IBgAAAAw'],
  ['svg+xml', 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53'],
  ['svg+xml', 'PD94bWwgdmVyc2lvbj0iMS4wIj8+PHN2Zz4='],
];

describe('reading a personalisation given as a string', () => {
  it('reads JSON text as the personalisation it holds', () => {
    const stored = JSON.stringify({
      type: 'engraving',
      customName: 'Meena',
      selectedFont: 'serif',
      fontSize: 32,
    });
    expect(viewPersonalisation(stored)).toEqual({
      kind: 'engraving',
      text: 'Meena',
      font: 'serif',
      fontSize: 32,
    });
  });

  it('reads a JSON string as the words or picture inside it, without the quotes', () => {
    expect(viewPersonalisation(JSON.stringify('Forever yours'))).toEqual({
      kind: 'text',
      text: 'Forever yours',
    });
    expect(viewPersonalisation(JSON.stringify(THUMBNAIL))).toEqual({
      kind: 'picture',
      label: 'Image',
      src: THUMBNAIL,
    });
  });

  it('shows a data URL as a picture', () => {
    expect(viewPersonalisation(THUMBNAIL)).toEqual({ kind: 'picture', label: 'Image', src: THUMBNAIL });
  });

  it.each(['https://cdn.example.in/ring.png', 'http://example.in/uploads/42'])(
    'shows %s as a picture',
    (url) => {
      expect(viewPersonalisation(url)).toEqual({ kind: 'picture', label: 'Image', src: url });
    },
  );

  it.each(['/uploads/finger print.JPG', 'photo.jpeg', 'sketch.webp?v=2', 'logo.svg', 'old.bmp', 'a.gif'])(
    'shows the picture file %s as a picture',
    (name) => {
      expect(viewPersonalisation(name)).toEqual({ kind: 'picture', label: 'Image', src: name });
    },
  );

  it.each(BASE64_PICTURES)(
    'reads base64 of a %s picture with its type from the first characters',
    (mime, data) => {
      expect(pictureSource(data)).toBe(`data:image/${mime};base64,${data}`);
      expect(viewPersonalisation(data)).toEqual({
        kind: 'picture',
        label: 'Image',
        src: `data:image/${mime};base64,${data}`,
      });
    },
  );

  it.each([
    'Forever yours',
    'Amma',
    'Meena & Ravi 12.03.2026',
    'ForeverAndAlwaysYours',
    'my photo.png is lovely',
  ])('shows the words %s as text', (words) => {
    expect(viewPersonalisation(words)).toEqual({ kind: 'text', text: words });
  });

  it('shows nothing for an empty string, null or a value that is no personalisation', () => {
    expect(viewPersonalisation('   ')).toEqual({ kind: 'none' });
    expect(viewPersonalisation(null)).toEqual({ kind: 'none' });
    expect(viewPersonalisation(undefined)).toEqual({ kind: 'none' });
    expect(viewPersonalisation(42)).toEqual({ kind: 'none' });
    expect(viewPersonalisation(['Meena'])).toEqual({ kind: 'none' });
    expect(viewPersonalisation({ type: 'hologram' })).toEqual({ kind: 'none' });
  });
});

describe('reading each personalisation type', () => {
  it('shows an engraving in its font and size', () => {
    expect(
      viewPersonalisation({
        type: 'engraving',
        customName: ' Meena ',
        selectedFont: 'handwritten',
        fontSize: 55,
      }),
    ).toEqual({ kind: 'engraving', text: 'Meena', font: 'handwritten', fontSize: 55 });
  });

  it('reads the ring page’s engraving, { text, fontStyle }, with or without a type', () => {
    const view = { kind: 'engraving', text: 'Forever', font: 'roman', fontSize: FONT_SIZE.default };
    expect(viewPersonalisation({ text: 'Forever', fontStyle: 'roman' })).toEqual(view);
    expect(viewPersonalisation({ type: 'engraving', text: 'Forever', fontStyle: 'roman' })).toEqual(view);
  });

  it('falls back to the script font and the default size for a font or size it does not know', () => {
    expect(viewPersonalisation({ type: 'engraving', customName: 'Meena', selectedFont: 'comic' })).toEqual({
      kind: 'engraving',
      text: 'Meena',
      font: 'script',
      fontSize: FONT_SIZE.default,
    });
  });

  it.each([null, '', 'large'])('keeps the default size, not the smallest, for a size of %j', (fontSize) => {
    expect(viewPersonalisation({ type: 'engraving', customName: 'Meena', fontSize })).toMatchObject({
      fontSize: FONT_SIZE.default,
    });
  });

  it('keeps an engraving’s size within the slider’s range', () => {
    expect(viewPersonalisation({ customName: 'Meena', fontSize: 200 })).toMatchObject({
      fontSize: FONT_SIZE.max,
    });
    expect(viewPersonalisation({ customName: 'Meena', fontSize: '5' })).toMatchObject({
      fontSize: FONT_SIZE.min,
    });
  });

  it('shows nothing for an engraving without words', () => {
    expect(viewPersonalisation({ type: 'engraving', customName: '  ' })).toEqual({ kind: 'none' });
  });

  it.each([
    ['fingerprint', 'Fingerprint'],
    ['image', 'Image'],
  ] as const)('shows a %s upload as its picture with the file name', (type, label) => {
    expect(
      viewPersonalisation({ type, fileId: FILE_ID, uploadedFile: 'thumb.png', fileData: THUMBNAIL }),
    ).toEqual({
      kind: 'picture',
      label,
      src: THUMBNAIL,
      name: 'thumb.png',
    });
  });

  it('shows the picture from the server when storage kept only the placeholder', () => {
    expect(
      viewPersonalisation({
        type: 'fingerprint',
        fileId: FILE_ID,
        uploadedFile: 'thumb.png',
        fileData: FILE_DATA_PLACEHOLDER,
      }),
    ).toMatchObject({ kind: 'picture', src: FILE_URL });
    expect(viewPersonalisation({ type: 'image', fileId: FILE_ID })).toMatchObject({
      kind: 'picture',
      src: FILE_URL,
    });
  });

  it('shows nothing for a picture upload with neither picture nor file', () => {
    expect(
      viewPersonalisation({ type: 'image', uploadedFile: 'thumb.png', fileData: FILE_DATA_PLACEHOLDER }),
    ).toEqual({
      kind: 'none',
    });
  });

  it('links a PDF to the file on the server', () => {
    expect(
      viewPersonalisation({
        type: 'pdf',
        fileId: FILE_ID,
        uploadedFile: 'verse.pdf',
        fileData: FILE_DATA_PLACEHOLDER,
      }),
    ).toEqual({ kind: 'pdf', href: FILE_URL, name: 'verse.pdf' });
    expect(viewPersonalisation({ type: 'pdf', fileData: 'https://example.in/verse.pdf' })).toEqual({
      kind: 'pdf',
      href: 'https://example.in/verse.pdf',
    });
  });

  it('never links a PDF to the placeholder or to a script', () => {
    expect(
      viewPersonalisation({ type: 'pdf', uploadedFile: 'verse.pdf', fileData: FILE_DATA_PLACEHOLDER }),
    ).toEqual({
      kind: 'none',
    });
    expect(viewPersonalisation({ type: 'pdf', fileData: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
  });

  it('shows text with its format and style', () => {
    expect(
      viewPersonalisation({
        type: 'text',
        text: 'Happy birthday',
        textOptions: { format: 'uppercase', style: 'bold' },
      }),
    ).toEqual({ kind: 'text', text: 'Happy birthday', format: 'uppercase', style: 'bold' });
    expect(viewPersonalisation({ type: 'text', text: 'Happy birthday' })).toEqual({
      kind: 'text',
      text: 'Happy birthday',
    });
    expect(viewPersonalisation({ type: 'text', text: ' ' })).toEqual({ kind: 'none' });
  });

  it('shows combined text in its font beside the picture', () => {
    expect(
      viewPersonalisation({
        type: 'combined',
        text: { content: 'Amma', font: 'modern', fontSize: 30 },
        file: { name: 'amma.jpg', type: 'image/jpeg', fileId: FILE_ID, data: THUMBNAIL },
      }),
    ).toEqual({
      kind: 'combined',
      text: 'Amma',
      font: 'modern',
      fontSize: 30,
      file: { kind: 'picture', src: THUMBNAIL, name: 'amma.jpg' },
    });
  });

  it('shows the second picture of a combined engraving beside its PDF', () => {
    expect(
      viewPersonalisation({
        type: 'combined',
        text: { content: 'Amma', font: 'serif', fontSize: 40 },
        file: { name: 'letter.pdf', type: 'application/pdf', fileId: FILE_ID, data: FILE_DATA_PLACEHOLDER },
        image: { name: 'amma.png', type: 'image/png', fileId: FILE_ID, data: THUMBNAIL },
      }),
    ).toMatchObject({
      kind: 'combined',
      file: { kind: 'pdf', href: FILE_URL, name: 'letter.pdf' },
      picture: { src: THUMBNAIL, name: 'amma.png' },
    });
  });

  it('shows combined text beside a link to its PDF', () => {
    expect(
      viewPersonalisation({
        type: 'combined',
        text: { content: 'Amma', font: 'serif', fontSize: 40 },
        file: { name: 'letter.pdf', type: 'application/pdf', fileId: FILE_ID, data: FILE_DATA_PLACEHOLDER },
      }),
    ).toMatchObject({
      kind: 'combined',
      text: 'Amma',
      file: { kind: 'pdf', href: FILE_URL, name: 'letter.pdf' },
    });
  });

  it('shows a combined file from the server when storage kept only the placeholder', () => {
    expect(
      viewPersonalisation({
        type: 'combined',
        text: { content: '', font: 'serif', fontSize: 40 },
        file: { name: 'amma.jpg', type: 'image/jpeg', fileId: FILE_ID, data: FILE_DATA_PLACEHOLDER },
      }),
    ).toMatchObject({ kind: 'combined', text: '', file: { kind: 'picture', src: FILE_URL } });
  });

  it('shows nothing for a combined personalisation with neither words nor file', () => {
    expect(viewPersonalisation({ type: 'combined', text: {}, file: {} })).toEqual({ kind: 'none' });
  });
});

describe('what the cart tells apart', () => {
  const identity = (customization: Customization | undefined) => personalisationIdentity(customization);

  it('tells engravings apart by words, font and size', () => {
    const base: Customization = {
      type: 'engraving',
      customName: 'Meena',
      selectedFont: 'script',
      fontSize: 40,
    };
    const variants = [
      base,
      { ...base, customName: 'Ravi' },
      { ...base, selectedFont: 'serif' as const },
      { ...base, fontSize: 30 },
    ];
    expect(new Set(variants.map(identity)).size).toBe(4);
    expect(identity({ ...base })).toBe(identity(base));
  });

  it('tells uploads apart by their file, and an upload from an engraving of the same words', () => {
    const upload = (type: 'fingerprint' | 'image', fileId: string): Customization => ({
      type,
      fileId,
      uploadedFile: 'a.png',
      fileData: THUMBNAIL,
    });
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(identity(upload('image', FILE_ID))).not.toBe(identity(upload('image', other)));
    expect(identity(upload('image', FILE_ID))).not.toBe(identity(upload('fingerprint', FILE_ID)));
    expect(identity(undefined)).toBe('');
  });
});

describe('the stored personalisation', () => {
  it('accepts each type as the product page stores it', () => {
    const valid: Customization[] = [
      { type: 'engraving', customName: 'Meena', selectedFont: 'script', fontSize: 40 },
      { type: 'fingerprint', fileId: FILE_ID, uploadedFile: 'f.png', fileData: THUMBNAIL },
      { type: 'image', fileId: FILE_ID, uploadedFile: 'f.png', fileData: FILE_DATA_PLACEHOLDER },
      { type: 'pdf', fileId: FILE_ID, uploadedFile: 'v.pdf', fileData: FILE_DATA_PLACEHOLDER },
      {
        type: 'combined',
        text: { content: 'Amma', font: 'serif', fontSize: 40 },
        file: { name: 'a.pdf', type: 'application/pdf', fileId: FILE_ID, data: FILE_DATA_PLACEHOLDER },
      },
      { type: 'text', text: 'Happy birthday', textOptions: { format: 'plain' } },
    ];
    for (const customization of valid)
      expect(CustomizationSchema.safeParse(customization).success).toBe(true);
  });

  it('refuses an engraving longer than any screen takes, and a font the shop does not have', () => {
    const engraving = { type: 'engraving', customName: 'Meena', selectedFont: 'script', fontSize: 40 };
    expect(CustomizationSchema.safeParse({ ...engraving, customName: 'x'.repeat(21) }).success).toBe(false);
    expect(CustomizationSchema.safeParse({ ...engraving, selectedFont: 'comic' }).success).toBe(false);
    expect(CustomizationSchema.safeParse({ ...engraving, fontSize: 61 }).success).toBe(false);
  });

  it('gives the engraving limits of each kind of piece', () => {
    expect([
      engravingLimit('ring').max,
      engravingLimit('pendant').max,
      engravingLimit('bracelet').max,
    ]).toEqual([8, 10, 15]);
  });
});

describe('the uploads a personalisation names', () => {
  it('are the file of a picture, a PDF or a combined engraving, and none for words alone', () => {
    const fileId = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
    expect(
      personalisationFileIds({ type: 'fingerprint', fileId, uploadedFile: 'f.png', fileData: '' }),
    ).toEqual([fileId]);
    expect(
      personalisationFileIds({
        type: 'combined',
        text: { content: 'Anbu', font: 'script', fontSize: 40 },
        file: { name: 'a.pdf', type: 'application/pdf', fileId, data: '' },
      }),
    ).toEqual([fileId]);
    // The second upload area's picture is kept with the order too.
    const pictureId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(
      personalisationFileIds({
        type: 'combined',
        text: { content: 'Anbu', font: 'script', fontSize: 40 },
        file: { name: 'a.pdf', type: 'application/pdf', fileId, data: '' },
        image: { name: 'b.png', type: 'image/png', fileId: pictureId, data: '' },
      }),
    ).toEqual([fileId, pictureId]);
    expect(
      personalisationFileIds({ type: 'engraving', customName: 'Anbu', selectedFont: 'script', fontSize: 40 }),
    ).toEqual([]);
    expect(personalisationFileIds(undefined)).toEqual([]);
  });
});
