import { readFileSync } from "node:fs";
import { evaluate, REGIMES, SLIDER_SPEC, type Sliders, validateSliders } from "@trustplane/governance-model";
import type { Request, Response } from "express";
import type { CachedAnswer, CachedGets } from "../../http/edge.ts";
import { matchesIfNoneMatch, strongEtag } from "../../http/etag.ts";

/**
 * The public lists (`GET /api/constitution/public/*`): the regimes and the sliders' ranges from the
 * model package, the presets and countries from this folder's data files. Each is checked against the
 * model, serialized and given its strong ETag once, when the module is created (a data file with a bad
 * slider stops start-up); a request then costs a header compare and a write.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=3600";

export type PublicList = {
  value: unknown;
  body: Buffer;
  etag: string;
  /** Set once the full stack (routing, validation, this module's handler) has answered it. */
  answered?: boolean;
};

type PresetFile = { id: string; name: string; description: string; sliders: unknown }[];
type CountryFile = { note: string; items: { code: string; name: string; sliders: unknown }[] };

const readData = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), "utf8")) as T;

/** The sliders of a data file's entry, checked by the model (throws, naming the entry, when invalid). */
const checked = (where: string, value: unknown): Sliders => {
  const result = validateSliders(value);
  if (!result.ok) throw new Error(`constitution data ${where}: ${result.errors.join("; ")}`);
  return result.sliders;
};

const evaluated = (where: string, sliders: unknown) => {
  const valid = checked(where, sliders);
  return { sliders: valid, ...evaluate(valid) };
};

const listOf = (value: unknown): PublicList => {
  const body = Buffer.from(JSON.stringify(value), "utf8");
  return { value, body, etag: strongEtag(body) };
};

export type PublicLists = Record<"regimes" | "presets" | "countries" | "slidersSpec", PublicList>;

export const buildPublicLists = (): PublicLists => {
  const presets = readData<PresetFile>("presets.json");
  const countries = readData<CountryFile>("countries.json");
  return {
    regimes: listOf({ items: REGIMES.map(({ id, name, description }) => ({ id, name, description })) }),
    slidersSpec: listOf({ items: SLIDER_SPEC }),
    presets: listOf({
      items: presets.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        ...evaluated(`presets.json ${p.id}`, p.sliders),
      })),
    }),
    countries: listOf({
      note: countries.note,
      items: countries.items.map((c) => ({
        code: c.code,
        name: c.name,
        ...evaluated(`countries.json ${c.code}`, c.sliders),
      })),
    }),
  };
};

const JSON_TYPE = "application/json; charset=utf-8";

const sendBytes = (res: Response, list: PublicList): void => {
  res.setHeader("Content-Type", JSON_TYPE);
  res.setHeader("Content-Length", String(list.body.length));
  res.end(list.body);
};

/**
 * The lists answered at the socket's edge, ahead of Express (the module's `cachedGets`, http/edge.ts), as
 * the hub answers its cached catalog: only a GET or HEAD of exactly a list's path (no query string: these
 * operations take no parameters), and only once the full stack has answered that list, so each answer
 * given there is one the validator has seen. The edge rate-limits it, and answers 304 on If-None-Match,
 * as publicListReply would.
 */
export const publicListsAtTheEdge = (lists: PublicLists): CachedGets => {
  const byPath: [string, PublicList][] = [
    ["/api/constitution/public/regimes", lists.regimes],
    ["/api/constitution/public/presets", lists.presets],
    ["/api/constitution/public/countries", lists.countries],
    ["/api/constitution/public/sliders-spec", lists.slidersSpec],
  ];
  const answers = new Map<string, { list: PublicList; answer: CachedAnswer }>(
    byPath.map(([path, list]) => [
      path,
      {
        list,
        answer: {
          route: path,
          body: list.body,
          etag: list.etag,
          contentType: JSON_TYPE,
          cacheControl: PUBLIC_CACHE_CONTROL,
          headers: {},
        },
      },
    ]),
  );
  return {
    peek: (url) => {
      const found = answers.get(url);
      return found?.list.answered ? found.answer : undefined;
    },
  };
};

/** A public list's answer: 304 when `If-None-Match` holds its ETag, else its bytes. */
export const publicListReply = (req: Request, list: PublicList) => {
  list.answered = true;
  const headers = { ETag: list.etag, "Cache-Control": PUBLIC_CACHE_CONTROL };
  if (matchesIfNoneMatch(req.headers["if-none-match"], list.etag)) return { status: 304 as const, headers };
  return {
    status: 200 as const,
    headers,
    contentType: "application/json" as const,
    /**
     * The bytes made at start-up. Outside production the contract validator has replaced `res.json` to
     * check answers, and the value goes through it instead (the same bytes), so tests check every list.
     */
    send: (res: Response) => {
      if (Object.hasOwn(res, "json")) {
        res.json(list.value);
        return;
      }
      sendBytes(res, list);
    },
  };
};
