import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CHANGE_TOPICS, type ChangeFeed, type ChangeTopic } from '../kernel/change-feed.port';
import type { Queryable } from '../kernel/database.port';
import { Subscribers } from './in-process-change-feed';

/** The one NOTIFY channel of the product; the payload names the topic and the key. */
export const CHANGE_CHANNEL = 'travelogue_changes';
/** The listening connections' application_name (pg_stat_activity shows one per instance). */
export const LISTENER_NAME = 'travelogue-changes';

export interface PgChangeFeedOptions {
  /** How long `publish` waits to hear its own notification back before it resolves anyway. Default 2000 ms. */
  readonly echoTimeoutMs?: number;
  /** First wait before reconnecting a lost listening connection; doubles up to 5 s. Default 100 ms. */
  readonly reconnectMs?: number;
}

interface Payload {
  /** The publishing instance, and its sequence number: an instance knows its own notifications when they come back. */
  readonly o: string;
  readonly s: number;
  readonly t: ChangeTopic;
  readonly k: string;
}

const parse = (text: string | undefined): Payload | null => {
  try {
    const payload = JSON.parse(text ?? '') as Payload;
    return typeof payload.k === 'string' && CHANGE_TOPICS.includes(payload.t) ? payload : null;
  } catch {
    return null;
  }
};

/**
 * Changes across instances on one PostgreSQL: each instance keeps ONE dedicated connection (not from
 * the pool) in `LISTEN travelogue_changes`; `publish` sends `pg_notify` through `db` after the writer's
 * transaction committed and resolves once that notification came back to this instance, i.e. once the database
 * has handed it to every listener. Every instance's subscribers, this one's included, hear changes from the
 * LISTEN connection.
 *
 * A lost listening connection may have missed notifications: the feed turns not `live` (caches serve nothing
 * from memory), tells every subscriber "all stale" (null), reconnects with backoff, LISTENs again, and tells
 * them "all stale" once more before it is `live` again.
 */
export async function openPgChangeFeed(
  connectionString: string,
  db: Queryable,
  options: PgChangeFeedOptions = {},
): Promise<ChangeFeed> {
  const echoTimeoutMs = options.echoTimeoutMs ?? 2000,
    firstWait = options.reconnectMs ?? 100;
  const origin = randomUUID();
  const subscribers = new Subscribers();
  /** Own notifications not heard back yet, by sequence number. */
  const echoes = new Map<number, (echoed: boolean) => void>();
  let sequence = 0,
    client: pg.Client | null = null,
    isLive = false,
    closed = false,
    wait = firstWait;
  let retry: ReturnType<typeof setTimeout> | null = null,
    connectedBefore = false;

  const settleEchoes = () => {
    for (const settle of [...echoes.values()]) settle(false);
  };

  const lost = (dead: pg.Client, error?: Error) => {
    if (client !== dead) return;
    client = null;
    isLive = false;
    dead.end().catch(() => undefined);
    if (closed) return;
    console.warn(
      `[changes] listening connection lost${error ? `: ${error.message}` : ''}; every cache is stale until it is back`,
    );
    subscribers.tellAllStale();
    settleEchoes();
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        console.warn(`[changes] reconnecting failed: ${error.message}`);
        wait = Math.min(wait * 2, 5000);
        schedule();
      });
    }, wait);
    retry.unref?.();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: LISTENER_NAME });
    // Errors of a connection already given up are expected (it is being ended): heard, never thrown.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      const payload = parse(message.payload);
      if (!payload) return;
      subscribers.tell(payload.t, payload.k);
      if (payload.o === origin) echoes.get(payload.s)?.(true);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    isLive = true;
    wait = firstWait;
    // Changes made while nobody here listened were missed: whatever was kept before is stale.
    if (connectedBefore) subscribers.tellAllStale();
    connectedBefore = true;
  }

  await connect();

  return {
    async publish(topic, key) {
      const s = ++sequence;
      const payload = JSON.stringify({ o: origin, s, t: topic, k: key } satisfies Payload);
      const heard = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => settle(false), echoTimeoutMs);
        timer.unref?.();
        const settle = (echoed: boolean) => {
          clearTimeout(timer);
          echoes.delete(s);
          resolve(echoed);
        };
        echoes.set(s, settle);
      });
      try {
        await db.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
      } catch (error) {
        console.warn(`[changes] could not send a ${topic} change: ${(error as Error).message}`);
        echoes.get(s)?.(false);
      }
      // Not heard back (not listening, or too slow): this instance's own subscribers are told directly; a late
      // echo tells them once more, which changes nothing.
      if (!isLive) echoes.get(s)?.(false);
      if (!(await heard)) subscribers.tell(topic, key);
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    live: () => isLive,
    async close() {
      closed = true;
      isLive = false;
      if (retry) clearTimeout(retry);
      settleEchoes();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
