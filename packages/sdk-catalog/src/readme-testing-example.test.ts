import { type CatalogClient, createCatalogClient, NotFoundError, type Schemas } from "@trustplane/sdk-catalog";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

// The code under test: the names of a module's closest relatives, none for a module that does not exist.
const relatives = async (client: CatalogClient, id: string): Promise<string[]> => {
  try {
    const related = await client.hub.catalog.related.list(id, { limit: 3 });
    return related.items.map((module) => module.name);
  } catch (error) {
    if (error instanceof NotFoundError) return [];
    throw error;
  }
};

const BASE_URL = "https://api.example.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" })); // a request no handler answers fails the test
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// No retries in tests: a mocked failure is answered once.
const client = createCatalogClient({ baseUrl: BASE_URL, maxRetries: 0 });

it("lists a module's relatives", async () => {
  server.use(
    http.get(`${BASE_URL}/api/hub/catalog/:id/related`, ({ params, request }) => {
      expect(params.id).toBe("ledger");
      expect(new URL(request.url).searchParams.get("limit")).toBe("3");
      const related: Schemas["RelatedModules"] = {
        id: "ledger",
        total: 1,
        items: [{ id: "payments", name: "Payments", status: "idea", overlap: 2, sharedTags: ["fintech", "money"] }],
      };
      return HttpResponse.json(related);
    }),
  );
  await expect(relatives(client, "ledger")).resolves.toEqual(["Payments"]);
});

it("has none for an unknown module", async () => {
  server.use(
    http.get(`${BASE_URL}/api/hub/catalog/:id/related`, () =>
      HttpResponse.json(
        {
          type: "https://trustplane.dev/problems/catalog-item-not-found",
          code: "catalog-item-not-found",
          title: "Not Found",
          status: 404,
        },
        { status: 404, headers: { "Content-Type": "application/problem+json" } },
      ),
    ),
  );
  await expect(relatives(client, "no-such-module")).resolves.toEqual([]);
});
