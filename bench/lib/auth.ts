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
