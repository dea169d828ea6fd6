/** Uploads as the personalisation screens send them: multipart, to `POST /api/files`. */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A small fingerprint picture, uploaded for a fingerprint personalisation: its fileId. */
export async function uploadFingerprint(app: FastifyInstance): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'finger.png');
  // The browser's multipart body and boundary, made by the platform's own Request.
  const request = new Request('http://shop.test/api/files?type=fingerprint', { method: 'POST', body: form });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/files?type=fingerprint',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (answer.statusCode !== 201)
    throw new Error(`POST /api/files answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<{ fileId: string }>().fileId;
}
