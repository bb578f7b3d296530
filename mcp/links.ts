/**
 * Stable resource URIs of laws, articles, versions, annexes and decisions, and the
 * `resource_link` items a tool result carries when it names one of them.
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

import { compactAnnexRef, formatArticle, parseAnnexRef, parseArticleRef } from "../lib/mod.ts";

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

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => !!v && typeof v === "object" && !Array.isArray(v);
const s = (v: unknown): string | undefined => typeof v === "string" && v.length > 0 ? v : undefined;

/** Pulls the date a result was read as of, so links point at the same version. */
function asOfOf(structured: Rec, law: Rec): string | undefined {
  const status = s(law.status);
  const d = s(structured.asOf);
  if (d && /^\d{8}$/.test(d)) return d;
  return status === "연혁" && s(law.effectiveDate) && /^\d{8}$/.test(law.effectiveDate as string)
    ? law.effectiveDate as string
    : undefined;
}

/**
 * `resource_link` items for what a result names, read generically from `structuredContent`:
 * `law.lawId` (+ `articles[].label`, `annexes[].label`), `rows[].lawId` of statute lists, and
 * `{domain, id}` pairs of decisions (top level, `decision`, or `rows[]`).
 */
export function resourceLinks(structured: unknown): ResourceLinkItem[] {
  if (!isRec(structured)) return [];
  const out: ResourceLinkItem[] = [];
  const seen = new Set<string>();
  const push = (a: ResourceAddress, name: string, title?: string) => {
    const uri = resourceUri(a);
    if (seen.has(uri) || out.length >= MAX_LINKS) return;
    seen.add(uri);
    out.push({
      type: "resource_link",
      uri,
      name,
      ...(title ? { title } : {}),
      mimeType: "text/markdown",
    });
  };
  // Statute tools answer `law`; the annex tool names its statute as a `subject`.
  const subject = isRec(structured.subject) && structured.subject.target === "law"
    ? structured.subject
    : undefined;
  const law = isRec(structured.law) ? structured.law : subject;
  const lawId = law && s(law.lawId);
  if (law && lawId && /^\d{1,10}$/.test(lawId)) {
    const lawName = s(law.name) ?? lawId;
    const asOf = asOfOf(structured, law);
    push({ kind: "law", lawId, asOf }, lawName);
    for (const a of Array.isArray(structured.articles) ? structured.articles : []) {
      const label = isRec(a) ? s(a.label) : undefined;
      const article = label && canonicalArticle(label);
      if (article) {
        const title = isRec(a) && s(a.title) ? `${lawName} ${article}(${a.title})` : undefined;
        push({ kind: "law", lawId, asOf, article }, `${lawName} ${article}`, title);
      }
    }
    for (const x of Array.isArray(structured.annexes) ? structured.annexes : []) {
      const annex = isRec(x) && s(x.label) ? canonicalAnnex(x.label as string) : null;
      if (annex) push({ kind: "annex", lawId, annex }, `${lawName} ${annex}`, s((x as Rec).title));
    }
  }
  const decisions = [structured, structured.decision, ...arr(structured.rows)];
  for (const d of decisions) {
    if (!isRec(d)) continue;
    const domain = s(d.domain);
    const id = s(d.id) ?? (typeof d.id === "number" ? String(d.id) : undefined);
    if (domain && id) {
      const a = parseResourceUri(`decision://${domain}/${id}`);
      if (a) push(a, s(d.caseName) ?? s(d.title) ?? s(d.name) ?? `${domain} ${id}`);
    }
  }
  for (const r of arr(structured.rows)) {
    if (!isRec(r) || s(r.domain)) continue;
    const id = s(r.lawId);
    if (id && /^\d{1,10}$/.test(id)) push({ kind: "law", lawId: id }, s(r.name) ?? id);
  }
  return out;
}

function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}
