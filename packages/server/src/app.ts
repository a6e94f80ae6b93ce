import cors from "cors";
import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { AppContext } from "./context.ts";
import { errorHandler, notFoundHandler } from "./http/errors.ts";
import type { OpenApiDocument } from "./http/openapi.ts";
import { requestId } from "./http/request-id.ts";
import { contractValidator } from "./http/validator.ts";
import { authRouter } from "./modules/auth/routes.ts";

/** Paths served outside the contract's validation (human docs and their assets). */
const UNVALIDATED = /^\/docs(\/|$)/;

export const createApp = (ctx: AppContext, contract: OpenApiDocument): Express => {
  const { config } = ctx;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.rateLimit.trustProxy);
  app.set("query parser", "extended");
  app.set("etag", false);

  app.use(requestId);
  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req) => (req as express.Request).id,
      redact: { paths: ["req.headers.authorization", "req.headers.cookie", 'req.headers["x-rights-secret"]', 'req.headers["x-chess-secret"]', 'req.headers["x-registry-secret"]'], remove: true },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url?.split("?")[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(helmet({ contentSecurityPolicy: { directives: { "default-src": ["'self'"], "script-src": ["'self'"], "img-src": ["'self'", "data:"], "style-src": ["'self'", "'unsafe-inline'"] } } }));
  app.use(
    cors({
      origin: config.corsOrigins === "*" ? "*" : config.corsOrigins,
      exposedHeaders: ["X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After", "ETag"],
      maxAge: 600,
    }),
  );
  app.use(express.json({ limit: config.bodyLimitBytes, type: ["application/json", "application/*+json"], strict: false }));

  app.use(
    contractValidator({
      contract,
      validateResponses: config.env !== "production",
      db: ctx.db,
      jwtSecret: config.jwtSecret,
      ignorePaths: UNVALIDATED,
    }),
  );

  app.use(authRouter(ctx));

  app.use(notFoundHandler);
  app.use(errorHandler({ exposeResponseValidation: config.env !== "production" }));
  return app;
};
