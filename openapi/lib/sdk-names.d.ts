/** The HTTP methods an OpenAPI path item may hold, in the order the generator visits them. */
export declare const HTTP_METHODS: readonly string[];

/** A name as it appears in `client.a.b.c()`: a plain camelCase identifier. */
export declare const IDENTIFIER: RegExp;

/** Names no resource or method may take (inherited object members, `then`, the members of every method). */
export declare const RESERVED_NAMES: ReadonlySet<string>;

/** `registry-stats` → `registryStats`. */
export declare const camel: (text: string) => string;

/** An operation's `x-sdk` extension: the resource path and/or the method name to use instead of the derived ones. */
export type SdkExtension = { resource?: string[]; method?: string };

/** A client method: `client.<namespace>.<...resource>.<method>(...pathParams, params?, options?)`. */
export type SdkMethodName = {
  /** The operation's first tag, camelCased: `ledger`. */
  namespace: string;
  /** The resources between the namespace and the method: `["transfers"]` (empty for a method on the namespace). */
  resource: string[];
  /** The verb: `create`. */
  method: string;
  /** The dotted name under the client: `ledger.transfers.create`. */
  name: string;
  /** The path parameters, in path order: the method's positional arguments. */
  pathParams: string[];
};

/** `{ namespace, resource, method }` → `ledger.transfers.create`. */
export declare const joinName: (name: Pick<SdkMethodName, "namespace" | "resource" | "method">) => string;

/** Checks an operation's `x-sdk` value (`where` names the operation in errors); returns it, or undefined when absent. */
export declare const readSdkExtension: (value: unknown, where: string) => SdkExtension | undefined;

/** The client method of one operation; throws when its names cannot make one. */
export declare const sdkMethodName: (operation: {
  tag: string;
  path: string;
  method: string;
  operationId: string;
  /** The operation's `x-sdk` value, if any. */
  extension?: unknown;
}) => SdkMethodName;

/** One operation of a client package. */
export type ClientOperation = {
  tag: string;
  path: string;
  /** Lower case, as a path item's key: `post`. */
  method: string;
  operationId: string;
  /** The OpenAPI operation object as it is in the contract. */
  operation: Record<string, unknown>;
  sdk: SdkMethodName;
};

/** An operation a client package leaves out, and why (`x-sdk-exclude`, `no 2xx response`). */
export type SkippedOperation = Omit<ClientOperation, "sdk"> & { reason: string };

/**
 * The operations a client package has (first tag in `tags`, every tag when absent), in contract order,
 * each with its method name, and those left out. Throws when two would share a name, or a name is both a
 * method and a resource, or a namespace is one of `reservedNamespaces`.
 */
export declare const clientMethods: (
  spec: unknown,
  options?: { tags?: readonly string[]; reservedNamespaces?: readonly string[] },
) => { operations: ClientOperation[]; skipped: SkippedOperation[] };

/** Throws when two operations share a method name, or one's method is another's resource. */
export declare const assertUnique: (
  operations: readonly Pick<ClientOperation, "path" | "method" | "operationId" | "sdk">[],
) => void;
