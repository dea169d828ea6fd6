/**
 * The picture in the proof message's header. Meta fetches it from a link, so the link carries
 * an HMAC of the proof's id with the shop's secret: only the shop makes one, and a proof's
 * picture is never reachable by guessing ids. A PDF proof has no picture: the header is then
 * a plain card saying so, and the message's button opens the order page with the PDF.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PROOF_TEXTS } from '@shop/shared/proofs';
import type { Database } from '../../db/client.ts';
import { orderLineProofs } from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { signatureMatches } from './provider.ts';

export function createProofPictures(options: {
  db: Database;
  storage: FileStorage;
  secret: string;
  origin: string;
}) {
  const sign = (proofId: string) =>
    crypto
      .createHmac('sha256', options.secret)
      .update(`whatsapp proof picture ${proofId}`)
      .digest('base64url');
  return {
    link: (proofId: string) => `${options.origin}/api/whatsapp/proof-pictures/${proofId}/${sign(proofId)}`,
    async read(proofId: string, signature: string): Promise<{ contentType: string; bytes: Buffer }> {
      if (!signatureMatches(sign(proofId), signature) || !/^[0-9a-f-]{36}$/.test(proofId)) {
        throw new HttpError(404, PROOF_TEXTS.proofNotFound);
      }
      const [row] = await options.db.select().from(orderLineProofs).where(eq(orderLineProofs.id, proofId));
      if (!row) throw new HttpError(404, PROOF_TEXTS.proofNotFound);
      if (row.contentType === 'application/pdf')
        return { contentType: 'image/png', bytes: await pdfCard(row.version) };
      const stored = await options.storage.get(row.fileKey);
      if (!stored) throw new HttpError(404, PROOF_TEXTS.proofNotFound);
      // Meta takes JPEG and PNG headers only.
      const bytes =
        row.contentType === 'image/webp' ? await sharp(stored.bytes).png().toBuffer() : stored.bytes;
      return { contentType: row.contentType === 'image/jpeg' ? 'image/jpeg' : 'image/png', bytes };
    },
  };
}

export type ProofPictures = ReturnType<typeof createProofPictures>;

async function pdfCard(version: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="418"><rect width="800" height="418" fill="#faf7f2"/><text x="400" y="200" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#3b2f2f">${PROOF_TEXTS.openPdf(version)}</text><text x="400" y="260" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#6b5b4b">See the proof on your order page</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
