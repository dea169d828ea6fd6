/**
 * Removes the uploads no order took, UPLOAD_RETENTION_DAYS after they were made: once when
 * the shop starts and then every few hours. Each instance runs it; removing what another
 * instance removed already costs one empty query.
 */
import type { FastifyPluginAsync } from 'fastify';

export const UPLOAD_CLEAN_UP_EVERY_MS = 6 * 60 * 60 * 1000;

export interface UploadRetentionOptions {
  files: { removeExpired(): Promise<number> };
  everyMs?: number;
}

const uploadRetention: FastifyPluginAsync<UploadRetentionOptions> = async (
  fastify,
  { files, everyMs = UPLOAD_CLEAN_UP_EVERY_MS },
) => {
  let timer: NodeJS.Timeout | undefined;
  // One clean-up at a time; closing waits for the one under way, so the database is not
  // closed beneath it.
  let running = Promise.resolve();

  const cleanUp = () => {
    running = running.then(async () => {
      try {
        const removed = await files.removeExpired();
        if (removed > 0) fastify.log.info({ removed }, 'removed uploads that no order took');
      } catch (error) {
        fastify.log.error({ err: error }, 'the clean-up of old uploads failed');
      }
    });
  };

  fastify.addHook('onReady', async () => {
    cleanUp();
    // A timer alone never keeps the process running.
    timer = setInterval(cleanUp, everyMs).unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};

export default uploadRetention;
