import { describe, expect, it } from "vitest";
import { CHANNELS, type ChangeListener, type NotificationFeed } from "./notifications.ts";
import { notifiedCache } from "./notified-cache.ts";

const fakeFeed = () => {
  const listeners: ChangeListener[] = [];
  const feed = {
    live: true,
    subscribe: (_channel: string, listener: ChangeListener) => {
      listeners.push(listener);
      return () => {};
    },
    close: async () => {},
  };
  return {
    feed: feed as NotificationFeed,
    change: (id: string) => {
      for (const l of listeners) l.change(id);
    },
  };
};

type Key = { id: string; expiresAt: number };

describe("a cache keyed by something else than the id notifications carry", () => {
  it("drops an entry by its row's id, and never serves one no longer usable", async () => {
    const f = fakeFeed();
    let clock = 1_000;
    let reads = 0;
    const cache = notifiedCache<Key>(f.feed, CHANNELS.apiKeys, {
      idOf: (key) => key.id,
      usable: (key, now) => key.expiresAt > now,
      now: () => clock,
    });
    const read = async () => {
      reads++;
      return { id: "apk_1", expiresAt: 5_000 };
    };
    expect(await cache.get("digest-1", read)).toEqual({ id: "apk_1", expiresAt: 5_000 });
    await cache.get("digest-1", read);
    expect(reads).toBe(1);
    // A notification names the row, not the digest it is stored under.
    f.change("apk_1");
    expect(cache.size).toBe(0);
    await cache.get("digest-1", read);
    expect(reads).toBe(2);
    // Past its expiry it is read again every time (and not stored), whatever the cache holds.
    clock = 6_000;
    await cache.get("digest-1", read);
    await cache.get("digest-1", read);
    expect(reads).toBe(4);
  });

  it("does not store a read that a notification overtook", async () => {
    const f = fakeFeed();
    const cache = notifiedCache<Key>(f.feed, CHANNELS.apiKeys, { idOf: (key) => key.id });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = cache.get("digest-2", async () => {
      await gate;
      return { id: "apk_2", expiresAt: Number.POSITIVE_INFINITY };
    });
    f.change("apk_2");
    release();
    await pending;
    expect(cache.size).toBe(0);
  });
});
