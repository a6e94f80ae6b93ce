import type { Schema } from "../../platform/operations.ts";

/**
 * The treaties a bureau certificate cites. Copyright arises on creation in every member state of these
 * treaties, without registration or any other formality: the certificate is evidence of authorship and
 * of the date, not a grant. Codes are stored with each certificate (bureau_certificates.treaties), so a
 * certificate keeps citing what it cited when it was issued; texts live here.
 */
/** `url`: the official text's page, where one is known to be stable. */
export type Treaty = Schema<"Treaty">;

export const TREATIES: Record<string, Treaty> = {
  "berne-1886-paris-1971": {
    code: "berne-1886-paris-1971",
    name: "Berne Convention for the Protection of Literary and Artistic Works (1886), as revised at Paris (1971)",
    year: 1886,
    provision: "Art. 5(2): the enjoyment and exercise of rights are not subject to any formality.",
    url: "https://www.wipo.int/treaties/en/ip/berne/",
  },
  "wct-1996": {
    code: "wct-1996",
    name: "WIPO Copyright Treaty (1996)",
    year: 1996,
    provision: "Art. 1(4) and Art. 3: Articles 1 to 21 of the Berne Convention apply, including Art. 5(2).",
    url: "https://www.wipo.int/treaties/en/ip/wct/",
  },
  "trips-1994": {
    code: "trips-1994",
    name: "Agreement on Trade-Related Aspects of Intellectual Property Rights (TRIPS, 1994)",
    year: 1994,
    provision: "Art. 9(1): WTO members comply with Articles 1 to 21 of the Berne Convention.",
    url: "https://www.wto.org/english/docs_e/legal_e/27-trips.pdf",
  },
  "ucc-1952-paris-1971": {
    code: "ucc-1952-paris-1971",
    name: "Universal Copyright Convention (Geneva 1952), as revised at Paris (1971)",
    year: 1952,
    provision: "Art. III: the © symbol with the owner's name and the year of first publication satisfies formalities.",
    url: null,
  },
  "wppt-1996": {
    code: "wppt-1996",
    name: "WIPO Performances and Phonograms Treaty (1996)",
    year: 1996,
    provision: "Art. 20: the rights of performers and producers of phonograms are not subject to any formality.",
    url: "https://www.wipo.int/treaties/en/ip/wppt/",
  },
};

const BASE = ["berne-1886-paris-1971", "wct-1996", "trips-1994", "ucc-1952-paris-1971"];

/** Kinds whose works are typically fixed as sound recordings also cite the WPPT. */
const SOUND_KINDS = new Set(["music", "audio", "sound", "podcast", "phonogram"]);

/** The codes a new certificate for a work of this kind cites, in citation order. */
export const treatiesFor = (kind: string): string[] => (SOUND_KINDS.has(kind) ? [...BASE, "wppt-1996"] : BASE);

/** A stored code's treaty (a code no longer known here still shows, by its code). */
export const treaty = (code: string): Treaty =>
  TREATIES[code] ?? { code, name: code, year: 0, provision: "", url: null };
