import {
  BackendTerminatedError,
  BackendTerminatedUnexpectedlyError,
  ConnectionError,
  IdleTransactionTimeoutError,
  InvalidInputError,
  StatementTimeoutError,
} from "slonik";
import { badRequest, type HttpProblem, serviceUnavailable } from "../http/problem.ts";
import { DatabaseUnavailableError } from "./bounded.ts";
import { COMMIT_DEADLINE_PASSED } from "./deadline.ts";
import { codeOf } from "./retry.ts";

/**
 * SQLSTATE class 22, "data exception": the database refused a value a request carried (too long, out
 * of range, NUL or bad encoding, wrong format, impossible date). What it says in its message may quote
 * the value, so the problem names only the condition and the SQLSTATE.
 */
const DATA_EXCEPTIONS: Record<string, string> = {
  "22001": "A text value is longer than the database accepts.",
  "22003": "A number is outside the range the database accepts.",
  "22021": "A text value contains a character the database cannot store (such as U+0000, NUL).",
  "22P05": "A text value contains a character the database cannot store.",
  "22P02": "A value is not in the format its field requires.",
  "22007": "A date or time is not in a valid format.",
  "22008": "A date or time is out of range.",
};

const invalidData = (code: string): HttpProblem =>
  badRequest(
    `${DATA_EXCEPTIONS[code] ?? "A value is not valid data for the database."} (SQLSTATE ${code}, class 22: data exception)`,
    {
      type: "invalid-data",
      title: "Invalid data",
    },
  );

/**
 * Slonik turns 22P02 into an InvalidInputError that keeps pg's message but not its code, and refuses
 * a NUL or a lone surrogate in a JSON value itself, with an InvalidInputError of its own. Its other
 * InvalidInputErrors are programming mistakes (a bad sql tag), which stay 500. Both messages are
 * PostgreSQL's or slonik's English text.
 */
const dataCodeOfInvalidInput = (err: InvalidInputError): string | undefined => {
  if (/^invalid input (syntax|value)\b/i.test(err.message)) return "22P02";
  if (/contains a null byte|unpaired UTF-16 surrogate/i.test(err.message)) return "22021";
  return undefined;
};

/**
 * The database is out of reach or gave up: connection refused, reset or terminated, no pooled
 * connection or no answer within its bound (db/bounded.ts), a server-side timeout, a server shutting
 * down (class 08 connection exception, 57P01–57P03, 53300 too many connections) or a network error.
 */
const UNAVAILABLE_CODE = /^(08...|57P0[123]|57014|53300|25P03|E[A-Z]+)$/;

const isDatabaseUnavailable = (err: unknown): boolean =>
  err instanceof DatabaseUnavailableError ||
  err instanceof ConnectionError ||
  err instanceof BackendTerminatedError ||
  err instanceof BackendTerminatedUnexpectedlyError ||
  err instanceof StatementTimeoutError ||
  err instanceof IdleTransactionTimeoutError ||
  UNAVAILABLE_CODE.test(codeOf(err) ?? "") ||
  (err instanceof Error && /connection terminated|not queryable/i.test(err.message));

/**
 * The problem a database error is answered with (the error handler's classifier, http/errors.ts):
 * 503 when the database is out of reach or its deadline passed (nothing was changed: retry), 400 when
 * it refused a value the request carried; undefined for any other error (a bug: 500).
 */
export const databaseProblem = (err: unknown): HttpProblem | undefined => {
  const code = codeOf(err);
  if (code === COMMIT_DEADLINE_PASSED) {
    return serviceUnavailable("The database could not complete the request in time; nothing was changed. Retry.", {
      type: "deadline-passed",
      headers: { "Retry-After": "1" },
    });
  }
  if (isDatabaseUnavailable(err)) {
    return serviceUnavailable("The database is temporarily unavailable; retry shortly.", {
      headers: { "Retry-After": "5" },
    });
  }
  if (code?.startsWith("22")) return invalidData(code);
  if (err instanceof InvalidInputError) {
    const dataCode = dataCodeOfInvalidInput(err);
    if (dataCode) return invalidData(dataCode);
  }
  return undefined;
};
