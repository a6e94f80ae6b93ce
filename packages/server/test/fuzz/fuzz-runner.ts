import { appendFileSync } from "node:fs";
import http from "node:http";
import type { FuzzOperation } from "./contract-operations.ts";
import { DatabaseFingerprint, type Fingerprint } from "./database-fingerprint.ts";
import type { FuzzUsers } from "./fixtures.ts";
import { materialize, type Outcome, send, type WireRequest } from "./http-send.ts";
import type { RunPools } from "./id-factories.ts";
import type { FuzzRequest, UserName } from "./requests.ts";
import { type Check, checkResponse, type Finding, isAnswered, isRefused, problemTypeOf } from "./response-checks.ts";
import { excerpt } from "./wire.ts";

/**
 * Sends batches of generated requests to the real server and checks every answer. Refused requests
 * run in concurrent segments between two database fingerprints; a segment whose fingerprint moved is
 * narrowed down by replaying its refused requests one at a time. Valid requests (which may change the
 * database, or be refused by a business rule) run one at a time, each between two fingerprints, so a
 * refused one that wrote anything is caught exactly.
 *
 * Failures are collected, not thrown: one run reports every distinct failure it meets, each with the
 * smallest request that showed it and where to replay it (seed, run, index).
 */

export type Where = { run: number; index: number };

export type Failure = {
  check: Check;
  op: string;
  method: string;
  template: string;
  status: number | undefined;
  problemType: string | undefined;
  detail: string;
  label: string;
  request: string;
  response: string;
  where: Where;
  /** Size of the request, to keep the smallest example of each failure. */
  size: number;
};

export type FailureGroup = { example: Failure; count: number; labels: Set<string> };

type Sent = { req: FuzzRequest; wire: WireRequest; outcome: Outcome; where: Where };

const SEGMENT = 16;

export type RunnerStats = {
  sent: number;
  replays: number;
  /** Large requests the server closed the connection on before they were sent in full (no failure). */
  closedWhileSending: number;
  /** Requests Node's client refused to send (a header value it does not allow): the generator's, not the server's. */
  unsendable: number;
  /** Per operation: requests of each kind, and answers by kind and status (`v200`, `m400`, `hECONNRESET`). */
  byOperation: Map<string, { valid: number; mutation: number; hostile: number; statuses: Map<string, number> }>;
};

export class FuzzRunner {
  readonly #base: URL;
  readonly #agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  readonly #operations: Map<string, FuzzOperation>;
  readonly #pools: RunPools;
  readonly #users: FuzzUsers;
  readonly #fingerprint: DatabaseFingerprint;
  readonly #concurrency: number;
  readonly #trace: string | undefined;
  #last: Fingerprint | undefined;
  readonly failures = new Map<string, FailureGroup>();
  readonly stats: RunnerStats = { sent: 0, replays: 0, closedWhileSending: 0, unsendable: 0, byOperation: new Map() };

  constructor(options: {
    url: string;
    operations: FuzzOperation[];
    pools: RunPools;
    users: FuzzUsers;
    fingerprint: DatabaseFingerprint;
    concurrency: number;
    /** A file every request and its answer are appended to (FUZZ_TRACE). */
    trace?: string;
  }) {
    this.#trace = options.trace;
    this.#base = new URL(options.url);
    this.#operations = new Map(options.operations.map((op) => [op.id, op]));
    this.#pools = options.pools;
    this.#users = options.users;
    this.#fingerprint = options.fingerprint;
    this.#concurrency = options.concurrency;
  }

  /** Run one batch: refused-looking requests (mutations, hostile) first in segments, then valid ones singly. */
  async runBatch(batch: FuzzRequest[], run: number, only?: number): Promise<void> {
    const indexed = batch
      .map((req, index) => ({ req, where: { run, index } }))
      .filter((r) => only === undefined || r.where.index === only);
    const broken = indexed.filter((r) => r.req.kind !== "valid");
    const valid = indexed.filter((r) => r.req.kind === "valid");
    for (let i = 0; i < broken.length; i += SEGMENT)
      await this.#segment(broken.slice(i, i + SEGMENT), this.#concurrency);
    for (const one of valid) await this.#segment([one], 1);
  }

  async #segment(items: { req: FuzzRequest; where: Where }[], concurrency: number): Promise<void> {
    const before = this.#last ?? (await this.#fingerprint.take());
    const sent: Sent[] = [];
    await mapLimit(items, concurrency, async ({ req, where }) => {
      const op = this.#operations.get(req.op)!;
      const wire = await materialize(req, op, this.#pools, this.#users);
      const outcome = await send(this.#base, this.#agent, wire);
      this.stats.sent++;
      this.#observe(req, wire, outcome, where);
      sent.push({ req, wire, outcome, where });
    });
    const after = await this.#fingerprint.take();
    this.#last = after;
    const changed = DatabaseFingerprint.diff(before, after);
    if (changed.length > 0) await this.#attribute(sent, changed);
    await this.#refreshRevokedTokens(sent);
  }

  /** The database moved during a segment: which refused request moved it? */
  async #attribute(sent: Sent[], changed: string[]): Promise<void> {
    const refused = sent.filter((s) => isRefused(s.outcome));
    if (refused.length === 0) return;
    const others = sent.filter((s) => !isRefused(s.outcome));
    if (refused.length === 1 && others.length === 0) {
      this.#fail(refused[0]!, {
        check: "db-changed",
        detail: `refused, yet the database changed: ${changed.join("; ")}`,
      });
      return;
    }
    // Several requests (or an accepted one among them): replay each refused one between fingerprints.
    let found = false;
    for (const s of refused) {
      const before = await this.#fingerprint.take();
      const outcome = await send(this.#base, this.#agent, s.wire);
      this.stats.replays++;
      const after = await this.#fingerprint.take();
      const moved = DatabaseFingerprint.diff(before, after);
      if (isRefused(outcome) && moved.length > 0) {
        found = true;
        this.#fail(
          { ...s, outcome },
          { check: "db-changed", detail: `refused, yet the database changed (found on replay): ${moved.join("; ")}` },
        );
      }
    }
    this.#last = undefined;
    if (!found && others.length === 0) {
      const first = refused[0]!;
      this.#fail(first, {
        check: "db-changed",
        detail: `the database changed (${changed.join("; ")}) during ${refused.length} refused requests; no single replay reproduces it. The others: ${refused
          .slice(1)
          .map((s) => `${s.req.method} ${excerpt(s.wire.path, 80)} (${s.req.label})`)
          .join(", ")}`,
      });
    }
  }

  /** A user's token stops working when a request signed them out everywhere: log them in again. */
  async #refreshRevokedTokens(sent: Sent[]): Promise<void> {
    const suspects = new Set<UserName>();
    for (const s of sent) {
      if (s.req.auth.kind === "user" && isAnswered(s.outcome) && s.outcome.status === 401) suspects.add(s.req.auth.who);
    }
    for (const who of suspects) {
      if (await this.#users.isLive(who)) continue;
      await this.#users.refresh(who);
      this.#last = undefined;
    }
  }

  #observe(req: FuzzRequest, wire: WireRequest, outcome: Outcome, where: Where): void {
    let stats = this.stats.byOperation.get(req.op);
    if (!stats) {
      stats = { valid: 0, mutation: 0, hostile: 0, statuses: new Map() };
      this.stats.byOperation.set(req.op, stats);
    }
    stats[req.kind]++;
    if ("error" in outcome && outcome.error.startsWith("closed-while-sending")) this.stats.closedWhileSending++;
    if ("error" in outcome && outcome.error.startsWith("client-refused")) this.stats.unsendable++;
    const status = `${req.kind[0]}${isAnswered(outcome) ? outcome.status : outcome.error.split(":")[0]!}`;
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    if (this.#trace) {
      const answer = isAnswered(outcome) ? `${outcome.status} ${excerpt(outcome.text, 300)}` : outcome.error;
      appendFileSync(this.#trace, `#${where.run}:${where.index} ${req.label}\n${wire.description}\n  => ${answer}\n`);
    }
    // A request with another method than the operation's (a hostile method), or to a path beside its
    // own (a hostile unknown path, the only requests with a raw path), is answered before any operation
    // is chosen (405, 404), so in problem+json whatever the operation's own format; HEAD is served as
    // GET, so it is the GET operation's.
    const operation = this.#operations.get(req.op);
    const served = wire.method === "HEAD" ? "GET" : wire.method;
    const routed = operation?.method === served && req.rawPath === undefined;
    const errorFormat = routed ? operation.errorFormat : "problem";
    for (const finding of checkResponse(wire, outcome, errorFormat)) this.#fail({ req, wire, outcome, where }, finding);
    if (isAnswered(outcome) && outcome.status < 300 && /json/.test(String(outcome.headers["content-type"]))) {
      try {
        this.#pools.harvest(JSON.parse(outcome.text), this.#operations.get(req.op)?.template ?? req.template);
      } catch {
        // Not JSON after all: nothing to harvest.
      }
    }
  }

  /** Check a response outside the batches (fixtures), under the same rules. */
  observeFixture(label: string, method: string, path: string, status: number, headers: Headers, text: string): void {
    const wire: WireRequest = {
      method,
      path,
      headers: {},
      body: undefined,
      description: `${method} ${path} (${label})`,
      sentText: "",
      large: false,
    };
    const outcome: Outcome = { status, headers: Object.fromEntries(headers), text, bytes: text.length };
    const req = { op: label, method, template: path, label, kind: "valid" } as FuzzRequest;
    for (const finding of checkResponse(wire, outcome))
      this.#fail({ req, wire, outcome, where: { run: -1, index: -1 } }, finding);
    if (status >= 300)
      this.#fail(
        { req, wire, outcome, where: { run: -1, index: -1 } },
        { check: "fixture-failed", detail: `a setup step failed with ${status}` },
      );
  }

  #fail(s: Sent, finding: Finding): void {
    const status = isAnswered(s.outcome) ? s.outcome.status : undefined;
    const problemType = finding.problemType ?? problemTypeOf(s.outcome);
    const op = this.#operations.get(s.req.op);
    const failure: Failure = {
      check: finding.check,
      op: s.req.op,
      method: s.req.method,
      template: op?.template ?? s.req.template,
      status,
      problemType,
      detail: finding.detail,
      label: s.req.label,
      request: s.wire.description,
      response: isAnswered(s.outcome)
        ? `${s.outcome.status} ${String(s.outcome.headers["content-type"] ?? "")} ${excerpt(s.outcome.text, 500)}`
        : s.outcome.error,
      where: s.where,
      size: (s.wire.body?.length ?? 0) + s.wire.path.length,
    };
    // One failure per check, operation, status and problem type (a leak: also what leaked). An answer
    // without X-Request-Id never reached the app (Node's HTTP parser answered): one failure for all paths.
    const beforeApp = isAnswered(s.outcome) && s.outcome.headers["x-request-id"] === undefined;
    if (beforeApp) {
      failure.detail += " (answered by Node's HTTP server before the app: no X-Request-Id)";
      failure.op = "any operation";
      failure.template = "(any path)";
    }
    const key = [
      failure.check,
      beforeApp ? "before the app" : `${failure.op} ${failure.method}`,
      status ?? failure.detail,
      problemType ?? "",
      finding.check === "leak" ? finding.detail : "",
    ].join("|");
    const group = this.failures.get(key);
    if (!group) {
      this.failures.set(key, { example: failure, count: 1, labels: new Set([failure.label]) });
      return;
    }
    group.count++;
    if (group.labels.size < 6) group.labels.add(failure.label);
    if (failure.size < group.example.size) group.example = failure;
  }

  close(): void {
    this.#agent.destroy();
  }
}

const mapLimit = async <T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};
