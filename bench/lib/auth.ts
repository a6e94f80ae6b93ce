/** A new user's bearer token from the server target at `url` (POST /api/auth/register). */
export const tokenFor = async (url: string): Promise<string> => {
  const res = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: "bench password", name: "Bench" }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
};

/** An API key of the user `token` signs in as, that may read the caller (POST /api/auth/api-keys). */
export const apiKeyFor = async (url: string, token: string): Promise<string> => {
  const res = await fetch(`${url}/api/auth/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "bench", scopes: ["auth:read"] }),
  });
  if (res.status !== 201) throw new Error(`making an API key failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { key: string }).key;
};
