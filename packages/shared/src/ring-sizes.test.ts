import { describe, expect, it } from 'vitest';
import {
  INDIAN_RING_SIZES,
  formatMm,
  ringSizeForCircumference,
  ringSizeForDiameter,
  ringSizeGuideFrom,
  sameSitePath,
  sizeToChoose,
} from './ring-sizes.ts';

describe('the Indian ring size table', () => {
  it('lists sizes 1 to 30 in order, each larger than the last', () => {
    expect(INDIAN_RING_SIZES.map((ring) => ring.size)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const [index, ring] of INDIAN_RING_SIZES.entries()) {
      const before = INDIAN_RING_SIZES[index - 1];
      if (before) expect(ring.circumferenceMm).toBeGreaterThan(before.circumferenceMm);
    }
  });

  it('gives each size a circumference of π times its diameter, within 0.1 mm', () => {
    for (const ring of INDIAN_RING_SIZES) {
      expect(
        Math.abs(Math.PI * ring.diameterMm - ring.circumferenceMm),
        `size ${ring.size}`,
      ).toBeLessThanOrEqual(0.1);
    }
  });

  it('starts at 41 mm around for size 1 and reaches 50 mm at size 10, as Indian jewellers measure', () => {
    expect(INDIAN_RING_SIZES[0]).toMatchObject({ size: 1, circumferenceMm: 41 });
    expect(INDIAN_RING_SIZES[9]).toMatchObject({ size: 10, circumferenceMm: 50 });
  });

  it('finds the nearest size for a measured thread, and none far outside the table', () => {
    expect(ringSizeForCircumference(52)?.size).toBe(12);
    expect(ringSizeForCircumference(30)).toBeUndefined();
  });

  it('writes lengths to a tenth of a millimetre', () => {
    expect(formatMm(16.52)).toBe('16.5 mm');
  });
});

describe('choosing a size for a ring', () => {
  it('finds the size of a ring measured across, as around', () => {
    expect(ringSizeForDiameter(17.3)?.size).toBe(14);
  });

  it('chooses the size measured when the ring is made in it, else the next larger one made', () => {
    const made = ['8', '10', '12', '14', '16'];
    expect(sizeToChoose(14, made)).toBe('14');
    expect(sizeToChoose(13, made)).toBe('14');
    expect(sizeToChoose(17, made)).toBeUndefined();
  });
});

describe('the guide’s way back', () => {
  it('is given as the path of the page it was opened from, with its query', () => {
    expect(ringSizeGuideFrom('/product/168?variant=D168-12')).toBe(
      '/ring-size-guide?for=%2Fproduct%2F168%3Fvariant%3DD168-12',
    );
    expect(sameSitePath('/product/168?variant=D168-12')).toBe('/product/168?variant=D168-12');
  });

  it('leads nowhere but this shop: another site, a protocol-relative address or a script is refused', () => {
    for (const address of [
      'https://evil.example/product/1',
      '//evil.example/product/1',
      '/\\evil.example',
      '/\tevil',
      '\t//evil.example',
      'javascript:alert(1)',
      ' /product/1',
      '',
      null,
    ]) {
      expect(sameSitePath(address), String(address)).toBeUndefined();
    }
    expect(sameSitePath('/product/1/../../x')).toBe('/x');
  });
});
