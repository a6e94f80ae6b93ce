// Shared by the contracts tests: documents made through @trustplane/sdk-fintech, and what the database
// holds of them (to prove a destroyed document's key and content are gone).
import type { FintechClient, Schemas } from "@trustplane/sdk-fintech";
import { sql } from "slonik";
import type { TestServer } from "../harness.ts";

export const NDA_FIELDS = {
  disclosingParty: "Ada Labs LLP",
  receivingParty: "Grace Hopper",
  purpose: "Evaluating a joint venture.\nSecond line.",
  effectiveDate: "2026-12-01",
  termMonths: 24,
};

export const LOAN_FIELDS = {
  lender: "Ada Lovelace",
  borrower: "Charles Babbage",
  amount: 1234567.5,
  receivedOn: "2026-11-20",
  repayBy: "2027-05-20",
};

export const makeNda = (
  client: FintechClient,
  extra: Partial<Schemas["ContractDocumentCreate"]> = {},
): Promise<Schemas["ContractDocumentCreated"]> =>
  client.contracts.documents.create({ template: "nda", fields: NDA_FIELDS, ...extra });

export type StoredDocument = {
  views: number;
  max_views: number;
  data_key: Buffer | null;
  content: Buffer | null;
  sender: Buffer | null;
  token_hash: Buffer;
  destroyed_at: string | null;
  destroyed_reason: string | null;
};

export const stored = async (app: TestServer, id: string): Promise<StoredDocument> =>
  (await app.ctx.db.one(sql.unsafe`
    SELECT views, max_views, data_key, content, sender, token_hash, destroyed_at, destroyed_reason
    FROM contract_documents WHERE id = ${id}`)) as StoredDocument;

/** What Chromium sends when it opens a link (navigation). */
export const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8";

/** Moves a document's expiry into the past (the API refuses one less than 60 s away). */
export const expireNow = async (app: TestServer, id: string): Promise<void> => {
  await app.ctx.db.query(sql.unsafe`
    UPDATE contract_documents SET expires_at = now() - interval '1 second' WHERE id = ${id}`);
};

/** The CSV's records (RFC 4180 as the server writes it: CRLF, quoted fields with doubled quotes). */
export const csvRecords = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += c;
  }
  return records;
};
