import { type Party, request } from "./ledger-client.ts";

export type LoadResult = {
  /** How many responses had each status. */
  statuses: Map<number, number>;
  /** Every transfer answered 201, as the client saw it. */
  created: { id: string; operationId: string; from: string; to: string; amount: number }[];
  /** Requests that got no HTTP response (connection refused or reset, e.g. the server was killed). */
  networkErrors: number;
};

export const emptyLoadResult = (): LoadResult => ({ statuses: new Map(), created: [], networkErrors: 0 });

/** How many requests got an HTTP answer so far. */
export const answered = (result: LoadResult): number => [...result.statuses.values()].reduce((a, b) => a + b, 0);

/**
 * `clients` concurrent clients that together send `transfers` random transfers among every account of
 * `parties` (each from the owner of the `from` account), amounts from 0.01 to `maxAmount` TNU, so some
 * exceed their balance (422). Stops early when `stop()` says so (the crash test kills the server).
 * Pass `result` to watch it fill while the load runs.
 */
export const runTransferLoad = async (options: {
  base: string;
  parties: Party[];
  clients: number;
  transfers: number;
  maxAmount: number;
  stop?: () => boolean;
  result?: LoadResult;
}): Promise<LoadResult> => {
  const accounts = options.parties.flatMap((party) => party.accounts.map((id) => ({ id, token: party.token })));
  const result = options.result ?? emptyLoadResult();
  let issued = 0;
  const client = async () => {
    while (issued < options.transfers && !options.stop?.()) {
      issued++;
      const from = accounts[Math.floor(Math.random() * accounts.length)]!;
      let to = from;
      while (to === from) to = accounts[Math.floor(Math.random() * accounts.length)]!;
      const amount = (1 + Math.floor(Math.random() * options.maxAmount * 100)) / 100;
      try {
        const res = await request(options.base, "POST", "/api/ledger/transfer", {
          token: from.token,
          body: { from: from.id, to: to.id, amount },
        });
        result.statuses.set(res.status, (result.statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) result.created.push(res.body);
      } catch {
        result.networkErrors++;
        // The server is gone; let the caller decide (stop) rather than hammering a closed port.
        if (options.stop?.()) return;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  return result;
};
