import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/auth.ts";
import { conflict, unauthorized } from "../../http/problem.ts";
import { liveUsersOf } from "./live-users.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import { issueToken } from "./tokens.ts";
import { bumpTokenVersion, createUser, EmailTaken, findUserByEmail, type UserRow } from "./users.ts";

type Credentials = { email: string; password: string };

export const authRouter = (ctx: AppContext): Router => {
  const router = Router();
  const { config, db } = ctx;
  const decoy = decoyHash(config.scryptCost);

  const tokenResponse = async (user: UserRow) => {
    const { token, expiresAt } = await issueToken(
      { userId: user.id, version: user.token_version },
      config.jwtSecret,
      config.jwtTtlSeconds,
    );
    return { token, expiresAt, user: { id: user.id, email: user.email } };
  };

  router.post("/api/auth/register", async (req, res) => {
    const body = req.body as Credentials & { name: string };
    const passwordHash = await hashPassword(body.password, config.scryptCost);
    try {
      const user = await createUser(db, {
        email: body.email.trim(),
        name: body.name.trim() || body.name,
        passwordHash,
      });
      res.status(201).json(await tokenResponse(user));
    } catch (err) {
      if (err instanceof EmailTaken) throw conflict("A user with this email already exists.", { type: "email-taken" });
      throw err;
    }
  });

  router.post("/api/auth/login", async (req, res) => {
    const { email, password } = req.body as Credentials;
    const user = await findUserByEmail(db, email.trim());
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoy));
    if (!user?.password_hash || !ok) throw unauthorized("Wrong email or password.", { type: "invalid-credentials" });
    res.json(await tokenResponse(user));
  });

  router.get("/api/auth/me", (req, res) => {
    const user = caller(req);
    res.json({ id: user.id, email: user.email, name: user.name, role: user.role, createdAt: user.created_at });
  });

  router.post("/api/auth/sign-out-everywhere", async (req, res) => {
    const { id } = caller(req);
    await bumpTokenVersion(db, id);
    // Every instance drops the user when the change's notification arrives; this one does not wait.
    liveUsersOf(ctx.database).forget(id);
    res.json({ revoked: true });
  });

  return router;
};
