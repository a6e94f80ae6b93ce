import { validationFailed } from "../../http/problem.ts";

/**
 * How deeply arrays and objects may nest in a payload to sign or verify. Canonicalization recurses once
 * per level, so a 1 MiB body of `[[[[…]]]]` would otherwise exhaust the stack (a 500) instead of being
 * refused; real documents stay far below this.
 */
export const MAX_PAYLOAD_DEPTH = 64;

/** Throws a 400 when `payload` nests deeper than MAX_PAYLOAD_DEPTH; iterative, so it cannot overflow itself. */
export const assertPayloadDepth = (payload: unknown, path: string): void => {
  const stack: [unknown, number][] = [[payload, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth + 1 > MAX_PAYLOAD_DEPTH) {
      throw validationFailed(`The payload nests deeper than ${MAX_PAYLOAD_DEPTH} levels.`, {
        errors: [{ path, message: `must not nest arrays and objects more than ${MAX_PAYLOAD_DEPTH} levels deep` }],
      });
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push([child, depth + 1]);
  }
};
