import { describe, expect, it } from 'vitest';
import { detectUploadType } from './file-content.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('telling a file by its first bytes', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe1]), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['an older GIF', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['a GIF', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
  ])('knows %s', (_name, file, type) => {
    expect(detectUploadType(file)).toBe(type);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an SVG with an XML declaration', bytes('<?xml version="1.0"?><svg/>')],
    ['an HTML page', bytes('<!doctype html>')],
    ['a WebP picture', bytes('RIFF', [0, 0, 0, 0], 'WEBP')],
    ['a PNG signature cut short', bytes([0x89], 'PNG', [0x0d, 0x0a])],
    ['a GIF of an unknown version', bytes('GIF90a')],
    ['a PDF signature further in', bytes(' %PDF-1.7')],
    ['nothing at all', bytes()],
  ])('takes %s for nothing the shop accepts', (_name, file) => {
    expect(detectUploadType(file)).toBeUndefined();
  });
});
