import { AuthenticationError, type BaseClient, createApiClient } from "@trustplane/sdk-core";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

// The code under test: a sign-in form's handler.
const signIn = async (client: BaseClient, email: string, password: string): Promise<string> => {
  try {
    await client.auth.login({ email, password });
    const me = await client.auth.me();
    return `Hello, ${me.name}`;
  } catch (error) {
    if (error instanceof AuthenticationError && error.code === "invalid-credentials") return "Wrong email or password";
    throw error;
  }
};

const BASE_URL = "https://api.example.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" })); // a request no handler answers fails the test
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = {
  id: "usr_1",
  email: "ada@example.com",
  name: "Ada",
  role: "user" as const,
  createdAt: "2025-01-01T00:00:00Z",
};

it("signs in and greets", async () => {
  server.use(
    http.post(`${BASE_URL}/api/auth/login`, () =>
      HttpResponse.json({ token: "tok_1", expiresAt: "2025-01-02T00:00:00Z", user }),
    ),
    http.get(`${BASE_URL}/api/auth/me`, ({ request }) => {
      // login switched the client to the token it returned.
      expect(request.headers.get("authorization")).toBe("Bearer tok_1");
      return HttpResponse.json(user);
    }),
  );
  const client = createApiClient({}, { baseUrl: BASE_URL, maxRetries: 0 });
  await expect(signIn(client, "ada@example.com", "correct horse")).resolves.toBe("Hello, Ada");
});

it("says so when the password is wrong", async () => {
  server.use(
    http.post(`${BASE_URL}/api/auth/login`, () =>
      HttpResponse.json(
        {
          type: "https://trustplane.dev/problems/invalid-credentials",
          code: "invalid-credentials",
          title: "Unauthorized",
          status: 401,
        },
        { status: 401, headers: { "Content-Type": "application/problem+json" } },
      ),
    ),
  );
  const client = createApiClient({}, { baseUrl: BASE_URL, maxRetries: 0 });
  await expect(signIn(client, "ada@example.com", "wrong")).resolves.toBe("Wrong email or password");
});
