import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { authProblems } from "./problems.ts";

const KEY_LENGTH = 64;

/**
 * How many scrypt derivations run at once in this process, and how many may wait for a turn.
 *
 * Each derivation at the production cost (N = 32768, r = 8) holds 32 MiB and a whole core for about
 * 100 ms on libuv's thread pool, which signature verification shares. Unbounded, a burst of logins
 * took all four pool threads (128 MiB of scrypt memory at once, kept by the allocator afterwards: the
 * mixed-load bench's RSS peaked near 500 MB) and queued every verify behind them. One core is left to
 * the event loop: with as many derivations as cores, a burst of logins took both cores of a 2-core
 * machine from every other request (bench:mixed, 2026-11-29: the p50 of the whole mix 51 ms with two at
 * once, 5.8 ms with one, at the same throughput and the same logins per second; peak RSS 402 against
 * 288 MB; the logins themselves waited longer, p50 5.3 s against 0.4 s, as its 50 closed-loop clients
 * piled up behind one core's worth of hashing). The rest wait their turn, and past MAX_WAITING the answer is 503 with Retry-After instead of
 * an ever longer queue.
 */
export const MAX_CONCURRENT_DERIVATIONS = Math.max(1, Math.min(4, availableParallelism() - 1));
export const MAX_WAITING_DERIVATIONS = 128;

let running = 0;
const waiting: (() => void)[] = [];

const turn = async (): Promise<void> => {
  if (running < MAX_CONCURRENT_DERIVATIONS) {
    running++;
    return;
  }
  if (waiting.length >= MAX_WAITING_DERIVATIONS) {
    throw authProblems.passwordHashingBusy();
  }
  // The finishing derivation hands its slot over: `running` stays counted.
  await new Promise<void>((resolve) => waiting.push(resolve));
};

const done = (): void => {
  const next = waiting.shift();
  if (next) next();
  else running--;
};

/** Derivations running and waiting right now (for tests and metrics). */
export const derivationLoad = (): { running: number; waiting: number } => ({ running, waiting: waiting.length });

const derive = async (password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> => {
  await turn();
  try {
    return await new Promise((resolve, reject) => {
      scrypt(
        password.normalize("NFKC"),
        salt,
        KEY_LENGTH,
        { N, r, p, maxmem: 256 * N * r + 1024 * 1024 },
        (err, key) => (err ? reject(err) : resolve(key)),
      );
    });
  } finally {
    done();
  }
};

/** scrypt, stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can be raised later without a migration. */
export const hashPassword = async (password: string, cost: number): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, 8, 1);
  return `scrypt$${cost}$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`;
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** A hash of nothing anyone knows, checked when the email is unknown so both failures take the same time. */
export const decoyHash = (cost: number): Promise<string> => hashPassword(randomBytes(24).toString("base64url"), cost);
