import { type FragmentSqlToken, type QuerySqlToken, sql } from "slonik";

/** Names a statement (or, where naming is not possible, returns it as it is). */
export type Prepare = <T extends QuerySqlToken>(name: string, token: T) => T;

/** For callers given no `Prepare` (tests, or code that runs the statement unnamed): the token as is. */
export const unprepared: Prepare = (_name, token) => token;

/**
 * A hot statement as a named prepared statement: PostgreSQL parses and plans it once per connection,
 * and each execution sends only its parameters. Only on a PostgreSQL server: PGlite has a single
 * backend that every pooled connection shares, so two connections preparing the same name would
 * collide ("prepared statement already exists"); there a statement runs unnamed as before.
 *
 * The name must be unique per statement text (slonik renders a template to the same text each time,
 * as long as its number of values is fixed), and must change when the text changes. Not for use
 * behind a transaction-pooling proxy (PgBouncer in transaction mode), which cannot keep a session's
 * prepared statements; docs/operations.md says so.
 */
export const preparedOn = (kind: "embedded" | "postgres"): Prepare =>
  kind === "postgres" ? (name, token) => ({ ...token, name }) : unprepared;

/** A fixed text as the template `sql.unsafe` and `sql.fragment` take. */
export const asTemplate = (text: string): TemplateStringsArray =>
  Object.freeze(Object.assign([text], { raw: Object.freeze([text]) })) as unknown as TemplateStringsArray;

/**
 * A statement whose text was made once (placeholders `$1`…`$n`, each usable several times) with this
 * call's values: a hot statement skips composing fragments and passes each value once.
 */
export const fixedStatement = (text: string, values: readonly unknown[]): QuerySqlToken => ({
  ...sql.unsafe(asTemplate(text)),
  values: values as QuerySqlToken["values"],
});

/**
 * A fragment's text with its placeholders (`$slonik_n`) numbered after the `offset` ones a fixed text uses,
 * so the fragment can follow that text in one statement (its values after the text's).
 */
export const numberedAfter = (fragment: FragmentSqlToken, offset: number): string =>
  fragment.sql.replace(/\$slonik_(\d+)/g, (_, n: string) => `$${offset + Number(n)}`);
