/** The shape of every cursor-paginated list of the API. */
export type Page<Item> = { items: Item[]; total: number; nextCursor: string | null };

/** Fetches the page after `cursor` (the first page when undefined). */
export type PageFetcher<P> = (cursor: string | undefined) => Promise<P>;

/**
 * The result of a list method. `await` it for the first page (`{items, total, nextCursor}`), or walk
 * every item of every page with `for await`, fetching the next page only when the previous one is used
 * up. Pages are requested with the same filters and `limit` as the call.
 */
export class PagePromise<Item, P = Page<Item>> implements PromiseLike<P>, AsyncIterable<Item> {
  readonly #fetchPage: PageFetcher<P>;
  readonly #startCursor: string | undefined;
  #first: Promise<P> | undefined;

  constructor(fetchPage: PageFetcher<P>, startCursor?: string) {
    this.#fetchPage = fetchPage;
    this.#startCursor = startCursor;
  }

  /** The first page, requested once however often it is awaited or iterated. */
  #firstPage(): Promise<P> {
    this.#first ??= this.#fetchPage(this.#startCursor);
    return this.#first;
  }

  // biome-ignore lint/suspicious/noThenProperty: a PagePromise is deliberately awaitable.
  then<A = P, B = never>(
    onFulfilled?: ((page: P) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#firstPage().then(onFulfilled, onRejected);
  }

  /** Every page in turn, starting with the first. */
  async *pages(): AsyncGenerator<P, void, undefined> {
    let page = await this.#firstPage();
    const seen = new Set<string>();
    for (;;) {
      yield page;
      const next = (page as Page<Item>).nextCursor;
      // A cursor seen before would loop forever: stop rather than trust it.
      if (!next || seen.has(next)) return;
      seen.add(next);
      page = await this.#fetchPage(next);
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.pages()) yield* (page as Page<Item>).items;
  }

  /** Collects items across pages; stops fetching once `limit` items are in hand. */
  async toArray(options: { limit?: number } = {}): Promise<Item[]> {
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    const items: Item[] = [];
    if (limit <= 0) return items;
    for await (const item of this) {
      items.push(item);
      if (items.length >= limit) break;
    }
    return items;
  }
}
