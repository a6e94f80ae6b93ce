import type { PGlite } from "@electric-sql/pglite";
import { NotificationScanner } from "./notifications.ts";

type Item = {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
};

const QUERY = 0x51; // 'Q' simple query: complete on its own
const SYNC = 0x53; // 'S' ends an extended-protocol sequence (Parse/Bind/Describe/Execute…)
const TERMINATE = 0x58; // 'X'

/**
 * The order in which PGlite's single backend serves the connections of the loopback socket server.
 *
 * @electric-sql/pglite-socket's own queue hands the backend to whichever connection's next *message*
 * is first, and pins it only while a transaction is open. Outside a transaction that interleaves the
 * Parse/Bind/Execute/Sync messages of different connections: when another connection's BEGIN lands
 * between a Parse and its Bind, the Bind meets a foreign unnamed statement ("unnamed prepared
 * statement does not exist", or in the worst case another query's parameters). This queue keeps the
 * backend with one connection from its first message to the next protocol boundary (Sync, a simple
 * Query, Terminate, or the start-up packet) and, as before, for as long as that connection's
 * transaction stays open. It also keeps serving after a failed message instead of stalling.
 */
export class ProtocolAwareQueue {
  private readonly queue: Item[] = [];
  private processing = false;
  private owner: number | null = null;
  private readonly db: PGlite;
  /** Finds NOTIFY messages in the backend's output (see notifications.ts); one for the whole queue. */
  private readonly scanner: NotificationScanner | undefined;

  /** `onNotification` receives the NOTIFY messages found in the backend's output (see notifications.ts). */
  constructor(db: PGlite, onNotification?: (channel: string, payload: string) => void) {
    this.db = db;
    this.scanner = onNotification && new NotificationScanner(onNotification);
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const item = this.queue[i]!;
      if (item.handlerId !== handlerId) continue;
      this.queue.splice(i, 1);
      item.reject(new Error("Handler disconnected"));
    }
  }

  /** A connection went away: undo its open transaction and give the backend to the others. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.owner = null;
    await this.process();
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (;;) {
        const index = this.owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === this.owner);
        if (index < 0 || this.queue.length === 0) return;
        const item = this.queue.splice(index, 1)[0]!;
        let bytes = 0;
        let failed = false;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                this.scanner?.scan(data);
                item.onData(data);
              },
            }),
          );
        } catch (err) {
          failed = true;
          this.scanner?.reset();
          item.reject(err);
        }
        const type = item.message[0];
        const boundary = failed || type === QUERY || type === SYNC || type === TERMINATE || type === 0;
        this.owner = !boundary || this.db.isInTransaction() ? item.handlerId : null;
        if (!failed) item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
