import pg from "pg";
import type { Logger } from "pino";

/**
 * PostgreSQL NOTIFY channels the server listens on. A trigger sends the id of every changed or deleted
 * user on `trustplane_users` (migration 0010), whatever wrote the change: the API, another instance, or
 * an operator's SQL. `trustplane_payment_webhooks` wakes the merchant webhooks' workers when a delivery
 * is queued (modules/payments/webhooks/emitter.ts). `trustplane_llm_budgets` names a gateway budget set or
 * removed (modules/llm/budgets.ts: whether a caller has one is cached).
 */
export const CHANNELS = {
  users: "trustplane_users",
  apiKeys: "trustplane_api_keys",
  sessions: "trustplane_sessions",
  paymentWebhooks: "trustplane_payment_webhooks",
  llmBudgets: "trustplane_llm_budgets",
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export type ChangeListener = {
  /** A notification on the channel (its payload). */
  change(payload: string): void;
  /** Delivery was interrupted or resumed: anything derived from earlier notifications is suspect. */
  reset(): void;
};

/**
 * Notifications from the database, for caches that must never serve what the database has changed.
 * `live` is true only while every notification is being delivered; a cache may serve entries only
 * then (while it is false, notifications may be missed, so it must read through).
 */
export type NotificationFeed = {
  readonly live: boolean;
  subscribe(channel: Channel, listener: ChangeListener): () => void;
  close(): Promise<void>;
};

/** The listener registry both implementations share. */
const listenerRegistry = () => {
  const listeners = new Map<string, Set<ChangeListener>>();
  return {
    subscribe(channel: string, listener: ChangeListener) {
      const set = listeners.get(channel) ?? new Set<ChangeListener>();
      listeners.set(channel, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    deliver(channel: string, payload: string) {
      for (const listener of listeners.get(channel) ?? []) listener.change(payload);
    },
    resetAll() {
      for (const set of listeners.values()) for (const listener of set) listener.reset();
    },
  };
};

/**
 * Embedded PGlite: one backend, LISTENing on every channel since start-up. PostgreSQL sends a listening
 * session its own notifications, so the NotificationResponse of a commit comes back in the protocol
 * output of the very connection that committed; the embedded queue scans that output and hands them
 * here (embedded-queue.ts). Nothing can interrupt that, so the feed is always live.
 */
export const embeddedFeed = () => {
  const registry = listenerRegistry();
  const feed: NotificationFeed = {
    live: true,
    subscribe: registry.subscribe,
    close: async () => {},
  };
  return { feed, deliver: registry.deliver };
};

/**
 * A PostgreSQL server: one dedicated connection LISTENs (a pooled one could not: LISTEN belongs to a
 * session). It is live from a successful LISTEN until the connection fails or a heartbeat goes
 * unanswered; then every listener is reset and the connection is made again with a growing pause.
 * The heartbeat catches half-open connections, which would otherwise drop notifications silently.
 */
export const postgresFeed = (
  connectionUri: string,
  logger: Logger,
  options: { heartbeatMs?: number; retryMaxMs?: number } = {},
): NotificationFeed => {
  const registry = listenerRegistry();
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const retryMaxMs = options.retryMaxMs ?? 5_000;
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = 100;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    registry.resetAll();
  };

  /** Done with a connection: nothing it says matters any more, and ending it must not throw. */
  const discard = (c: pg.Client): Promise<void> => {
    c.removeAllListeners();
    c.on("error", () => {});
    return c.end().catch(() => {});
  };

  const drop = (c: pg.Client, reason: unknown) => {
    if (client !== c) return;
    client = undefined;
    clearInterval(heartbeat);
    setLive(false);
    void discard(c);
    if (closed) return;
    logger.warn({ err: reason }, "database notifications interrupted; caches read through until they resume");
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, retryMaxMs);
  };

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({
      connectionString: connectionUri,
      keepAlive: true,
      application_name: "trustplane-listen",
    });
    client = c;
    c.on("error", (err) => drop(c, err));
    c.on("end", () => drop(c, new Error("connection ended")));
    c.on("notification", (message) => {
      if (client === c && live) registry.deliver(message.channel, message.payload ?? "");
    });
    try {
      await c.connect();
      for (const channel of Object.values(CHANNELS)) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      drop(c, err);
      return;
    }
    if (client !== c || closed) return;
    retryMs = 100;
    setLive(true);
    heartbeat = setInterval(() => {
      const timeout = setTimeout(() => drop(c, new Error("heartbeat unanswered")), heartbeatMs);
      c.query("SELECT 1").then(
        () => clearTimeout(timeout),
        (err) => {
          clearTimeout(timeout);
          drop(c, err);
        },
      );
    }, heartbeatMs);
    heartbeat.unref();
  };

  void connect();

  return {
    get live() {
      return live;
    },
    subscribe: registry.subscribe,
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const c = client;
      client = undefined;
      setLive(false);
      if (c) await discard(c);
    },
  };
};

const NOTIFICATION_RESPONSE = 0x41; // 'A'

/**
 * Finds NotificationResponse messages in a backend's protocol output, which may arrive cut anywhere
 * (one scanner per stream of responses: a complete response leaves nothing behind; after a failed
 * one, `reset`). Each message is type (1 byte), length (int32, counting itself),
 * body; a notification's body is the sender's pid (int32), the channel and the payload (C strings).
 */
export class NotificationScanner {
  private carry: Buffer | undefined;
  private readonly emit: (channel: string, payload: string) => void;

  constructor(emit: (channel: string, payload: string) => void) {
    this.emit = emit;
  }

  /** Forget a partial message (its response failed midway). */
  reset(): void {
    this.carry = undefined;
  }

  scan(data: Uint8Array): void {
    const chunk = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const buf = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    let at = 0;
    while (buf.length - at >= 5) {
      const length = buf.readUInt32BE(at + 1);
      if (buf.length - at < 1 + length) break;
      if (buf[at] === NOTIFICATION_RESPONSE) {
        const bodyEnd = at + 1 + length;
        const channelStart = at + 9;
        const channelEnd = buf.indexOf(0, channelStart);
        const payloadEnd = channelEnd < 0 ? -1 : buf.indexOf(0, channelEnd + 1);
        if (channelEnd >= 0 && payloadEnd >= 0 && payloadEnd < bodyEnd) {
          this.emit(buf.toString("utf8", channelStart, channelEnd), buf.toString("utf8", channelEnd + 1, payloadEnd));
        }
      }
      at += 1 + length;
    }
    this.carry = at < buf.length ? Buffer.from(buf.subarray(at)) : undefined;
  }
}
