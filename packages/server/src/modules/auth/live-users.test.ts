import type { CommonQueryMethods } from "slonik";
import { describe, expect, it } from "vitest";
import type { ChangeListener, NotificationFeed } from "../../db/notifications.ts";
import { createLiveUsers } from "./live-users.ts";
import type { UserRow } from "./users.ts";

/** A feed the test drives: deliver a change, or take the feed down and up. */
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
    setLive: (live: boolean) => {
      feed.live = live;
      for (const l of listeners) l.reset();
    },
  };
};

/** A database whose users table is a map; counts reads, and can hold a read until released. */
const fakeDb = () => {
  const rows = new Map<string, UserRow>();
  let reads = 0;
  let gate: Promise<void> | undefined;
  const db = {
    maybeOne: async () => {
      reads++;
      const snapshot = rows.get("usr_1") ?? null;
      if (gate) await gate;
      return snapshot && { ...snapshot };
    },
  } as unknown as CommonQueryMethods;
  return {
    db,
    rows,
    reads: () => reads,
    hold: () => {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
};

const user = (version: number): UserRow => ({
  id: "usr_1",
  email: "a@example.test",
  name: "A",
  role: "user",
  password_hash: null,
  token_version: version,
  created_at: "2026-01-01T00:00:00.000Z",
});

describe("live users cache", () => {
  it("serves a user from memory until the database announces a change to it", async () => {
    const { db, rows, reads } = fakeDb();
    const f = fakeFeed();
    const users = createLiveUsers(db, f.feed);
    rows.set("usr_1", user(0));
    expect((await users.get("usr_1"))?.token_version).toBe(0);
    expect((await users.get("usr_1"))?.token_version).toBe(0);
    expect(reads()).toBe(1);
    rows.set("usr_1", user(1));
    f.change("usr_1");
    expect((await users.get("usr_1"))?.token_version).toBe(1);
    expect(reads()).toBe(2);
  });

  it("does not store a row read while a change arrived (it may predate the change)", async () => {
    const { db, rows, reads, hold } = fakeDb();
    const f = fakeFeed();
    const users = createLiveUsers(db, f.feed);
    rows.set("usr_1", user(0));
    const release = hold();
    const pending = users.get("usr_1"); // reads version 0, then waits
    rows.set("usr_1", user(1));
    f.change("usr_1"); // the change commits while the read is in flight
    release();
    expect((await pending)?.token_version).toBe(0); // that request began before the change
    expect((await users.get("usr_1"))?.token_version).toBe(1); // the next one is not served the stale row
    expect(reads()).toBe(2);
  });

  it("reads through while the feed is down, and drops everything when it stops or resumes", async () => {
    const { db, rows, reads } = fakeDb();
    const f = fakeFeed();
    const users = createLiveUsers(db, f.feed);
    rows.set("usr_1", user(0));
    await users.get("usr_1");
    f.setLive(false);
    expect(users.size).toBe(0);
    rows.set("usr_1", user(5)); // changed while notifications could be missed
    expect((await users.get("usr_1"))?.token_version).toBe(5);
    expect((await users.get("usr_1"))?.token_version).toBe(5);
    expect(reads()).toBe(3); // nothing served from memory while down
    f.setLive(true);
    await users.get("usr_1");
    await users.get("usr_1");
    expect(reads()).toBe(4);
  });

  it("forgets a user this instance changed at once, and bounds its size and entry age", async () => {
    const { db, rows, reads } = fakeDb();
    const f = fakeFeed();
    let clock = 0;
    const users = createLiveUsers(db, f.feed, { maxEntries: 1, maxAgeMs: 1000, now: () => clock });
    rows.set("usr_1", user(0));
    await users.get("usr_1");
    users.forget("usr_1");
    await users.get("usr_1");
    expect(reads()).toBe(2);
    clock = 1500; // older than maxAgeMs: read again
    await users.get("usr_1");
    expect(reads()).toBe(3);
    expect(users.size).toBe(1);
  });
});
