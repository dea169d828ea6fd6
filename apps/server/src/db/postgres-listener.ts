/**
 * LISTEN for one instance of the shop on a PostgreSQL server. It takes a connection of its
 * own, outside the pool: a pooled connection serves other queries between notifications and
 * would hear nothing while it is handed back. PostgreSQL may end that connection (a restart,
 * a failover, an idle limit); it is then made again, and since whatever was announced in the
 * meantime reached no one, every listener is called once it listens again.
 */
import pg from 'pg';

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

export interface PostgresListener {
  /** Resolves once the channel is listened to; throws when the server cannot be reached at all. */
  listen(channel: string, onNotify: () => void): Promise<void>;
  close(): Promise<void>;
}

export function createPostgresListener(databaseUrl: string): PostgresListener {
  const listeners = new Map<string, Set<() => void>>();
  let current: pg.Client | undefined;
  let started: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  function callAll(channel?: string) {
    const sets = channel === undefined ? [...listeners.values()] : [listeners.get(channel) ?? new Set()];
    for (const set of sets) for (const onNotify of set) onNotify();
  }

  async function connect(): Promise<void> {
    // Named, so that pg_stat_activity tells it from the pool's connections.
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'shop notifications' });
    let ended = false;
    let listening = false;
    client.on('notification', (message) => callAll(message.channel));
    // 'end' follows every error that ends the connection; it is handled there.
    client.on('error', () => undefined);
    client.on('end', () => {
      ended = true;
      if (listening) lost(client);
    });
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (ended) throw new Error('The connection for notifications ended while it was being made');
    listening = true;
    current = client;
  }

  function lost(client: pg.Client) {
    if (current === client) current = undefined;
    if (closed) return;
    console.warn('PostgreSQL closed the connection for notifications; making a new one.');
    reconnect(FIRST_RETRY_MS);
  }

  function reconnect(delayMs: number) {
    if (closed) return;
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (closed) {
            void current?.end();
            return;
          }
          callAll();
        },
        () => reconnect(Math.min(delayMs * 2, LONGEST_RETRY_MS)),
      );
    }, delayMs);
  }

  return {
    async listen(channel, onNotify) {
      if (closed) throw new Error('The database is closed');
      if (!CHANNEL_NAME.test(channel)) throw new Error(`${channel} is not a plain channel name`);
      const known = listeners.get(channel);
      if (known) {
        known.add(onNotify);
        await started;
        return;
      }
      listeners.set(channel, new Set([onNotify]));
      if (!started) {
        started = connect();
        await started;
        return;
      }
      await started;
      // While reconnecting there is no connection: the next one listens to every channel.
      if (current) await current.query(`LISTEN ${channel}`);
    },

    async close() {
      closed = true;
      clearTimeout(retry);
      await started?.catch(() => undefined);
      await current?.end();
      current = undefined;
    },
  };
}
