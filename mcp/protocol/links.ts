/**
 * Stable resource URIs of laws, articles, versions, annexes and decisions, and the shape of the
 * `resource_link` items a tool result carries when it names one of them (built per tool in
 * `tool_links.ts`).
 *
 * - `law://{lawId}` — a statute, current text
 * - `law://{lawId}/{article}` — one article (가지번호 and 항/호/목 allowed: `제4조의2`, `제2조제1항`)
 * - `law://{lawId}@{YYYYMMDD}` — the version in force on a date (also `…@{date}/{article}`)
 * - `annex://{lawId}/{annex}` — a 별표·서식 (`별표1`, `서식2`)
 * - `decision://{domain}/{id}` — a precedent or decision (`prec`, `detc`, `expc`, `decc`, …)
 *
 * URIs are built with readable Korean anchors; percent-encoded forms are accepted too.
 *
 * @module
 */

import {
  compactAnnexRef,
  formatArticle,
  parseAnnexRef,
  parseArticleRef,
} from "../../lib/law/mod.ts";

/** A parsed resource URI. */
export type ResourceAddress =
  | { kind: "law"; lawId: string; asOf?: string; article?: string }
  | { kind: "annex"; lawId: string; annex: string }
  | { kind: "decision"; domain: string; id: string };

/** A `resource_link` content item (MCP 2025-06-18+). */
export interface ResourceLinkItem {
  type: "resource_link";
  uri: string;
  name: string;
  title?: string;
  mimeType?: string;
  description?: string;
}

/** Canonical article anchor without spaces (`제2조제1항제11호`), or null when it is not one. */
export function canonicalArticle(text: string): string | null {
  const ref = parseArticleRef(text);
  return ref ? formatArticle(ref, { withParts: true }).replaceAll(" ", "") : null;
}

/** Canonical annex label: `별표1`, `별표1의2`, `서식3`; null when it is not one. */
export function canonicalAnnex(text: string): string | null {
  // The one notation reader (lib/law/annex.ts): "[별표]" — a law's single unnumbered annex — too.
  const ref = parseAnnexRef(text);
  return ref ? compactAnnexRef(ref) : null;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Parses one of our URIs; null for anything else (including a malformed article anchor). */
export function parseResourceUri(uri: string): ResourceAddress | null {
  const u = decode(uri.trim());
  let m = /^law:\/\/(\d{1,10})(?:@(\d{4})-?(\d{2})-?(\d{2}))?(?:\/(.+))?$/.exec(u);
  if (m) {
    const asOf = m[2] ? `${m[2]}${m[3]}${m[4]}` : undefined;
    if (m[5] === undefined) return { kind: "law", lawId: m[1], asOf };
    const article = canonicalArticle(m[5]);
    return article ? { kind: "law", lawId: m[1], asOf, article } : null;
  }
  m = /^annex:\/\/(\d{1,10})\/(.+)$/.exec(u);
  if (m) {
    const annex = canonicalAnnex(m[2]);
    return annex ? { kind: "annex", lawId: m[1], annex } : null;
  }
  m = /^decision:\/\/([A-Za-z]{2,30})\/([0-9A-Za-z가-힣_.\-]{1,40})$/.exec(u);
  if (m) return { kind: "decision", domain: m[1], id: m[2] };
  return null;
}

/** The URI of an address. */
export function resourceUri(a: ResourceAddress): string {
  switch (a.kind) {
    case "law":
      return `law://${a.lawId}${a.asOf ? `@${a.asOf}` : ""}${a.article ? `/${a.article}` : ""}`;
    case "annex":
      return `annex://${a.lawId}/${a.annex}`;
    case "decision":
      return `decision://${a.domain}/${a.id}`;
  }
}

/** At most this many links per result: they are pointers, not a second copy of the answer. */
export const MAX_LINKS = 20;
