// Real PostgreSQL only (PGlite runs one transaction at a time, so no race can be shown there): the
// hourly comment limit holds when one user's comments all arrive at once. The advisory lock per author
// makes the count-then-insert of commentConstitutionArtifact happen one request at a time; without it
// every request would count the same few comments and all would be let through.
import { type CatalogClient, createCatalogClient, RateLimitError } from "@trustplane/sdk-catalog";
import { sql } from "slonik";
import { afterAll, beforeAll, expect, it } from "vitest";
import { registeredClientOf } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { sliders } from "./helpers.ts";

const LIMIT = 5;
const BURST = 20;

let app: TestServer;
beforeAll(async () => {
  // A pool as large as the burst, so the requests meet at the lock rather than queue for connections.
  app = await startTestServer({ CONSTITUTION_COMMENTS_PER_HOUR: String(LIMIT), DB_POOL_SIZE: "32" });
});
afterAll(async () => {
  await app?.close();
});

/** No retries: the SDK would otherwise retry a 429 (or give up only after its own waits). */
const racer = (name: string): Promise<CatalogClient> =>
  registeredClientOf(createCatalogClient({ baseUrl: app.url, maxRetries: 0 }), name);

const storedComments = async (authorId: string): Promise<number> =>
  (await app.ctx.db.oneFirst(
    sql.unsafe`SELECT count(*)::int FROM constitution_artifact_comments WHERE author_id = ${authorId}`,
  )) as number;

it(`lets exactly ${LIMIT} of ${BURST} simultaneous comments by one user through, and not another user's`, async () => {
  const talker = await racer("talker");
  const neighbour = await racer("neighbour");
  const artifact = await talker.constitutionArtifacts.publish({ title: "Raced comments", sliders: sliders(50) });

  // allSettled over all of them at once: each request is started here and none is left unawaited.
  const [talkers, neighbours] = await Promise.all([
    Promise.allSettled(
      Array.from({ length: BURST }, (_, i) =>
        talker.constitutionArtifacts.comment.withResponse(artifact.id, { body: `Burst ${i}` }),
      ),
    ),
    // The other user's comments race the burst (a lock per author must not hold them back).
    Promise.allSettled(
      Array.from({ length: LIMIT }, (_, i) =>
        neighbour.constitutionArtifacts.comment.withResponse(artifact.id, { body: `Neighbour ${i}` }),
      ),
    ),
  ]);

  const made = talkers.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const refused = talkers.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
  expect(made).toHaveLength(LIMIT);
  for (const { response } of made) expect(response.status).toBe(201);
  expect(new Set(made.map(({ data }) => data.id)).size).toBe(LIMIT);
  expect(refused).toHaveLength(BURST - LIMIT);
  for (const error of refused) {
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).code).toBe("comment-rate-limited");
    // The oldest of the five was written moments ago: close to an hour to wait.
    const wait = (error as RateLimitError).retryAfterSeconds;
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
  }

  expect(neighbours.map((r) => r.status)).toEqual(Array(LIMIT).fill("fulfilled"));
  for (const r of neighbours) if (r.status === "fulfilled") expect(r.value.response.status).toBe(201);

  const [talkerMe, neighbourMe] = await Promise.all([talker.auth.me(), neighbour.auth.me()]);
  expect(await storedComments(talkerMe.id)).toBe(LIMIT);
  expect(await storedComments(neighbourMe.id)).toBe(LIMIT);
  await expect(talker.constitutionArtifacts.retrieve(artifact.id)).resolves.toMatchObject({ comments: 2 * LIMIT });
});
