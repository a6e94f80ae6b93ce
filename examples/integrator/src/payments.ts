// Embedded payments through @trustplane/sdk-payments, as an integrator and a merchant use them: a
// deposit through the hosted checkout, a P2P transfer with its fee, and a merchant's charge paid from a
// wallet, reported by a webhook that the merchant verifies with @trustplane/webhook-verifier.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createPaymentsClient } from "@trustplane/sdk-payments";
import { verify } from "@trustplane/webhook-verifier";

type Check = (condition: boolean, what: string) => asserts condition;

/** A merchant's webhook endpoint on 127.0.0.1, keeping what it receives. */
const startReceiver = async () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

export const paymentsTour = async (
  baseUrl: string,
  payer: { email: string; password: string },
  merchant: { email: string; password: string },
  expect: Check,
): Promise<string> => {
  const ada = createPaymentsClient({ baseUrl, timeout: 10_000 });
  await ada.auth.login(payer);
  const wallet = await ada.payments.wallets.create();

  // A deposit: the session carries its token (its hosted page's capability); paying it (test mode) credits once.
  const session = await ada.checkout.sessions.create({ amount: 5_000 });
  const token = session.token ?? "";
  const anonymous = createPaymentsClient({ baseUrl, timeout: 10_000 });
  await anonymous.checkout.sessions.complete({ token });
  await anonymous.checkout.sessions.complete({ token }); // a second completion credits nothing more
  expect((await ada.payments.wallets.retrieve(wallet.id)).available === 5_000, "the deposit credits 5000 KZT once");

  // A P2P transfer: the 0.1% fee is paid on top and shown on both sides.
  const grace = createPaymentsClient({ baseUrl, timeout: 10_000 });
  await grace.auth.login(merchant);
  const graceWallet = await grace.payments.wallets.create();
  const payee = await ada.payments.wallets.lookup({ email: merchant.email });
  expect(payee.id === graceWallet.id, "the lookup finds Grace's wallet");
  const transfer = await ada.payments.transfers.create({ to: payee.id, amount: 1_234.5, description: "Books" });
  expect(transfer.fee === 1.23 && transfer.total === 1_235.73, `0.1% half-up: fee ${transfer.fee}`);
  const { items } = await grace.payments.wallets.entries.list(graceWallet.id);
  expect(items[0]?.amount === 1_234.5 && items[0].fee === 1.23, "the payee's history shows the fee too");

  // A merchant: a webhook subscription, a key for its server, a charge, paid by Ada from her wallet.
  const receiver = await startReceiver();
  try {
    const subscription = await grace.merchantWebhooks.subscriptions.create({ url: receiver.url });
    const key = await grace.merchants.keys.create({ name: "shop server" });
    const shop = createPaymentsClient({ baseUrl, timeout: 10_000, apiKey: key.key });
    const charge = await shop.merchants.charges.create({ amount: 250, description: "Order 7", reference: "order-7" });
    const paid = await ada.payments.requests.pay(charge.id, {});
    expect(paid.status === "paid", "the charge is paid");
    for (let i = 0; i < 100 && !receiver.received.some((r) => r.body.includes("payment_request.paid")); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const delivery = receiver.received.find((r) => r.body.includes("payment_request.paid"));
    expect(delivery !== undefined, "the merchant's endpoint hears of the payment");
    const headers = Object.fromEntries(Object.entries(delivery.headers).map(([k, v]) => [k, String(v)]));
    await verify({ secret: subscription.secret, headers, body: delivery.body });
    const event = JSON.parse(delivery.body) as { data: { id: string; status: string } };
    expect(event.data.id === charge.id && event.data.status === "paid", "the event names the paid charge");
  } finally {
    await receiver.close();
  }
  const left = (await ada.payments.wallets.retrieve(wallet.id)).available;
  expect(left === 3_514.27, `Ada holds 5000 − 1235.73 − 250 KZT (${left})`);
  return `1 deposit, 1 transfer (fee ${transfer.fee} KZT), 1 charge paid and its webhook verified; Ada holds ${left} KZT`;
};
