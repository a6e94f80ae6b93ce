import type { Schema } from "../../platform/operations.ts";

/**
 * The five document templates, as data: each field typed (`string`: one line; `text`: line breaks
 * allowed; `date`: YYYY-MM-DD; `money`: a JSON number of `currency` with at most 2 decimals; `integer`:
 * a JSON integer from `minimum` to `maximum`), and the
 * document's text as sections with `{{name}}` where a field's value goes. A template's id is what a
 * document stores: an id never changes meaning (add a new template instead).
 */
export type ContractTemplate = Schema<"ContractTemplate">;
export type TemplateField = Schema<"ContractTemplateField">;

const party = (name: string, label: string, required = true): TemplateField => ({
  name,
  label,
  type: "string",
  required,
  maxLength: 200,
});
const date = (name: string, label: string, required = true): TemplateField => ({
  name,
  label,
  type: "date",
  required,
  maxLength: 10,
});
const money = (name: string, label: string, required = true): TemplateField => ({
  name,
  label,
  type: "money",
  required,
  maxLength: 16,
});
const text = (name: string, label: string, maxLength: number, required = true): TemplateField => ({
  name,
  label,
  type: "text",
  required,
  maxLength,
});
const line = (name: string, label: string, maxLength: number, required = true): TemplateField => ({
  name,
  label,
  type: "string",
  required,
  maxLength,
});

/** A whole number from `minimum` to `maximum` (a term in months, a count). */
const count = (name: string, label: string, minimum: number, maximum: number, required = true): TemplateField => ({
  name,
  label,
  type: "integer",
  required,
  maxLength: String(maximum).length,
  minimum,
  maximum,
});

export const TEMPLATES: readonly ContractTemplate[] = [
  {
    id: "nda",
    title: "Non-disclosure agreement",
    description: "A one-way confidentiality agreement: what the receiving party may not disclose, and for how long.",
    currency: "KZT",
    fields: [
      party("disclosingParty", "Disclosing party"),
      party("receivingParty", "Receiving party"),
      text("purpose", "Purpose of the disclosure", 2000),
      date("effectiveDate", "Effective date"),
      count("termMonths", "Term (months)", 1, 600),
      line("governingLaw", "Governing law", 100, false),
    ],
    sections: [
      {
        heading: "Parties",
        body: "This agreement is made on {{effectiveDate}} between {{disclosingParty}} (the Disclosing Party) and {{receivingParty}} (the Receiving Party).",
      },
      {
        heading: "Purpose",
        body: "The Disclosing Party will share confidential information for this purpose only: {{purpose}}",
      },
      {
        heading: "Obligations",
        body: "The Receiving Party keeps the information confidential, uses it for the purpose alone and discloses it to no one for {{termMonths}} months from the effective date.",
      },
      { heading: "Governing law", body: "This agreement is governed by the law of {{governingLaw}}." },
    ],
  },
  {
    id: "service-agreement",
    title: "Service agreement",
    description: "Services one party provides to another for a fee, with a start and an end.",
    currency: "KZT",
    fields: [
      party("provider", "Service provider"),
      party("client", "Client"),
      text("services", "Services", 5000),
      money("fee", "Fee"),
      date("startDate", "Start date"),
      date("endDate", "End date", false),
      line("paymentTerms", "Payment terms", 500, false),
    ],
    sections: [
      {
        heading: "Parties",
        body: "{{provider}} (the Provider) agrees to provide services to {{client}} (the Client).",
      },
      { heading: "Services", body: "{{services}}" },
      {
        heading: "Fee",
        body: "The Client pays the Provider {{fee}}. Payment terms: {{paymentTerms}}",
      },
      { heading: "Term", body: "The services start on {{startDate}} and end on {{endDate}}." },
    ],
  },
  {
    id: "loan-receipt",
    title: "Loan receipt",
    description: "A borrower's acknowledgement of money received, with the date it is to be repaid.",
    currency: "KZT",
    fields: [
      party("lender", "Lender"),
      party("borrower", "Borrower"),
      money("amount", "Amount"),
      date("receivedOn", "Received on"),
      date("repayBy", "Repay by"),
      line("interestRate", "Interest rate (% a year)", 10, false),
    ],
    sections: [
      {
        heading: "Receipt",
        body: "I, {{borrower}}, received {{amount}} from {{lender}} on {{receivedOn}} as a loan.",
      },
      {
        heading: "Repayment",
        body: "I will repay the whole amount by {{repayBy}}, with interest at {{interestRate}} % a year.",
      },
    ],
  },
  {
    id: "rental-agreement",
    title: "Rental agreement",
    description: "A landlord lets a property to a tenant for a monthly rent and a deposit.",
    currency: "KZT",
    fields: [
      party("landlord", "Landlord"),
      party("tenant", "Tenant"),
      line("propertyAddress", "Property address", 300),
      money("monthlyRent", "Monthly rent"),
      money("deposit", "Deposit", false),
      date("startDate", "Start date"),
      count("termMonths", "Term (months)", 1, 600),
      text("rules", "House rules", 3000, false),
    ],
    sections: [
      {
        heading: "Parties and property",
        body: "{{landlord}} (the Landlord) lets the property at {{propertyAddress}} to {{tenant}} (the Tenant).",
      },
      {
        heading: "Term",
        body: "The tenancy starts on {{startDate}} and lasts {{termMonths}} months.",
      },
      {
        heading: "Rent and deposit",
        body: "The Tenant pays {{monthlyRent}} each month and a deposit of {{deposit}}, returned at the end of the tenancy less any damage.",
      },
      { heading: "House rules", body: "{{rules}}" },
    ],
  },
  {
    id: "freelance-work-order",
    title: "Freelance work order",
    description: "One piece of work a freelancer delivers to a client by a deadline, for a price.",
    currency: "KZT",
    fields: [
      party("client", "Client"),
      party("freelancer", "Freelancer"),
      line("projectTitle", "Project", 200),
      text("deliverables", "Deliverables", 5000),
      money("price", "Price"),
      date("deadline", "Deadline"),
      count("revisions", "Rounds of revisions included", 0, 100, false),
    ],
    sections: [
      {
        heading: "Order",
        body: "{{client}} (the Client) orders from {{freelancer}} (the Freelancer) the project “{{projectTitle}}”.",
      },
      { heading: "Deliverables", body: "{{deliverables}}" },
      {
        heading: "Price and deadline",
        body: "The Freelancer delivers by {{deadline}}; the Client pays {{price}} on delivery. Rounds of revisions included: {{revisions}}.",
      },
    ],
  },
];

const BY_ID = new Map(TEMPLATES.map((template) => [template.id, template]));

export const templateById = (id: string): ContractTemplate | undefined => BY_ID.get(id);
