import { once } from "node:events";
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 in front of a real PostgreSQL server, to play the database going away:
 *
 * - `forward`: bytes flow both ways (the normal state);
 * - `refuse`: a new connection is reset the moment it arrives (the server is down or refusing);
 *   connections already open are stalled as in `blackhole` (their peer is unreachable);
 * - `blackhole`: new connections are accepted and kept, and nothing is forwarded on any connection,
 *   either way: it is buffered, as a partition does (TCP retransmits what it could not deliver);
 * - `stallExisting()`: only the connections open now are partitioned, new ones flow (a failover or a
 *   middlebox that lost its state: the old path is dead, a new connection finds a working one);
 * - `heal()`: back to `forward`, delivering everything buffered in order, as TCP does after a
 *   partition: a statement sent into the partition reaches the server late, after the client may have
 *   given up on it;
 * - `stallWhen(trigger)`: a connection is partitioned the moment what its client sends matches
 *   `trigger` (that chunk included): the partition hits exactly as a given statement is sent, e.g. a
 *   transfer, or the COMMIT of a top-up; `stallWhen(undefined)` disarms it;
 * - `resetAll()`: reset every open connection (a server restart, or a middlebox dropping state).
 *
 * Traffic only to and from the loopback interface.
 */
export type ProxyMode = "forward" | "refuse" | "blackhole";

type Pair = {
  client: Socket;
  upstream: Socket;
  toUpstream: Buffer[];
  toClient: Buffer[];
  stalled: boolean;
  /** What the client sent lately (for `stallWhen`), at most 8 KiB. */
  recent: string;
};

export type StallTrigger = (recentlySent: string) => boolean;

export type TcpProxy = {
  /** `postgres://…` with the proxy's host and port in place of the target's. */
  url: string;
  port: number;
  mode(): ProxyMode;
  set(mode: ProxyMode): void;
  heal(): void;
  stallExisting(): void;
  stallWhen(trigger: StallTrigger | undefined): void;
  /** Connections partitioned by the `stallWhen` trigger so far. */
  triggered(): number;
  resetAll(): void;
  /** Connections accepted and refused since the start (what the test can count). */
  stats(): { accepted: number; refused: number; open: number };
  close(): Promise<void>;
};

export const startTcpProxy = async (targetUrl: string): Promise<TcpProxy> => {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname;
  let mode: ProxyMode = "forward";
  const pairs = new Set<Pair>();
  let accepted = 0;
  let refused = 0;
  let trigger: StallTrigger | undefined;
  let triggered = 0;

  const server: Server = createServer((client) => {
    if (mode === "refuse") {
      refused++;
      client.resetAndDestroy();
      return;
    }
    accepted++;
    const upstream = tcpConnect(targetPort, targetHost);
    const pair: Pair = { client, upstream, toUpstream: [], toClient: [], stalled: mode === "blackhole", recent: "" };
    const flowing = () => !pair.stalled;
    pairs.add(pair);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    client.on("data", (chunk: Buffer) => {
      if (trigger && !pair.stalled) {
        pair.recent = (pair.recent + chunk.toString("latin1")).slice(-8192);
        if (trigger(pair.recent)) {
          pair.stalled = true;
          triggered++;
        }
      }
      if (flowing()) upstream.write(chunk);
      else pair.toUpstream.push(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (flowing()) client.write(chunk);
      else pair.toClient.push(chunk);
    });
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    // A side that closes: in a partition the other side cannot learn it until the network heals.
    client.on("close", () => {
      if (flowing()) end();
    });
    upstream.on("close", () => {
      if (flowing()) end();
    });
    client.on("error", () => {});
    upstream.on("error", () => {});
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);

  const flush = () => {
    for (const pair of [...pairs]) {
      pair.stalled = false;
      for (const chunk of pair.toUpstream.splice(0)) if (!pair.upstream.destroyed) pair.upstream.write(chunk);
      for (const chunk of pair.toClient.splice(0)) if (!pair.client.destroyed) pair.client.write(chunk);
      // Whichever side closed during the partition, the other now learns it.
      if (pair.client.destroyed || pair.upstream.destroyed) {
        pairs.delete(pair);
        pair.client.end();
        pair.upstream.end();
      }
    }
  };

  return {
    url: url.toString(),
    port,
    mode: () => mode,
    set: (next) => {
      mode = next;
      if (next === "forward") flush();
      else for (const pair of pairs) pair.stalled = true;
    },
    heal: () => {
      mode = "forward";
      flush();
    },
    stallWhen: (next) => {
      trigger = next;
      for (const pair of pairs) pair.recent = "";
    },
    triggered: () => triggered,
    stallExisting: () => {
      for (const pair of pairs) pair.stalled = true;
    },
    resetAll: () => {
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream.resetAndDestroy();
      }
      pairs.clear();
    },
    stats: () => ({ accepted, refused, open: pairs.size }),
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
