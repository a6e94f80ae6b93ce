import { type CommonQueryMethods, sql } from "slonik";
import { IDEMPOTENCY_TTL_SECONDS } from "../../persistence/idempotency-keys.ts";
import { OPERATION_COLUMNS, type OperationRow } from "./ledger-lists.ts";

/**
 * The journal row an earlier request with this Idempotency-Key wrote, if any (within the key's 24 h).
 *
 * The shared middleware already replays a finished request's response. This covers what it cannot
 * know: a request whose money moved but whose response was never recorded (the process was killed
 * between COMMIT and recording, or recording failed and the key was released). Its retry then finds the
 * effect here and answers from it instead of moving the money again. The middleware lets one request
 * per key run at a time, so this read cannot race another write with the same key.
 */
export const findRecordedEffect = async (
  db: CommonQueryMethods,
  effect: { kind: "topup" | "transfer"; callerId: string; idempotencyKey: string },
): Promise<OperationRow | null> => {
  const initiator =
    effect.kind === "transfer"
      ? sql.fragment`from_owner_id = ${effect.callerId}`
      : sql.fragment`to_owner_id = ${effect.callerId}`;
  return (await db.maybeOne(sql.unsafe`
    SELECT ${OPERATION_COLUMNS} FROM ledger_operations
    WHERE idempotency_key = ${effect.idempotencyKey} AND kind = ${effect.kind} AND ${initiator}
      AND created_at > now() - ${IDEMPOTENCY_TTL_SECONDS}::int * interval '1 second'
    ORDER BY id DESC LIMIT 1`)) as OperationRow | null;
};
