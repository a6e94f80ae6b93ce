import { describe, expect, it } from "vitest";
import { NotificationScanner } from "./notifications.ts";

/** A backend NotificationResponse ('A'): pid, channel, payload. */
const notification = (channel: string, payload: string) => {
  const body = Buffer.concat([Buffer.alloc(4), Buffer.from(`${channel}\0${payload}\0`)]);
  const header = Buffer.alloc(5);
  header[0] = 0x41;
  header.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
};
const commandComplete = Buffer.from([0x43, 0, 0, 0, 11, ...Buffer.from("COMMIT\0")]);
const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

describe("NotificationScanner", () => {
  it("finds notifications among other messages, however the stream is cut", () => {
    const stream = Buffer.concat([
      commandComplete,
      notification("trustplane_users", "usr_01"),
      notification("trustplane_users", "usr_é2"),
      readyForQuery,
    ]);
    for (let cut = 1; cut < stream.length; cut++) {
      const found: string[] = [];
      const scanner = new NotificationScanner((channel, payload) => found.push(`${channel}:${payload}`));
      scanner.scan(stream.subarray(0, cut));
      scanner.scan(stream.subarray(cut));
      expect(found).toEqual(["trustplane_users:usr_01", "trustplane_users:usr_é2"]);
    }
  });

  it("finds nothing in output without notifications ", () => {
    const found: string[] = [];
    const scanner = new NotificationScanner((c, p) => found.push(c + p));
    scanner.scan(Buffer.concat([commandComplete, readyForQuery]));
    expect(found).toEqual([]);
  });
});
