/**
 * Answers that are serialised once and sent many times: the UTF-8 bytes are kept, and each
 * compressed form is made the first time a client asks for it. Sending kept bytes costs a
 * fraction of serialising, encoding and compressing a large listing on every request.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
// Below this size compression saves less than its headers and time cost.
const COMPRESS_FROM_BYTES = 1024;

export class PreparedJson {
  readonly bytes: Buffer;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(value: unknown) {
    this.bytes = Buffer.from(JSON.stringify(value), 'utf8');
  }

  /** The answer in `encoding`, compressed on first use and kept with the answer. */
  compressed(encoding: Encoding): Promise<Buffer> {
    let result = this.encoded.get(encoding);
    if (!result) {
      result =
        encoding === 'br'
          ? brotli(this.bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzip(this.bytes, { level: 6 });
      this.encoded.set(encoding, result);
    }
    return result;
  }

  /** Bytes the answer occupies in a cache, about a quarter more for its compressed forms. */
  get size(): number {
    return Math.ceil(this.bytes.length * 1.25) + 1;
  }
}

async function sendPrepared(this: FastifyReply, body: PreparedJson): Promise<FastifyReply> {
  this.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = this.request.headers['accept-encoding'];
  const encoding =
    body.bytes.length >= COMPRESS_FROM_BYTES && accepted
      ? (negotiate(accepted, ENCODINGS) as Encoding | null)
      : null;
  if (!encoding) return this.send(body.bytes);
  return this.header('content-encoding', encoding).send(await body.compressed(encoding));
}

const preparedJson: FastifyPluginAsync = async (fastify) => {
  fastify.decorateReply('sendPrepared', sendPrepared);
};

declare module 'fastify' {
  interface FastifyReply {
    sendPrepared(body: PreparedJson): Promise<FastifyReply>;
  }
}

export default fp(preparedJson, { name: 'prepared-json' });
