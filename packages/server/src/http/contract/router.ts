import type { OpenApiDocument } from "../openapi.ts";
import { HTTP_METHODS, type OperationObject } from "./document.ts";

/** One contract path: its template, and its operations by upper-case method. */
export type ContractRoute<T> = {
  /** The contract's template, e.g. `/api/ledger/accounts/{id}` (metrics label it by this). */
  template: string;
  operations: Map<string, T>;
  /** The `Allow` header of a 405 on this path. */
  allow: string;
  /** The template's parameter names, in path order. */
  paramNames: string[];
};

export type RouteMatch<T> = { route: ContractRoute<T>; params: Record<string, string> };

type Node<T> = {
  statics: Map<string, Node<T>>;
  param?: { name: string; node: Node<T> };
  route?: ContractRoute<T>;
};

const newNode = <T>(): Node<T> => ({ statics: new Map() });
const PARAM = /^\{([^{}]+)\}$/;

/**
 * The contract's paths as a tree of segments, matched the way the OpenAPI specification asks:
 * a concrete segment before a templated one (`/accounts/lookup` before `/accounts/{id}`), falling back
 * to the template when the concrete branch leads nowhere. Matching is per segment, so its cost does
 * not grow with the number of paths. Like Express's default routing, it ignores case in concrete
 * segments and one trailing slash; parameter values keep their case and are percent-decoded.
 */
export class ContractRouter<T> {
  readonly #root: Node<T> = newNode();
  /** Every route, in contract order. */
  readonly routes: ContractRoute<T>[] = [];

  constructor(contract: OpenApiDocument, build: (template: string, method: string, operation: OperationObject) => T) {
    for (const [template, item] of Object.entries(contract.paths)) {
      const operations = new Map<string, T>();
      for (const method of HTTP_METHODS) {
        const operation = item[method] as OperationObject | undefined;
        if (operation) operations.set(method.toUpperCase(), build(template, method, operation));
      }
      if (operations.size === 0) continue;
      let node = this.#root;
      const paramNames: string[] = [];
      for (const segment of template.split("/").slice(1)) {
        const param = PARAM.exec(segment);
        if (param) {
          paramNames.push(param[1]!);
          if (node.param && node.param.name !== param[1]) {
            throw new Error(`The contract names one path segment both {${node.param.name}} and {${param[1]}}`);
          }
          node.param ??= { name: param[1]!, node: newNode() };
          node = node.param.node;
        } else {
          if (segment.includes("{")) throw new Error(`Partial-segment templates are not supported: ${template}`);
          const key = segment.toLowerCase();
          let next = node.statics.get(key);
          if (!next) {
            next = newNode();
            node.statics.set(key, next);
          }
          node = next;
        }
      }
      if (node.route) throw new Error(`The contract has two paths for ${template} and ${node.route.template}`);
      node.route = { template, operations, allow: [...operations.keys()].join(", "), paramNames };
      this.routes.push(node.route);
    }
  }

  /**
   * The route a request path (without its query) belongs to, or undefined.
   * @throws URIError when a parameter segment is not valid percent-encoding.
   */
  match(path: string): RouteMatch<T> | undefined {
    const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
    if (!trimmed.startsWith("/")) return undefined;
    const segments = trimmed.split("/");
    const values: string[] = [];
    const node = this.#walk(this.#root, segments, 1, values);
    if (!node?.route) return undefined;
    const params: Record<string, string> = {};
    node.route.paramNames.forEach((name, i) => {
      const raw = values[i]!;
      params[name] = raw.includes("%") ? decodeURIComponent(raw) : raw;
    });
    return { route: node.route, params };
  }

  #walk(node: Node<T>, segments: string[], at: number, values: string[]): Node<T> | undefined {
    if (at === segments.length) return node.route ? node : undefined;
    const segment = segments[at]!;
    const concrete = node.statics.get(segment) ?? node.statics.get(segment.toLowerCase());
    if (concrete) {
      const found = this.#walk(concrete, segments, at + 1, values);
      if (found) return found;
    }
    if (node.param && segment !== "") {
      values.push(segment);
      const found = this.#walk(node.param.node, segments, at + 1, values);
      if (found) return found;
      values.pop();
    }
    return undefined;
  }
}
