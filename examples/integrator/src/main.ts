// An integrator's program: everything goes through the client packages (sdk-fintech, sdk-llm, sdk-payments), installed from the packed
// tarballs exactly as from the registry. It checks what it prints, so a wrong answer is a failure too:
// the exit status is 0 only when every step did what the API documents.
import { randomUUID } from "node:crypto";
import {
  ApiError,
  createFintechClient,
  type FintechClient,
  PermissionError,
  type Schemas,
  UnprocessableError,
  verifyReceiptOffline,
  verifySignatureOffline,
} from "@trustplane/sdk-fintech";
import { createLlmClient, streamChat } from "@trustplane/sdk-llm";
import { paymentsTour } from "./payments.ts";

const baseUrl = process.env["BASE_URL"];
if (!baseUrl) {
  console.error("Set BASE_URL to the API's address, e.g. BASE_URL=http://127.0.0.1:8080");
  process.exit(2);
}

/** Stops the program when the API answered something other than what its contract promises. */
function expect(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`unexpected: ${what}`);
}

const password = "correct horse battery staple";
const newEmail = (who: string) => `${who}-${randomUUID()}@example.test`;

/** A client signed in as a freshly registered user (register switches the client to its token). */
const registeredClient = async (name: string, email: string): Promise<FintechClient> => {
  const client = createFintechClient({ baseUrl, timeout: 10_000 });
  const { user } = await client.auth.register({ email, password, name });
  expect(user.email === email, "register answers the user it created");
  return client;
};

const defaultAccount = async (client: FintechClient): Promise<Schemas["Account"]> => {
  const { items } = await client.ledger.accounts.list();
  const account = items.find((a) => a.isDefault);
  expect(account !== undefined, "every user has a default account from registration");
  return account;
};

/**
 * What a server holds instead of a person's password: an API key made once from a signed-in session,
 * with only the scopes the server's work needs. Its secret is in the answer that makes it, and only there.
 */
const serverKey = async (session: FintechClient, scopes: string[]): Promise<string> => {
  const made = await session.auth.apiKeys.create({ name: "integrator's server", scopes });
  expect(made.key.startsWith("tpk_") && made.lastFour === made.key.slice(-4), "a key is shown once, tpk_…");
  return made.key;
};

const main = async () => {
  // 1. Two users; Ada's server tops up her default account with an API key (no password on the server).
  const adaEmail = newEmail("ada");
  const adaSession = await registeredClient("Ada", adaEmail);
  const adaKey = await serverKey(adaSession, ["ledger:read", "ledger:write", "signing:read", "signing:write"]);
  const ada = createFintechClient({ baseUrl, apiKey: adaKey, timeout: 10_000 });
  // A key calls only what its scopes hold, and never the key methods themselves.
  const outOfScope = await ada.auth.apiKeys.list().then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(
    outOfScope instanceof PermissionError && outOfScope.code === "session-required",
    "a key cannot manage keys, whatever its scopes",
  );
  const graceEmail = newEmail("grace");
  await registeredClient("Grace", graceEmail);
  const wallet = await defaultAccount(ada);
  const topup = await ada.ledger.accounts.topUp({ accountId: wallet.id, amount: 100 });
  expect(topup.balance === 100, "the top-up credits 100 TNU");
  console.log(`registered Ada, topped up ${wallet.id} to ${topup.balance} TNU`);

  // 2. Ada finds Grace's account by email and pays her (an Idempotency-Key is sent automatically).
  const recipient = await ada.ledger.accounts.lookup({ email: graceEmail });
  expect(recipient.owner.name === "Grace", "the lookup names the recipient");
  const transfer = await ada.ledger.transfers.create({ from: wallet.id, to: recipient.id, amount: 12.5 });
  console.log(`transferred ${transfer.amount} TNU to ${recipient.owner.name} (${transfer.id})`);

  // 3. Every operation, page by page: `for await` fetches the next page only when needed.
  let operations = 0;
  for await (const operation of ada.ledger.operations.list({ limit: 1 })) {
    operations += 1;
    console.log(`  ${operation.kind.padEnd(8)} ${String(operation.amount).padStart(6)} TNU  ${operation.id}`);
  }
  expect(operations === 2, `Ada's ledger holds the top-up and the transfer (found ${operations})`);

  // 4. A typed error: more than the balance is a 422 UnprocessableError with code `insufficient-funds`,
  // and nothing moves. Branch on `code`, the problem's stable name.
  try {
    await ada.ledger.transfers.create({ from: wallet.id, to: recipient.id, amount: 1_000 });
    throw new Error("unexpected: a transfer above the balance succeeded");
  } catch (error) {
    if (!(error instanceof UnprocessableError && error.code === "insufficient-funds")) throw error;
    console.log(`refused as expected: ${error.name} ${error.status} ${error.code} (request ${error.requestId})`);
    // The method's own guard narrows `code` to the codes the contract documents for a transfer.
    expect(ada.ledger.transfers.create.isError(error), "the error is the transfer's");
  }
  const after = await defaultAccount(ada);
  expect(after.balance === 87.5, `the refused transfer moved nothing (balance ${after.balance})`);

  // 5. The API signs a payload; the signature is checked offline, with no further call.
  const payload = { invoice: "inv-42", amount: 12.5, payee: recipient.owner.id, lines: ["caffè", "naïve"] };
  const signed = await ada.signing.sign({ payload });
  const valid = await verifySignatureOffline({ payload, signature: signed.signature, publicKey: signed.publicKey });
  const tampered = await verifySignatureOffline({
    payload: { ...payload, amount: 1_250 },
    signature: signed.signature,
    publicKey: signed.publicKey,
  });
  expect(valid && !tampered, "the signature verifies offline over the payload, and not over a changed one");
  // The receipt is attested by a platform key, published at GET /api/signing/v2/keys (signing.platformKeys.list).
  const platformKeys = await ada.signing.platformKeys.list();
  const attested = await verifyReceiptOffline({ receipt: signed, platformKeys, payload });
  expect(attested, "the platform's attestation of the receipt verifies offline");
  console.log(`signed with ${signed.keyId}: verified offline (tampered copy rejected), receipt attested`);

  // 6. The language-model gateway through @trustplane/sdk-llm (the offline `echo` provider, so nothing is paid):
  // a chat, the same chat streamed, and a fan-out to three agents, one of which fails on its own.
  const llmKey = await serverKey(adaSession, ["llm:write", "fanout:read", "fanout:write"]);
  const llm = createLlmClient({ baseUrl, apiKey: llmKey, timeout: 10_000 });
  const run = await llm.llm.chat.create({
    provider: "echo",
    model: "echo-1",
    messages: [{ role: "user", content: "Summarise invoice inv-42" }],
  });
  expect(typeof run !== "string" && run.message?.content === "Echo: Summarise invoice inv-42", "echo answers the chat");
  expect(
    typeof run !== "string" && run.cost?.amount === 0 && run.usage.outputTokens !== null,
    "the run has usage and cost",
  );
  let streamed = "";
  let finished = false;
  for await (const event of streamChat(llm, {
    provider: "echo",
    model: "echo-1",
    messages: [{ role: "user", content: "stream me" }],
  })) {
    if (event.type === "delta") streamed += event.text;
    else if (event.type === "done") finished = event.run.status === "completed";
  }
  expect(streamed === "Echo: stream me" && finished, `the streamed chat's deltas make its reply (${streamed})`);
  const conversation = await llm.fanout.conversations.create({ title: "Invoice review" });
  const dispatch = await llm.fanout.conversations.dispatch(conversation.id, {
    prompt: "Is inv-42 ready to send?",
    agents: [
      { id: "accountant", role: "You check the totals.", provider: "echo" },
      { id: "lawyer", role: "You check the terms.", provider: "echo", model: "echo-1" },
      { id: "flaky", role: "You always fail.", provider: "echo", model: "echo-1-fail-500" },
    ],
  });
  expect(typeof dispatch !== "string", "a JSON dispatch answers the dispatch");
  expect(dispatch.answered === 2 && dispatch.failed === 1, "two agents answer while the failing one fails alone");
  const flaky = dispatch.results.find((r) => r.agentId === "flaky");
  expect(flaky?.ok === false && flaky.error?.code === "llm-upstream-error", "the failing agent carries its code");
  const listed = await llm.fanout.conversations.retrieve(conversation.id);
  expect(listed.dispatches.length === 1, "the dispatch is kept with its conversation");
  console.log(
    `chat ${run.id}, a streamed chat and a fan-out to 3 agents (${dispatch.answered} answered, 1 failed alone)`,
  );

  // 7. Embedded payments in KZT through @trustplane/sdk-payments (src/payments.ts).
  const payments = await paymentsTour(baseUrl, { email: adaEmail, password }, { email: graceEmail, password }, expect);
  console.log(`payments: ${payments}`);

  console.log(
    `\nOK: 2 users, 1 top-up, 1 transfer, ${operations} operations paged, 1 typed error, 1 signature verified offline, 1 chat, 1 stream, 1 fan-out; Ada holds ${after.balance} TNU`,
  );
};

try {
  await main();
} catch (error) {
  if (error instanceof ApiError) {
    console.error(`FAILED: ${error.name} ${error.status ?? "(no answer)"} ${error.code ?? ""} in ${error.operation}`);
    console.error(`  ${error.message} (request ${error.requestId ?? "unknown"})`);
  } else {
    console.error("FAILED:", error);
  }
  process.exitCode = 1;
}
