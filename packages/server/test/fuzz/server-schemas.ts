import type { ValidateFunction } from "ajv-draft-04";
import { schemaCompilers } from "../../src/http/contract/schemas.ts";
import type { OpenApiDocument } from "../../src/http/openapi.ts";
import { deref, type Schema } from "./contract-operations.ts";
import type { ConverterOptions } from "./schema-arbitrary.ts";

/**
 * The server's own body checks (the contract validator's Ajv, compiled the way it compiles them), for
 * the converter: formats are judged as the server judges them, and the converter's self-test proves
 * its valid values pass and its breakers fail.
 */
export const serverSchemas = (contract: OpenApiDocument) => {
  const compilers = schemaCompilers(contract);
  const formats = new Map<string, ValidateFunction>();
  const formatHolds = (format: string, value: string): boolean => {
    let check = formats.get(format);
    if (!check) {
      check = compilers.body.compile({ type: "string", format });
      formats.set(format, check);
    }
    return check(value) === true;
  };
  const converter = (extra: Partial<ConverterOptions> = {}): ConverterOptions => ({
    deref: (schema) => deref<Schema>(contract, schema),
    formatHolds,
    ...extra,
  });
  return { compileBody: (schema: Schema) => compilers.body.compile(schema), formatHolds, converter };
};
