/**
 * Normalising decisions — 판례, 헌재결정례, 해석례, 재결례, committee decisions, ministry
 * interpretations — from their DRF lists and bodies into one typed shape.
 *
 * Lists differ in root, row key and field names per target (drf-api.md Q6); dates are dotted and
 * sometimes unpadded or a bare "0" (Q7); prec text carries `<br/>` (Q8). Bodies of most targets
 * were never recorded, so the body reader takes any single object root and keeps every field:
 * known sections in their documented order, unknown ones as facts or extra sections.
 *
 * @module
 */

import type { DecisionDomain, DecisionDomainId } from "../law/decision_domains.ts";
import {
  DATE_FIELDS,
  KIND_FIELDS,
  NUMBER_FIELDS,
  ORG_FIELDS,
  sectionOrder,
  TITLE_FIELDS,
} from "./decision_sections.ts";
import { type ListPage, ListShapeError, parseListPage } from "./search.ts";
import { asNode, decodeEntities, type Node, str, textOf } from "./shape.ts";

/** A date as YYYYMMDD, or the raw value when it is not a real date ("0", "미상"). */
export interface DecisionDate {
  /** YYYYMMDD. */
  date?: string;
  /** The upstream value, kept only when it could not be read as a date. */
  dateRaw?: string;
}

/**
 * Reads 20251211, 2025.12.11, 2015.1.30. or 2025-12-11 as YYYYMMDD.
 *
 * @example
 * ```ts
 * import { normalizeDecisionDate } from "./decision.ts";
 * normalizeDecisionDate("2015.1.30."); // { date: "20150130" }
 * normalizeDecisionDate("0"); // { dateRaw: "0" }
 * ```
 */
export function normalizeDecisionDate(raw: string | undefined): DecisionDate {
  const v = raw?.trim();
  if (!v) return {};
  const m = /^(\d{4})(?:[.\-/]\s*)?(\d{1,2})(?:[.\-/]\s*)?(\d{1,2})\.?$/.exec(v);
  if (m && (v.length === 8 || /[.\-/]/.test(v))) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (y >= 1900 && mo >= 1 && mo <= 12 && d >= 1 && d <= 31) {
      return { date: `${m[1]}${String(mo).padStart(2, "0")}${String(d).padStart(2, "0")}` };
    }
  }
  return { dateRaw: v };
}

/** Decision text as plain lines: `<br/>` → newline, entities decoded, blank runs collapsed. */
export function cleanDecisionText(s: string): string {
  return decodeEntities(s)
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/?(?:p|div|span)(?:\s[^>]*)?>/gi, "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** One row of a decision list. */
export interface DecisionRow {
  /** Domain id (= DRF target). */
  domain: DecisionDomainId;
  /** 일련번호: the `id` for get_decision_text. */
  id: string;
  /** 사건명 / 안건명 / 제목. */
  title: string;
  /** 사건번호 / 안건번호 / 청구번호 …. */
  caseNumber?: string;
  /** Decisive date, YYYYMMDD. */
  date?: string;
  /** Raw date when not a real date. */
  dateRaw?: string;
  /** Court, tribunal, committee or answering agency. */
  org?: string;
  /** 사건종류, 재결구분, 결정구분 …. */
  kind?: string;
}

function first(node: Node, keys: readonly string[]): string | undefined {
  for (const k of keys) {
    const v = str(node, k);
    if (v !== undefined) return cleanDecisionText(v);
  }
  return undefined;
}

function mapRow(d: DecisionDomain, r: Node, headerOrg?: string): DecisionRow {
  const date = normalizeDecisionDate(first(r, DATE_FIELDS));
  return {
    domain: d.id,
    id: str(r, d.idField) ?? "",
    title: first(r, TITLE_FIELDS) ?? "",
    caseNumber: first(r, NUMBER_FIELDS),
    ...date,
    org: first(r, ORG_FIELDS) ?? headerOrg ?? d.agency,
    kind: first(r, KIND_FIELDS),
  };
}

/**
 * Parses one page of a decision list of `domain`.
 *
 * @example
 * ```ts
 * import { parseDecisionList } from "./decision.ts";
 * import { DECISION_DOMAINS } from "../law/decision_domains.ts";
 * const page = parseDecisionList({ Expc: { totalCnt: "0", page: "1" } }, DECISION_DOMAINS.expc);
 * console.log(page.total); // 0
 * ```
 */
export function parseDecisionList(
  data: Record<string, unknown>,
  domain: DecisionDomain,
): ListPage<DecisionRow> {
  const rootName = domain.list.roots.find((r) => asNode(data[r])) ?? soleRoot(data);
  if (!rootName) {
    throw new ListShapeError(
      `${domain.name} 검색 결과 형식을 알 수 없습니다 (expected root ${
        domain.list.roots.join("|")
      }, got ${Object.keys(data).slice(0, 3).join(",")}).`,
    );
  }
  const root = asNode(data[rootName])!;
  const rowKey = domain.list.rowKeys.find((k) => k in root) ?? domain.list.rowKeys[0];
  const headerOrg = str(root, "기관명");
  return parseListPage(
    data,
    { roots: [rootName], rowKey },
    (r) => mapRow(domain, r, headerOrg),
  );
}

/** The only top-level key holding an object (unconfirmed roots), never the `Law` miss envelope. */
function soleRoot(data: Record<string, unknown>): string | undefined {
  const keys = Object.keys(data).filter((k) => asNode(data[k]) && k !== "Law");
  return keys.length === 1 ? keys[0] : undefined;
}

/** A named text section of a decision body. */
export interface DecisionSection {
  /** Upstream field name (판시사항, 판결요지, 이유 …). */
  key: string;
  /** Plain text. */
  text: string;
}

/** A normalised decision body. */
export interface DecisionBody {
  /** Domain id. */
  domain: DecisionDomainId;
  /** 일련번호. */
  id: string;
  /** 사건명 / 안건명 / 제목. */
  title: string;
  /** 사건번호 / 안건번호 …. */
  caseNumber?: string;
  /** Decisive date, YYYYMMDD. */
  date?: string;
  /** Raw date when not a real date. */
  dateRaw?: string;
  /** Court, tribunal, committee or agency. */
  org?: string;
  /** Kind of decision. */
  kind?: string;
  /** Short header fields not shown above (법원종류, 처분청, 청구인 …). */
  facts: { key: string; value: string }[];
  /** Text sections: summaries first, full text last. */
  sections: DecisionSection[];
  /** Links the body carries (원본다운로드URL …). */
  links: { key: string; url: string }[];
}

/** Thrown when a body has no object to read. */
export class DecisionShapeError extends Error {
  /** Creates the error. */
  constructor(message: string) {
    super(message);
    this.name = "DecisionShapeError";
  }
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
    throw new DecisionShapeError(
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
  const used = new Set([title, num, dt, org, kind].filter((x) => x).map((x) => x![0]));
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
    else facts.push({ key: k, value: t });
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
    org: org?.[1] ?? domain.agency,
    kind: kind?.[1],
    facts,
    sections,
    links,
  };
}
