/**
 * Normalising decision bodies of every decision domain. Most bodies were never recorded, so the
 * reader takes the documented root or any single object root and keeps every field: known
 * sections in their documented order (`decision_sections.ts`), unknown long fields as extra
 * sections before the full text, short ones as facts, links apart.
 *
 * @module
 */

import type { DecisionDomain } from "../law/decision_domains.ts";
import {
  cleanDecisionText,
  type DecisionHead,
  normalizeDecisionDate,
  orgAndSource,
  soleRoot,
} from "./decision_head.ts";
import {
  DATE_FIELDS,
  KIND_FIELDS,
  NUMBER_FIELDS,
  ORG_FIELDS,
  sectionOrder,
  SOURCE_FIELDS,
  TITLE_FIELDS,
} from "./decision_sections.ts";
import { asNode, type Node, textOf } from "./shape.ts";
import { ShapeError } from "../errors.ts";

/** A named text section of a decision body. */
export interface DecisionSection {
  /** Upstream field name (판시사항, 판결요지, 이유 …). */
  key: string;
  /** Plain text. */
  text: string;
}

/** A normalised decision body. */
export interface DecisionBody extends DecisionHead {
  /** Short header fields not shown above (법원종류, 처분청, 청구인 …). */
  facts: { key: string; value: string }[];
  /** Text sections: summaries first, full text last. */
  sections: DecisionSection[];
  /** Links the body carries (원본다운로드URL …). */
  links: { key: string; url: string }[];
}

/** Any value as text: strings, `{content}` nodes, arrays of lines, nested objects as "k: v". */
function flat(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v !== "object") return textOf(v);
  if (Array.isArray(v)) return v.map(flat).filter((s) => s.trim()).join("\n");
  const n = v as Node;
  if ("content" in n) return textOf(n);
  return Object.entries(n).map(([k, x]) => {
    const t = flat(x).trim();
    return t ? `${k}: ${t}` : "";
  }).filter(Boolean).join("\n");
}

const LONG = 160;

/** Parses a body of `domain` asked by `id` (echoed when the body lacks its own id field). */
export function parseDecisionBody(
  data: Record<string, unknown>,
  domain: DecisionDomain,
  id: string,
): DecisionBody {
  const rootName = domain.bodyRoots.find((r) => asNode(data[r])) ?? soleRoot(data);
  const root = rootName ? asNode(data[rootName]) : undefined;
  if (!root) {
    throw new ShapeError(
      "decision",
      `${domain.name} 본문 형식을 알 수 없습니다 (got ${Object.keys(data).slice(0, 3).join(",")}).`,
    );
  }
  const fields = new Map<string, string>();
  for (const [k, v] of Object.entries(root)) {
    const t = cleanDecisionText(flat(v));
    if (t) fields.set(k, t);
  }
  const pick = (keys: readonly string[]) => {
    const k = keys.find((x) => fields.has(x));
    return k ? [k, fields.get(k)!] as const : undefined;
  };
  const title = pick(TITLE_FIELDS);
  const num = pick(NUMBER_FIELDS);
  const dt = pick(DATE_FIELDS);
  const org = pick(ORG_FIELDS);
  const kind = pick(KIND_FIELDS);
  const source = pick(SOURCE_FIELDS);
  const used = new Set([title, num, dt, org, kind, source].filter((x) => x).map((x) => x![0]));
  for (const k of domain.bodyIdFields) used.add(k);
  const order = sectionOrder(domain.id, domain.family);
  const known = order.filter((k) => fields.has(k)).map((k) => ({ key: k, text: fields.get(k)! }));
  const facts: DecisionBody["facts"] = [];
  const links: DecisionBody["links"] = [];
  const extra: DecisionSection[] = [];
  for (const [k, t] of fields) {
    if (used.has(k) || order.includes(k) || /코드$/.test(k)) continue;
    if (/(링크|URL)$/i.test(k) || /^https?:\/\//.test(t)) links.push({ key: k, url: t });
    else if (t.length > LONG || t.includes("\n")) extra.push({ key: k, text: t });
    else if (t !== k) facts.push({ key: k, value: t }); // "선고: 선고" says nothing
  }
  // Unknown long fields go before the last known section, which is the full text.
  const sections = known.length
    ? [...known.slice(0, -1), ...extra, known[known.length - 1]]
    : extra;
  const echoed = domain.bodyIdFields.map((k) => fields.get(k)).find((v) => v);
  return {
    domain: domain.id,
    id: echoed ?? id,
    title: title?.[1] ?? "",
    caseNumber: num?.[1],
    ...normalizeDecisionDate(dt?.[1]),
    ...orgAndSource(org?.[1], num?.[1], source?.[1], domain.agency),
    kind: kind?.[1],
    facts,
    sections,
    links,
  };
}
