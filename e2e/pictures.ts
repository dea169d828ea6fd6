import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** A real PNG of a fingerprint's rings, grey on white, as a scanner or a phone would give. */
export function fingerprintPng(side = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bits per sample
  header.writeUInt8(0, 9); // greyscale
  const rows: number[] = [];
  for (let y = 0; y < side; y += 1) {
    rows.push(0); // no filter
    for (let x = 0; x < side; x += 1) {
      const ring = Math.hypot(x - side / 2, (y - side / 2) * 1.3);
      rows.push(Math.sin(ring / 1.6) > 0.2 ? 60 : 245);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
