/**
 * Loaded into the shop server by the benchmarks (shop-process.ts), never by a shop that
 * serves shoppers: answers the benchmark's question about the process's memory
 * over the IPC channel. It does nothing until asked, and is asked only between load runs.
 */
import { MEMORY_QUESTION, type MemoryAnswer } from './server-memory.ts';

process.on('message', (message: unknown) => {
  if (message !== MEMORY_QUESTION) return;
  const usage = process.memoryUsage();
  // Available when the server runs with --expose-gc, as the benchmarks start it.
  globalThis.gc?.();
  const answer: MemoryAnswer = {
    memory: {
      rssBytes: usage.rss,
      heapUsedBytes: usage.heapUsed,
      heapTotalBytes: usage.heapTotal,
      externalBytes: usage.external,
      heapUsedAfterGcBytes: globalThis.gc === undefined ? undefined : process.memoryUsage().heapUsed,
    },
  };
  process.send?.(answer);
});
// The benchmark that started the server has gone without stopping it (killed, or its output
// closed): the server stops as it would on SIGTERM, finishing open requests.
process.once('disconnect', () => {
  console.error('the benchmark that started this server has gone: stopping');
  process.kill(process.pid, 'SIGTERM');
});
// The channel must not keep the server alive once it has been told to stop.
process.channel?.unref();
