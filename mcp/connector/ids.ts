/**
 * Connector ids: one string that says what it points to and is stable across calls, so that a
 * `search` result can be handed back to `fetch` as is and a stored id still opens the same thing.
 *
 * - `law:{법령ID}` — a whole statute (current text); `law:{법령ID}@{n}` — the same from its
 *   n-th article on (n counted from 0), the id a cut answer names for the rest
 * - `law:{법령ID}:{조문}` — one article (`law:001706:제750조`, `law:001823:제4조의2`)
 * - `{domain}:{id}` — a decision of any collection (`prec:622257`, `detc:…`, `expc:…`)
 * - `admrul:{행정규칙일련번호}` — an administrative rule
 * - `ordin:{자치법규일련번호}` — a local ordinance
 * - `annex:{법령ID}:{별표}` — a 별표·서식 of a statute (`annex:004950:별표1`)
 *
 * @module
 */

import { DECISION_DOMAIN_IDS, type DecisionDomainId } from "../../lib/law/mod.ts";
import { canonicalAnnex, canonicalArticle } from "../protocol/links.ts";

/**
 * What a connector id points to.
 *
 * @example
 * ```ts
 * import type { ConnectorId } from "./ids.ts";
 * const id: ConnectorId = { kind: "annex", lawId: "004950", annex: "별표1" };
 * ```
 */
export type ConnectorId =
  | { kind: "law"; lawId: string; article?: string; offset?: number }
  | { kind: "decision"; domain: DecisionDomainId; id: string }
  | { kind: "admrul"; serial: string }
  | { kind: "ordin"; serial: string }
  | { kind: "annex"; lawId: string; annex: string };

const DOMAINS: ReadonlySet<string> = new Set(DECISION_DOMAIN_IDS);

/**
 * Reads an id; null when it is none of the forms above (the caller says which forms exist).
 *
 * @example
 * ```ts
 * import { parseConnectorId } from "./ids.ts";
 * parseConnectorId("law:001706:제750조"); // { kind: "law", lawId: "001706", article: "제750조" }
 * ```
 */
export function parseConnectorId(raw: string): ConnectorId | null {
  const s = raw.normalize("NFC").trim();
  const cut = s.indexOf(":");
  if (cut < 0) return null;
  const prefix = s.slice(0, cut);
  const rest = s.slice(cut + 1);
  const digits = (v: string, max: number) => new RegExp(`^\\d{1,${max}}$`).test(v);
  if (prefix === "law" || prefix === "annex") {
    const colon = rest.indexOf(":");
    const lawId = colon < 0 ? rest : rest.slice(0, colon);
    const anchor = colon < 0 ? undefined : rest.slice(colon + 1);
    if (!digits(lawId, 10) && !(prefix === "law" && /^\d{1,10}@\d{1,5}$/.test(rest))) return null;
    if (prefix === "law") {
      const at = /^(\d{1,10})@(\d{1,5})$/.exec(rest);
      if (at) return { kind: "law", lawId: at[1], offset: Number(at[2]) };
      if (anchor === undefined) return { kind: "law", lawId };
      const article = canonicalArticle(anchor);
      return article ? { kind: "law", lawId, article } : null;
    }
    const annex = anchor ? canonicalAnnex(anchor) : null;
    return annex ? { kind: "annex", lawId, annex } : null;
  }
  if (prefix === "admrul" && digits(rest, 13)) return { kind: "admrul", serial: rest };
  if (prefix === "ordin" && digits(rest, 13)) return { kind: "ordin", serial: rest };
  if (DOMAINS.has(prefix) && digits(rest, 13)) {
    return { kind: "decision", domain: prefix as DecisionDomainId, id: rest };
  }
  return null;
}

/**
 * Writes an id; the inverse of {@link parseConnectorId}.
 *
 * @example
 * ```ts
 * import { formatConnectorId } from "./ids.ts";
 * formatConnectorId({ kind: "decision", domain: "prec", id: "622257" }); // "prec:622257"
 * ```
 */
export function formatConnectorId(id: ConnectorId): string {
  switch (id.kind) {
    case "law":
      return id.article
        ? `law:${id.lawId}:${id.article}`
        : id.offset
        ? `law:${id.lawId}@${id.offset}`
        : `law:${id.lawId}`;
    case "decision":
      return `${id.domain}:${id.id}`;
    case "admrul":
    case "ordin":
      return `${id.kind}:${id.serial}`;
    case "annex":
      return `annex:${id.lawId}:${id.annex}`;
  }
}

/**
 * The forms a bad id is told about.
 *
 * @example
 * ```ts
 * import { ID_FORMS } from "./ids.ts";
 * console.log(`forms: ${ID_FORMS}`);
 * ```
 */
export const ID_FORMS =
  "law:{법령ID} · law:{법령ID}@{n} (from the n-th article) · law:{법령ID}:{조문} " +
  "(law:001706:제750조) · prec:{판례일련번호} (or another " +
  "decision collection: detc, expc, decc, …) · admrul:{행정규칙일련번호} · ordin:{자치법규일련번호} · " +
  "annex:{법령ID}:{별표} (annex:004950:별표1)";
