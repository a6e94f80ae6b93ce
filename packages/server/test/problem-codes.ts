import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The problem codes the server's source can answer with, found by reading it (the TypeScript AST, not
 * text patterns), so a test can compare them with the codes the contract documents per operation.
 *
 * A problem is made in one of these ways, and each is read here:
 * - a call of one of the helpers of src/http/problem.ts (`conflict(detail, { type: "email-taken" })`):
 *   the `type` it passes, else the helper's own (`conflict`), with the helper's status unless it passes
 *   `status`. The helpers and their defaults are read from problem.ts itself (`make(409, "conflict", …)`,
 *   and the functions there that only call one, such as `fieldsInvalid`);
 * - `new HttpProblem({ status, type, … })`;
 * - an object literal with a numeric `status` and a string `type` (the answers written before routing,
 *   src/http/client-error.ts).
 * A `type` or `status` that is a parameter of the function around it (`const refuse = (detail, type =
 * "webhook-signature") => unauthorized(detail, { type })`) is followed to the parameter's default and to
 * every call of that function in the same file; a conditional (`a ? "x" : "y"`) gives both of its values.
 */

export type Emission = {
  code: string;
  /** The statuses it is answered with; empty when the source does not fix one (`{ status: err.status }`). */
  statuses: number[];
  /** Relative to packages/server, e.g. `src/modules/ledger/problems.ts`. */
  file: string;
  line: number;
  /** The module folder (`ledger`) for files under src/modules/<segment>/, else `core`. */
  owner: string;
};

export const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SRC = join(SERVER_DIR, "src");
const PROBLEM_FILE = join(SRC, "http", "problem.ts");
export const CODE_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every non-test TypeScript source of the server (generated types excluded). */
export const serverSources = (dir = SRC): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : serverSources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

const walk = (node: ts.Node, visit: (node: ts.Node) => void): void => {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
};

type Helper = { status: number; code: string };

/**
 * The helpers of problem.ts: `export const x = make(status, "code", title)`, and the functions there
 * whose body calls exactly one of those without a `type` of its own (`fieldsInvalid` → `validationFailed`).
 */
export const problemHelpers = (): Map<string, Helper> => {
  const source = parse(PROBLEM_FILE);
  const helpers = new Map<string, Helper>();
  const declarations: ts.VariableDeclaration[] = [];
  walk(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) declarations.push(node);
  });
  for (const declaration of declarations) {
    const init = declaration.initializer!;
    if (
      ts.isCallExpression(init) &&
      ts.isIdentifier(init.expression) &&
      init.expression.text === "make" &&
      init.arguments.length >= 2 &&
      ts.isNumericLiteral(init.arguments[0]!) &&
      ts.isStringLiteral(init.arguments[1]!)
    ) {
      helpers.set((declaration.name as ts.Identifier).text, {
        status: Number(init.arguments[0].text),
        code: init.arguments[1].text,
      });
    }
  }
  for (const declaration of declarations) {
    const init = declaration.initializer!;
    if (!ts.isArrowFunction(init) && !ts.isFunctionExpression(init)) continue;
    const called: Helper[] = [];
    walk(init.body, (node) => {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
      const helper = helpers.get(node.expression.text);
      if (helper && typeProperty(node) === undefined) called.push(helper);
    });
    if (called.length === 1) helpers.set((declaration.name as ts.Identifier).text, called[0]!);
  }
  return helpers;
};

/** The object literal argument of a helper call (its second), if it is one. */
const optionsOf = (call: ts.CallExpression): ts.ObjectLiteralExpression | undefined => {
  const options = call.arguments[1];
  return options && ts.isObjectLiteralExpression(options) ? options : undefined;
};

/** A property of an object literal (`name: value` or the shorthand `name`). */
const property = (object: ts.ObjectLiteralExpression | undefined, name: string): ts.Node | undefined => {
  for (const member of object?.properties ?? []) {
    if ((ts.isPropertyAssignment(member) || ts.isShorthandPropertyAssignment(member)) && member.name.getText() === name)
      return member;
  }
  return undefined;
};

const typeProperty = (call: ts.CallExpression) => property(optionsOf(call), "type");

type Value = string | number | undefined;
/** Parameters bound to the arguments of one call (the call's own source file). */
type Bindings = Map<string, ts.Expression | undefined>;

/**
 * The literal values an expression can have: a literal, either branch of a conditional, either side of
 * `??`/`||`, or a bound parameter's argument. `undefined` stands for "not given" (the helper's default).
 */
const literalValues = (expression: ts.Node, bindings: Bindings = new Map()): Value[] => {
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression))
    return literalValues(expression.expression, bindings);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isNumericLiteral(expression)) return [Number(expression.text)];
  if (ts.isIdentifier(expression) && bindings.has(expression.text)) {
    const argument = bindings.get(expression.text);
    return argument === undefined ? [undefined] : literalValues(argument);
  }
  if (ts.isIdentifier(expression) && expression.text === "undefined") return [undefined];
  if (ts.isConditionalExpression(expression))
    return [...literalValues(expression.whenTrue, bindings), ...literalValues(expression.whenFalse, bindings)];
  if (
    ts.isBinaryExpression(expression) &&
    (expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      expression.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  )
    return [...literalValues(expression.left, bindings), ...literalValues(expression.right, bindings)];
  return [];
};

/**
 * The function around `node` (a `const f = (…) => …` or a function declaration) whose parameters include
 * one of `names`, with the bindings of each call of it in the file: a parameter the call does not give,
 * or gives as `undefined`, is bound to its default.
 */
const callBindings = (node: ts.Node, names: Set<string>, source: ts.SourceFile): Bindings[] | undefined => {
  for (let fn: ts.Node | undefined = node.parent; fn; fn = fn.parent) {
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn) && !ts.isFunctionDeclaration(fn)) continue;
    const parameters = fn.parameters;
    if (!parameters.some((p) => ts.isIdentifier(p.name) && names.has(p.name.text))) continue;
    const name = ts.isFunctionDeclaration(fn) ? fn.name : declaredName(fn);
    const sites: Bindings[] = [];
    const bind = (args: readonly ts.Expression[]) => {
      const bindings: Bindings = new Map();
      parameters.forEach((p, i) => {
        if (!ts.isIdentifier(p.name)) return;
        const argument = args[i];
        const given = argument && !(ts.isIdentifier(argument) && argument.text === "undefined") ? argument : undefined;
        bindings.set(p.name.text, given ?? p.initializer);
      });
      return bindings;
    };
    if (name) {
      walk(source, (call) => {
        if (ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === name.text) {
          // `f(detail, cond ? "a" : undefined)`: each branch is a call of its own.
          const conditional = call.arguments.findIndex((a) => ts.isConditionalExpression(a));
          if (conditional < 0) sites.push(bind(call.arguments));
          else {
            const c = call.arguments[conditional] as ts.ConditionalExpression;
            for (const branch of [c.whenTrue, c.whenFalse]) {
              sites.push(bind(call.arguments.map((a, i) => (i === conditional ? branch : a))));
            }
          }
        }
      });
    }
    return sites;
  }
  return undefined;
};

const declaredName = (fn: ts.Node): ts.Identifier | undefined => {
  const parent = fn.parent;
  return parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name : undefined;
};

/** Identifiers an expression's value may be (not those it merely tests: `ok` in `ok ? "a" : "b"`). */
const identifiersIn = (node: ts.Node | undefined): Set<string> => {
  const names = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n)) names.add(n.text);
    else if (ts.isParenthesizedExpression(n) || ts.isAsExpression(n)) visit(n.expression);
    else if (ts.isConditionalExpression(n)) {
      visit(n.whenTrue);
      visit(n.whenFalse);
    } else if (ts.isBinaryExpression(n)) {
      visit(n.left);
      visit(n.right);
    }
  };
  if (node) visit(node);
  names.delete("undefined");
  return names;
};

/** The value of `name: value` or of the shorthand `name` (the identifier itself). */
const initializerOf = (member: ts.Node): ts.Node =>
  ts.isPropertyAssignment(member) ? member.initializer : (member as ts.ShorthandPropertyAssignment).name;

/** The codes one file can answer with. */
export const emissionsOf = (file: string, helpers: Map<string, Helper>): Emission[] => {
  if (file === PROBLEM_FILE) return []; // The helpers' definitions, not uses.
  const source = parse(file);
  const rel = relative(SERVER_DIR, file);
  const owner = /^src\/modules\/([^/]+)\//.exec(rel)?.[1] ?? "core";
  const found: Emission[] = [];
  const add = (node: ts.Node, codes: Value[], statuses: Value[]) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const fixed = [...new Set(statuses.filter((s): s is number => typeof s === "number"))];
    for (const code of codes) {
      if (typeof code !== "string") continue;
      if (!CODE_SHAPE.test(code)) throw new Error(`${rel}:${line}: "${code}" is not a problem code's shape`);
      found.push({ code, statuses: fixed, file: rel, line, owner });
    }
  };
  /**
   * `type` and `status` as written, or, when they are parameters of the function around them, as each
   * call of that function gives them (so `problem(409, "oauth-email-in-use", …)` is one 409).
   */
  const record = (node: ts.Node, type: ts.Node | undefined, status: ts.Node | undefined, helper?: Helper) => {
    const codesOf = (bindings?: Bindings) =>
      type ? literalValues(type, bindings).map((c) => c ?? helper?.code) : [helper?.code];
    const statusesOf = (bindings?: Bindings) => (status ? literalValues(status, bindings) : [helper?.status]);
    const names = new Set([...identifiersIn(type), ...identifiersIn(status)]);
    const sites = names.size > 0 ? callBindings(node, names, source) : undefined;
    if (sites?.length === 0) {
      // A factory called from other files only: its codes could be missed, so it is refused.
      throw new Error(
        `${rel}: the problem at line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} takes its type or status from a function no code in this file calls`,
      );
    }
    if (sites === undefined) add(node, codesOf(), statusesOf());
    else for (const bindings of sites) add(node, codesOf(bindings), statusesOf(bindings));
  };
  walk(source, (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const helper = helpers.get(node.expression.text);
      if (!helper) return;
      const options = optionsOf(node);
      const type = property(options, "type");
      const status = property(options, "status");
      record(node, type && initializerOf(type), status && initializerOf(status), helper);
      return;
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "HttpProblem") {
      const init = node.arguments?.[0];
      if (!init || !ts.isObjectLiteralExpression(init)) throw new Error(`${rel}: new HttpProblem without an object`);
      const type = property(init, "type");
      const status = property(init, "status");
      if (!type) throw new Error(`${rel}: new HttpProblem without a type`);
      record(node, initializerOf(type), status && initializerOf(status));
      return;
    }
    if (ts.isObjectLiteralExpression(node) && !ts.isNewExpression(node.parent) && !ts.isCallExpression(node.parent)) {
      const type = property(node, "type");
      const status = property(node, "status");
      if (!type || !status) return;
      const statuses = literalValues(initializerOf(status));
      const codes = literalValues(initializerOf(type));
      if (statuses.some((s) => typeof s === "number" && s >= 400) && codes.some((c) => typeof c === "string"))
        add(node, codes, statuses);
    }
  });
  return found;
};

/** Every code the server's source can answer with, where, and with which statuses. */
export const serverEmissions = (): Emission[] => {
  const helpers = problemHelpers();
  return serverSources().flatMap((file) => emissionsOf(file, helpers));
};

// --- The contract's side: the codes each operation documents --------------------------------------

type Node = Record<string, unknown>;
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;
const PROBLEM_REF = "#/components/schemas/Problem";

export type OperationCodes = {
  operationId: string;
  label: string;
  /** Response key (`400`, `default`, …) → the codes its problem+json schema allows. */
  problems: Map<string, Set<string>>;
  /** Codes of the per-item problems a 2xx body can carry (batches). */
  itemCodes: Set<string>;
  /** Problem responses that do not narrow `code` to an enum (a defect). */
  unnarrowed: string[];
  takesBody: boolean;
  takesIdempotencyKey: boolean;
  paginated: boolean;
  requiresBearer: boolean;
  /** A bearer token, when sent, is checked (required, or optional as on a public play): a bad one is 401. */
  acceptsBearer: boolean;
  rateLimited: boolean;
};

const deref = (contract: unknown, node: unknown): Node => {
  let current = node as Node;
  for (let hops = 0; current && typeof current.$ref === "string"; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${String(current.$ref)}`);
    const ref = current.$ref as string;
    current = ref
      .slice(2)
      .split("/")
      .reduce<unknown>((at, key) => (at as Node)[key.replaceAll("~1", "/").replaceAll("~0", "~")], contract) as Node;
  }
  return current;
};

/**
 * The problem codes a schema allows: `allOf: [Problem, { properties: { code: { enum } } }]` (or a schema
 * of that shape by $ref; or a `oneOf` of such), or an object schema with `code` (an enum) and `status` (a batch item's
 * problem), wherever it is nested. `problemOnly`: look at the schema itself only (a problem+json body).
 */
const codesIn = (contract: unknown, schema: unknown, problemOnly: boolean, seen = new Set<unknown>()): string[] => {
  if (!schema || typeof schema !== "object" || seen.has(schema)) return [];
  seen.add(schema);
  const node = deref(contract, schema);
  if (!node || (node !== schema && seen.has(node))) return [];
  seen.add(node);
  const found: string[] = [];
  // A problem body that is one of several problems (a module's own, or an API key's refusal): each one's codes.
  if (problemOnly && Array.isArray(node.oneOf)) {
    for (const member of node.oneOf as unknown[]) found.push(...codesIn(contract, member, true, seen));
    return found;
  }
  const props = node.properties as Record<string, Node> | undefined;
  const allOf = (node.allOf as Node[] | undefined) ?? [];
  if (allOf.some((member) => member.$ref === PROBLEM_REF)) {
    for (const member of allOf) {
      const code = (deref(contract, member).properties as Record<string, Node> | undefined)?.code;
      if (Array.isArray(code?.enum)) found.push(...(code.enum as string[]));
    }
  } else if (Array.isArray(props?.code?.enum) && props?.status) {
    found.push(...(props.code.enum as string[]));
  }
  if (problemOnly) return found;
  for (const child of [
    ...Object.values(props ?? {}),
    node.items,
    ...allOf,
    ...((node.anyOf as unknown[]) ?? []),
    ...((node.oneOf as unknown[]) ?? []),
  ]) {
    found.push(...codesIn(contract, child, false, seen));
  }
  return found;
};

/** Every operation of the contract with the codes it documents and the traits that decide the generic ones. */
export const documentedCodes = (contract: Node): OperationCodes[] => {
  const operations: OperationCodes[] = [];
  for (const [path, item] of Object.entries(contract.paths as Record<string, Node>)) {
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map((p) =>
        deref(contract, p),
      );
      const security = (op.security ?? contract.security ?? []) as Record<string, unknown>[];
      const entry: OperationCodes = {
        operationId: op.operationId as string,
        label: `${op.operationId as string} (${method.toUpperCase()} ${path})`,
        problems: new Map(),
        itemCodes: new Set(),
        unnarrowed: [],
        takesBody: op.requestBody !== undefined,
        takesIdempotencyKey: parameters.some((p) => p.in === "header" && p.name === "Idempotency-Key"),
        paginated: parameters.some((p) => p.in === "query" && p.name === "cursor"),
        requiresBearer: security.length > 0 && security.every((s) => "bearerAuth" in s),
        acceptsBearer: security.some((s) => "bearerAuth" in s),
        rateLimited: op["x-rate-limit"] !== "unlimited",
      };
      // An operation answering OpenAI's error body (x-error-format: openai, the gateway's OpenAI-compatible
      // face) lists the codes each error stands for in x-problem-codes; held to everything a problem's enum is.
      const openAI = op["x-error-format"] === "openai";
      for (const [key, response] of Object.entries(op.responses as Node)) {
        const resolved = deref(contract, response);
        const content = (resolved.content ?? {}) as Record<string, Node>;
        if (openAI && (key === "default" || Number(key) >= 400)) {
          const codes = (resolved["x-problem-codes"] as string[] | undefined) ?? [];
          if (codes.length === 0) entry.unnarrowed.push(key);
          entry.problems.set(key, new Set(codes));
          continue;
        }
        const problem = content["application/problem+json"];
        if (problem) {
          const codes = codesIn(contract, problem.schema, true);
          if (codes.length === 0) entry.unnarrowed.push(key);
          entry.problems.set(key, new Set(codes));
        }
        for (const [mediaType, media] of Object.entries(content)) {
          if (mediaType === "application/problem+json") continue;
          for (const code of codesIn(contract, media.schema, false)) entry.itemCodes.add(code);
        }
      }
      operations.push(entry);
    }
  }
  return operations;
};

/** The codes of the response a status is answered with: its own key, else `default`. */
export const codesForStatus = (op: OperationCodes, status: number): Set<string> =>
  op.problems.get(String(status)) ?? op.problems.get("default") ?? new Set();

export const allDocumented = (op: OperationCodes): Set<string> =>
  new Set([...[...op.problems.values()].flatMap((codes) => [...codes]), ...op.itemCodes]);
