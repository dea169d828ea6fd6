/**
 * The shop's start in two halves. What it must do before it serves and that grows with the
 * shop (reading the catalogue's index, preparing the demo at a first start) runs once it
 * listens, outside the time Fastify gives a plugin (10 s), which a large catalogue on a busy
 * machine overran. Until that work is done, GET /api/health answers 503 `starting` with what
 * the shop waits for (health.ts), and every other request 503 with a Retry-After: a load
 * balancer and a shopper see a shop coming back, not one that is down. The log says what the
 * shop waits for, and how long each part took.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorAnswer, HealthTrouble } from '@shop/shared/catalogue-api';
import { SHOP_NAME, SHOP_STARTING_MESSAGE } from '@shop/shared/shop';

/** What a browser or a client is told to wait before it asks again. */
const RETRY_AFTER_SECONDS = 5;

/** A part of the start: `say` names what it does now, for the log and the health answer. */
export type StartingWork = (say: (doing: string) => void) => Promise<void>;

export interface Starting {
  /** The health answer while the shop starts, naming what it waits for; undefined once it serves. */
  trouble(): HealthTrouble | undefined;
  /** Work to do once the shop listens (app.ts), in the order given, after start.ts's own. */
  later(doing: string, work: StartingWork): void;
  /** Does one part of the start now, saying in the log what it waits for and how long it took. */
  step(doing: string, work: StartingWork): Promise<void>;
  /** Does the work left for later; the shop serves once this resolves. */
  finish(): Promise<void>;
}

export function createStarting(log: Pick<FastifyBaseLogger, 'info'>): Starting {
  const left: { doing: string; work: StartingWork }[] = [];
  let waitingFor: string | undefined = 'getting ready';
  const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

  const starting: Starting = {
    trouble: () =>
      waitingFor === undefined
        ? undefined
        : { ok: false, status: 'starting', message: `The shop is starting: ${waitingFor}.` },
    later(doing, work) {
      left.push({ doing, work });
    },
    async step(doing, work) {
      const stepBegan = performance.now();
      const say = (now: string) => {
        waitingFor = now;
        log.info(`${now}…`);
      };
      say(doing);
      await work(say);
      log.info(`finished ${waitingFor} in ${seconds(stepBegan)} s`);
    },
    async finish() {
      for (const { doing, work } of left.splice(0)) await starting.step(doing, work);
      waitingFor = undefined;
      log.info(`the shop serves, ${process.uptime().toFixed(1)} s after its process started`);
    },
  };
  return starting;
}

/** A page a person can read, for a browser that asks for one; it asks again by itself. */
const STARTING_PAGE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${SHOP_NAME.replace('&', '&amp;')}</title></head>` +
  `<body><p>${SHOP_STARTING_MESSAGE}</p></body></html>`;

/** Every request but the health call answers 503 while the shop starts. */
const startingGate: FastifyPluginAsync<{ starting: Starting; healthUrl: string }> = async (
  fastify,
  { starting, healthUrl },
) => {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (starting.trouble() === undefined || request.routeOptions.url === healthUrl) {
      done();
      return;
    }
    reply.code(503).header('retry-after', RETRY_AFTER_SECONDS);
    if (request.headers.accept?.includes('text/html')) {
      void reply.type('text/html; charset=utf-8').send(STARTING_PAGE);
    } else {
      void reply.send({ success: false, message: SHOP_STARTING_MESSAGE } satisfies ErrorAnswer);
    }
  });
};

export default fp(startingGate, { name: 'starting-gate' });
