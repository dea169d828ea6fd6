/**
 * Benchmark-only route, registered only when BENCH_ECHO_BYTES_ROUTE is true (never in a shop
 * that serves shoppers). `GET /api/bench/bound?bytes=N` answers a JSON body of exactly N
 * bytes that was serialised and encoded once beforehand, through the same Fastify instance,
 * hooks and headers as the catalogue calls. bench/catalogue compares each catalogue call with
 * this route at the same answer size: the most this machine's Node/HTTP stack can send.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inSection, REFUSALS } from './api-contract.ts';
import { PreparedJson } from './prepared-json.ts';

// `{"bound":""}`: the smallest body this route builds; the rest is padding inside the string.
const ENVELOPE = '{"bound":""}';
const MIN_BYTES = ENVELOPE.length;
const MAX_BYTES = 64 * 1024 * 1024;
// A benchmark asks for a handful of sizes; the limit only stops a stray loop filling memory.
const MAX_CACHED_BODIES = 32;

const BoundQuerySchema = z.object({
  bytes: z
    .string({ error: 'bytes must be given once, as a whole number' })
    .regex(/^\d{1,9}$/, `bytes must be a whole number from ${MIN_BYTES} to ${MAX_BYTES}`)
    .transform(Number)
    .refine(
      (bytes) => bytes >= MIN_BYTES && bytes <= MAX_BYTES,
      `bytes must be a whole number from ${MIN_BYTES} to ${MAX_BYTES}`,
    ),
});

/**
 * Kept as bytes (PreparedJson), as the catalogue keeps its answers: a string would be encoded
 * to UTF-8 again on every send, which costs milliseconds per answer of a few hundred kilobytes.
 */
function paddedBody(bytes: number): PreparedJson {
  return new PreparedJson({ bound: 'x'.repeat(bytes - MIN_BYTES) });
}

const benchBound: FastifyPluginAsyncZod = async (fastify) => {
  const bodies = new Map<number, PreparedJson>();

  function bodyOf(bytes: number): PreparedJson {
    let body = bodies.get(bytes);
    if (body === undefined) {
      if (bodies.size >= MAX_CACHED_BODIES) bodies.clear();
      body = paddedBody(bytes);
      bodies.set(bytes, body);
    }
    return body;
  }

  fastify.get(
    '/api/bench/bound',
    {
      schema: {
        tags: inSection('benchmark'),
        summary: 'A body of exactly `bytes` bytes (only with BENCH_ECHO_BYTES_ROUTE)',
        querystring: BoundQuerySchema,
        response: { 200: z.strictObject({ bound: z.string() }), ...REFUSALS },
      },
    },
    // The same send path, content type and headers as the catalogue's prepared answers.
    async (request, reply) => reply.sendPrepared(bodyOf(request.query.bytes)),
  );
};

export default benchBound;
