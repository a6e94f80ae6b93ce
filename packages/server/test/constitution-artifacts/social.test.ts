// Votes, comments and the social summary of constitution artifacts through @trustplane/sdk-catalog.
import {
  AuthenticationError,
  type CatalogClient,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from "@trustplane/sdk-catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { anyone, LIBERAL, member, sliders } from "./helpers.ts";

let app: TestServer;
let author: CatalogClient;
let voter: CatalogClient;
let bystander: CatalogClient;
beforeAll(async () => {
  app = await startTestServer({ CONSTITUTION_COMMENTS_PER_HOUR: "6" });
  author = await member(app.url, "author");
  voter = await member(app.url, "voter");
  bystander = await member(app.url, "bystander");
});
afterAll(async () => {
  await app?.close();
});

const UNKNOWN = "cna_01JD0000000000000000000000";

describe("votes", () => {
  it("counts one vote per user, idempotent both ways, and tells the caller whether they voted", async () => {
    const artifact = await author.constitutionArtifacts.publish({ title: "Votable", sliders: LIBERAL });
    expect(await voter.constitutionArtifacts.vote(artifact.id)).toEqual({
      artifactId: artifact.id,
      votes: 1,
      voted: true,
    });
    expect(await voter.constitutionArtifacts.vote(artifact.id)).toEqual({
      artifactId: artifact.id,
      votes: 1,
      voted: true,
    });
    expect(await author.constitutionArtifacts.vote(artifact.id)).toEqual({
      artifactId: artifact.id,
      votes: 2,
      voted: true,
    });
    // Taking back a vote answers 204 (nothing), whether or not there was one; the count is on the artifact.
    const votes = async () => (await anyone(app.url).constitutionArtifacts.retrieve(artifact.id)).votes;
    expect(await bystander.constitutionArtifacts.unvote(artifact.id)).toBeUndefined();
    expect(await votes()).toBe(2);
    expect(await voter.constitutionArtifacts.unvote(artifact.id)).toBeUndefined();
    expect(await votes()).toBe(1);
    expect(await voter.constitutionArtifacts.unvote(artifact.id)).toBeUndefined();
    expect(await votes()).toBe(1);
    expect(await voter.constitutionArtifacts.vote(artifact.id)).toEqual({
      artifactId: artifact.id,
      votes: 2,
      voted: true,
    });
    await voter.constitutionArtifacts.unvote(artifact.id);
    await expect(anyone(app.url).constitutionArtifacts.retrieve(artifact.id)).resolves.toMatchObject({ votes: 1 });
  });

  it("holds one vote per user under simultaneous requests", async () => {
    const artifact = await author.constitutionArtifacts.publish({ title: "Raced", sliders: sliders(60) });
    const answers = await Promise.all(Array.from({ length: 8 }, () => voter.constitutionArtifacts.vote(artifact.id)));
    for (const answer of answers) expect(answer.voted).toBe(true);
    expect((await anyone(app.url).constitutionArtifacts.retrieve(artifact.id)).votes).toBe(1);
  });

  it("needs a token and an artifact that exists", async () => {
    const artifact = await author.constitutionArtifacts.publish({ title: "Guarded", sliders: sliders(20) });
    expect(await rejection(anyone(app.url).constitutionArtifacts.vote(artifact.id))).toBeInstanceOf(
      AuthenticationError,
    );
    expect(await rejection(anyone(app.url).constitutionArtifacts.unvote(artifact.id))).toBeInstanceOf(
      AuthenticationError,
    );
    // Thunks, so each request starts only when the one before has answered: a rejection that nobody
    // awaits yet is an unhandled rejection, which fails the whole run.
    for (const call of [
      () => voter.constitutionArtifacts.vote(UNKNOWN),
      () => voter.constitutionArtifacts.unvote(UNKNOWN),
    ]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(NotFoundError);
      expect((error as NotFoundError).code).toBe("constitution-artifact-not-found");
    }
  });
});

describe("comments", () => {
  it("adds, lists newest first page by page, and refuses empty, blank and over-long comments", async () => {
    const artifact = await author.constitutionArtifacts.publish({ title: "Discussed", sliders: sliders(45) });
    const first = await voter.constitutionArtifacts.comment(artifact.id, { body: "Первый: the floor matters ₸" });
    const second = await bystander.constitutionArtifacts.comment(artifact.id, { body: "x".repeat(2000) });
    expect(first).toMatchObject({ artifactId: artifact.id, body: "Первый: the floor matters ₸" });
    expect(first.author.handle).toMatch(/^citizen-[a-z0-9]{10}$/);
    expect(second.author.handle).not.toBe(first.author.handle);

    const reader = anyone(app.url);
    const page = await reader.constitutionArtifacts.comments.list(artifact.id);
    expect(page.items.map((comment) => comment.id)).toEqual([second.id, first.id]);
    expect(page.total).toBe(2);
    expect(await reader.constitutionArtifacts.comments.list(artifact.id, { limit: 1 }).toArray()).toEqual(page.items);
    await expect(reader.constitutionArtifacts.retrieve(artifact.id)).resolves.toMatchObject({ comments: 2 });

    for (const body of ["", "   \n ", "x".repeat(2001)]) {
      expect(await rejection(voter.constitutionArtifacts.comment(artifact.id, { body }))).toBeInstanceOf(
        ValidationError,
      );
    }
    expect(await rejection(anyone(app.url).constitutionArtifacts.comment(artifact.id, { body: "hi" }))).toBeInstanceOf(
      AuthenticationError,
    );
    expect(await rejection(voter.constitutionArtifacts.comment(UNKNOWN, { body: "hi" }))).toBeInstanceOf(NotFoundError);
    expect(await rejection(reader.constitutionArtifacts.comments.list(UNKNOWN))).toBeInstanceOf(NotFoundError);
  });

  it("comments once per Idempotency-Key", async () => {
    const artifact = await author.constitutionArtifacts.publish({ title: "Retried comment", sliders: sliders(46) });
    const once = await voter.constitutionArtifacts.comment(artifact.id, { body: "Once" }, { idempotencyKey: "c-1" });
    const again = await voter.constitutionArtifacts.comment(artifact.id, { body: "Once" }, { idempotencyKey: "c-1" });
    expect(again.id).toBe(once.id);
    expect((await anyone(app.url).constitutionArtifacts.comments.list(artifact.id)).total).toBe(1);
  });

  it("lets the comment's author and the artifact's author delete it, and nobody else", async () => {
    const artifact = await author.constitutionArtifacts.publish({ title: "Moderated", sliders: sliders(47) });
    const other = await author.constitutionArtifacts.publish({ title: "Elsewhere", sliders: sliders(48) });
    const byVoter = await voter.constitutionArtifacts.comment(artifact.id, { body: "Mine" });
    const another = await voter.constitutionArtifacts.comment(artifact.id, { body: "Also mine" });

    for (const call of [
      () => bystander.constitutionArtifacts.comments.delete(artifact.id, byVoter.id),
      // The comment is not on this artifact (even for its own author).
      () => voter.constitutionArtifacts.comments.delete(other.id, byVoter.id),
      () => voter.constitutionArtifacts.comments.delete(artifact.id, "ccm_01JD0000000000000000000000"),
    ]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(NotFoundError);
      expect((error as NotFoundError).code).toBe("constitution-comment-not-found");
    }
    expect(
      await rejection(anyone(app.url).constitutionArtifacts.comments.delete(artifact.id, byVoter.id)),
    ).toBeInstanceOf(AuthenticationError);

    await voter.constitutionArtifacts.comments.delete(artifact.id, byVoter.id);
    await author.constitutionArtifacts.comments.delete(artifact.id, another.id);
    expect((await anyone(app.url).constitutionArtifacts.comments.list(artifact.id)).total).toBe(0);
    expect(await rejection(voter.constitutionArtifacts.comments.delete(artifact.id, byVoter.id))).toBeInstanceOf(
      NotFoundError,
    );
  });

  it("limits each user to CONSTITUTION_COMMENTS_PER_HOUR comments in a rolling hour", async () => {
    const talker = await member(app.url, "talker");
    const artifact = await author.constitutionArtifacts.publish({ title: "Busy", sliders: sliders(49) });
    for (let i = 0; i < 6; i++) await talker.constitutionArtifacts.comment(artifact.id, { body: `Comment ${i}` });
    const limited = await rejection(talker.constitutionArtifacts.comment(artifact.id, { body: "One too many" }));
    expect(limited).toBeInstanceOf(RateLimitError);
    expect((limited as RateLimitError).code).toBe("comment-rate-limited");
    const wait = Number((limited as RateLimitError).headers?.get("retry-after"));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    // Someone else is not held back.
    await expect(voter.constitutionArtifacts.comment(artifact.id, { body: "Still fine" })).resolves.toMatchObject({
      body: "Still fine",
    });
  });
});

describe("social", () => {
  it("answers the counts and recent activity, newest first, with nothing about who", async () => {
    const artifact = await author.constitutionArtifacts.publish({ title: "Social", sliders: sliders(55) });
    await voter.constitutionArtifacts.vote(artifact.id);
    const comment = await bystander.constitutionArtifacts.comment(artifact.id, { body: "Nice" });
    await bystander.constitutionArtifacts.vote(artifact.id);

    const social = await anyone(app.url).constitutionArtifacts.social.retrieve(artifact.id);
    expect(social).toMatchObject({ artifactId: artifact.id, votes: 2, comments: 1 });
    expect(social.recent.map((activity) => activity.kind).sort()).toEqual(["comment", "vote", "vote"]);
    expect(social.recent.find((activity) => activity.kind === "comment")?.commentId).toBe(comment.id);
    const times = social.recent.map((activity) => activity.at);
    expect([...times].sort().reverse()).toEqual(times);
    const text = JSON.stringify(social);
    for (const client of [voter, bystander]) {
      const me = await client.auth.me();
      for (const secret of [me.id, me.email]) expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(comment.author.handle);

    const unknown = await rejection(anyone(app.url).constitutionArtifacts.social.retrieve(UNKNOWN));
    expect((unknown as NotFoundError).code).toBe("constitution-artifact-not-found");
  });

  it("keeps the last 20 of many", async () => {
    const artifact = await author.constitutionArtifacts.publish({ title: "Popular", sliders: sliders(56) });
    const voters = await Promise.all(Array.from({ length: 22 }, (_, i) => member(app.url, `fan-${i}`)));
    for (const fan of voters) await fan.constitutionArtifacts.vote(artifact.id);
    const social = await anyone(app.url).constitutionArtifacts.social.retrieve(artifact.id);
    expect(social.votes).toBe(22);
    expect(social.recent).toHaveLength(20);
  });
});
