import { randomBytes } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import pg from "pg";
import { sql } from "slonik";
import { loadConfig } from "../src/config.ts";
import { type RunningServer, type StartOptions, startServer } from "../src/server.ts";
import { databaseTemplate } from "./database-template.ts";

/** Tests run on embedded PGlite, or on the PostgreSQL server named by DATABASE_URL when it is set. */
export const realPostgresUrl = process.env.DATABASE_URL || undefined;
export const onRealPostgres = realPostgresUrl !== undefined;

/** A fresh database on the real server for one test file, dropped afterwards. */
export const scratchDatabase = async (baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> => {
  const name = `tp_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: baseUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
};

export type TestResponse<T = any> = { status: number; headers: Headers; body: T; text: string };

export type TestServer = RunningServer & {
  /** One HTTP call; JSON bodies are sent and parsed, anything else is returned as text. */
  call<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> },
  ): Promise<TestResponse<T>>;
  /** Register a fresh user and return their token and ids. */
  register(overrides?: {
    email?: string;
    password?: string;
    name?: string;
  }): Promise<{ token: string; userId: string; email: string; password: string }>;
  /** Register a fresh user and make them an operator (role `admin`), for the operators' routes. */
  registerAdmin(): Promise<{ token: string; userId: string; email: string; password: string }>;
};

export const TEST_JWT_SECRET = "test-secret-test-secret-test-secret-0123";

/** The configuration every test server starts from; `env` overrides any of it. */
export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    DATA_DIR: "/nonexistent-test-data-dir",
    ...env,
  });

/** Serve a test-only Express app on a loopback port. */
export const listenOnLoopback = async (app: Express): Promise<{ base: string; close(): Promise<void> }> => {
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

export const startTestServer = async (
  env: Record<string, string> = {},
  options: Pick<StartOptions, "logger" | "modules" | "edge" | "pipeline"> = {},
): Promise<TestServer> => {
  const scratch = realPostgresUrl ? await scratchDatabase(realPostgresUrl) : undefined;
  const config = testConfig({ ...(scratch ? { DATABASE_URL: scratch.url } : {}), ...env });
  // The default modules' migrations come ready in a template (database-template.ts); other sets migrate.
  const template = scratch || options.modules ? undefined : await databaseTemplate();
  const running = await startServer(config, {
    inMemoryDatabase: true,
    databaseTemplate: template,
    logger: options.logger,
    modules: options.modules,
    edge: options.edge,
    pipeline: options.pipeline,
  }).catch(async (err: unknown) => {
    await scratch?.drop();
    throw err;
  });
  const close = async (graceMs?: number) => {
    await running.close(graceMs);
    await scratch?.drop();
  };
  const call: TestServer["call"] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(`${running.url}${path}`, { method, headers, body, redirect: "manual" });
    const text = await res.text();
    const type = res.headers.get("content-type") ?? "";
    const parsed = type.includes("json") && text ? JSON.parse(text) : text;
    return { status: res.status, headers: res.headers, body: parsed, text };
  };
  let counter = 0;
  const register: TestServer["register"] = async (overrides = {}) => {
    const email = overrides.email ?? `user${++counter}-${randomBytes(3).toString("hex")}@example.test`;
    const password = overrides.password ?? "correct horse battery";
    const res = await call("POST", "/api/auth/register", {
      body: { email, password, name: overrides.name ?? "Test User" },
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return { token: res.body.token, userId: res.body.user.id, email, password };
  };
  const registerAdmin: TestServer["registerAdmin"] = async () => {
    const user = await register();
    await running.ctx.db.query(sql.unsafe`UPDATE users SET role = 'admin' WHERE id = ${user.userId}`);
    return user;
  };
  return { ...running, close, call, register, registerAdmin };
};

/** Run `check` until it passes or `ms` elapse (then its last failure is thrown): for effects that arrive asynchronously. */
export const eventually = async (check: () => Promise<void>, ms = 3000): Promise<void> => {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
};
