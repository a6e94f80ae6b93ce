import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { loadContract } from "../../src/http/openapi.ts";
import { contractOperations } from "./contract-operations.ts";
import { arbitraryOf, breakersOf, positionsOf, replaceAt } from "./schema-arbitrary.ts";
import { serverSchemas } from "./server-schemas.ts";
import { jsonText } from "./wire.ts";

/**
 * The converter against the server's own Ajv, over every request body in the bundled contract: values
 * it generates as valid pass the server's check, and every breaker of every position fails it. This is
 * what lets the fuzzer call a 400 on a "valid" request or a 2xx on a broken one meaningful.
 */
const contract = loadContract(loadConfig({ NODE_ENV: "test", JWT_SECRET: "x".repeat(32) }).openapiPath);
const schemas = serverSchemas(contract);
const options = schemas.converter();
const withBodies = contractOperations(contract).filter((op) => op.body);

/** What the server parses: the JSON text the fuzzer would send. */
const onTheWire = (value: unknown): unknown => JSON.parse(jsonText(value));

describe("schema arbitraries", () => {
  test("the contract has request bodies to convert", () => {
    expect(withBodies.length).toBeGreaterThan(10);
  });

  test.each(withBodies.map((op) => [op.id, op] as const))("%s: generated bodies pass the server's check", (_id, op) => {
    const validate = schemas.compileBody(op.body!.schema);
    const samples = fc.sample(arbitraryOf(op.body!.schema, options), { seed: 42, numRuns: 40 });
    for (const sample of samples) {
      const wire = onTheWire(sample);
      expect(validate(wire), `${jsonText(sample)}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  test.each(withBodies.map((op) => [op.id, op] as const))("%s: every breaker fails the server's check", (_id, op) => {
    const validate = schemas.compileBody(op.body!.schema);
    const samples = fc.sample(arbitraryOf(op.body!.schema, options), { seed: 7, numRuns: 6 });
    let checked = 0;
    for (const sample of samples) {
      for (const position of positionsOf(op.body!.schema, sample, options)) {
        for (const breaker of breakersOf(position.schema, position.value, options)) {
          for (const broken of fc.sample(breaker.value, { seed: 1, numRuns: 3 })) {
            const body = onTheWire(replaceAt(sample, position.pointer, broken));
            checked++;
            expect(
              validate(body),
              `${breaker.constraint} at ${position.pointer || "/"} should fail: ${JSON.stringify(body).slice(0, 300)}`,
            ).toBe(false);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
