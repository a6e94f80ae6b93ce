import type { Schema } from "../../platform/operations.ts";
import { contractProblems } from "./problems.ts";
import type { ContractTemplate, TemplateField } from "./templates.ts";

export type FieldValues = Record<string, string | number>;

/** Control characters a one-line value may not hold (a `text` value may hold line breaks and tabs). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONEY_MAX = 1e12;

const realDate = (value: string): boolean => {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Why a value breaks its field, or undefined when it fits. */
const problemOf = (field: TemplateField, value: string | number): string | undefined => {
  if (field.type === "money") {
    if (typeof value !== "number") return "must be a number";
    if (!Number.isFinite(value) || value < 0 || value >= MONEY_MAX) return "must be at least 0 and below 1e12";
    if (Math.round(value * 100) / 100 !== value) return "must have at most 2 decimals";
    return undefined;
  }
  if (field.type === "integer") {
    const { minimum = 0, maximum = Number.MAX_SAFE_INTEGER } = field;
    if (typeof value !== "number" || !Number.isInteger(value)) return "must be a whole number";
    if (value < minimum || value > maximum) return `must be from ${minimum} to ${maximum}`;
    return undefined;
  }
  if (typeof value !== "string") return "must be a string";
  if (field.required && value.trim() === "") return "must not be empty";
  if ([...value].length > field.maxLength) return `must be at most ${field.maxLength} characters`;
  if (field.type === "date") return realDate(value) ? undefined : "must be a date as YYYY-MM-DD";
  if (field.type === "string" && CONTROL.test(value)) return "must be one line without control characters";
  if (field.type === "text" && CONTROL_IN_TEXT.test(value)) return "must not hold control characters";
  return undefined;
};

/**
 * The values checked against the template: every required field present, no unknown field, each value
 * of its field's type and length. 400 `contract-field-invalid` lists every field that is wrong.
 */
export const checkFields = (template: ContractTemplate, values: FieldValues): FieldValues => {
  const errors: { path: string; message: string }[] = [];
  const byName = new Map(template.fields.map((field) => [field.name, field]));
  for (const name of Object.keys(values)) {
    if (!byName.has(name))
      errors.push({ path: `/body/fields/${name.slice(0, 64)}`, message: "is not a field of this template" });
  }
  for (const field of template.fields) {
    const value = values[field.name];
    if (value === undefined) {
      if (field.required) errors.push({ path: `/body/fields/${field.name}`, message: "is required" });
      continue;
    }
    const problem = problemOf(field, value);
    if (problem) errors.push({ path: `/body/fields/${field.name}`, message: problem });
  }
  if (errors.length > 0) throw contractProblems.fieldInvalid(template.id, errors.slice(0, 20));
  // Only the template's fields, in its order.
  const checked: FieldValues = {};
  for (const field of template.fields) if (values[field.name] !== undefined) checked[field.name] = values[field.name]!;
  return checked;
};

/**
 * What a sender's name may not hold: control characters (C0, DEL, C1), line and paragraph separators,
 * and bidirectional formatting characters, with which a name could show as another (`U+202E`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const NOT_IN_SENDER = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** The sender's name as given (the contract bounds its length and refuses a blank one), or 400 `contract-sender-invalid`. */
export const checkSenderName = <T extends string | null | undefined>(name: T): T => {
  if (typeof name === "string" && NOT_IN_SENDER.test(name)) throw contractProblems.senderInvalid();
  return name;
};

/** `1234567.5` → `1 234 567.50 KZT`. */
const formatMoney = (value: number, currency: string): string => {
  const [whole, fraction] = value.toFixed(2).split(".");
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, " ")}.${fraction} ${currency}`;
};

const shown = (template: ContractTemplate, field: TemplateField, value: string | number | undefined) =>
  value === undefined ? null : field.type === "money" ? formatMoney(Number(value), template.currency) : String(value);

/** The document as a reader sees it: sections with the values in place (`—` for one not given), and the fields. */
export const renderDocument = (
  template: ContractTemplate,
  values: FieldValues,
): Pick<Schema<"ContractView">, "title" | "sections" | "text" | "fields"> => {
  const fields = template.fields.map((field) => ({
    name: field.name,
    label: field.label,
    type: field.type,
    value: shown(template, field, values[field.name]),
  }));
  const byName = new Map(fields.map((field) => [field.name, field.value]));
  const sections = template.sections.map((section) => ({
    heading: section.heading,
    text: section.body.replace(/\{\{([A-Za-z0-9]+)\}\}/g, (_, name: string) => byName.get(name) ?? "—"),
  }));
  const text = [template.title, ...sections.map((section) => `${section.heading}\n${section.text}`)].join("\n\n");
  return { title: template.title, sections, text, fields };
};
