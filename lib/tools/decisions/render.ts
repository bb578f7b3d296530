/**
 * Text rendering of decision rows and bodies, and the character window that cuts a long body
 * (판례내용, 전문, 이유 are often tens of thousands of characters) with a pointer to the rest.
 *
 * @module
 */

import type { DecisionDomain } from "../../law/decision_domains.ts";
import { showDate } from "../../vocab/dates.ts";
import { displayCaseNumber } from "../../law/case_numbers.ts";
import { windowEnd } from "../text_window.ts";
import type {
  DecisionBody,
  DecisionHead,
  DecisionRow,
  DecisionSection,
} from "../../parse/decision.ts";

/**
 * Number, decisive date, body and kind of a decision, as they read in a line. A date reads as
 * itself (YYYY-MM-DD; which date it is follows from the collection); an upstream value that is
 * not a date keeps its label, so it is never taken for one (`종국일자 미상(0)`).
 */
function headParts(d: DecisionDomain, r: DecisionHead): string[] {
  const date = r.date ? showDate(r.date) : r.dateRaw ? `${d.dateLabel} 미상(${r.dateRaw})` : "";
  // Where the row came from, when that is not the court (국세법령정보시스템 rows).
  const source = r.source ? `출처 ${r.source}` : undefined;
  const caseNumber = r.caseNumber ? displayCaseNumber(r.caseNumber) : undefined;
  return [caseNumber, date, r.org, r.kind, source].filter((x): x is string => Boolean(x));
}

/**
 * One row as a compact line. The deciding body is named only when it is not the collection's
 * own (헌법재판소 in 헌재결정례, 법제처 in 법령해석례): the list heading names the collection.
 * A number written with its court ("대법원-2025-두-34107", 국세법령정보시스템's form) reads as
 * every number does (2025두34107: the court is the row's own part); an upstream date of "0"
 * says no date and is left out of the line (the structured row keeps it as `dateRaw`); runs of
 * spaces in a title are one.
 */
export function rowLine(d: DecisionDomain, r: DecisionRow): string {
  const row = {
    ...r,
    ...(r.org === d.agency ? { org: undefined } : {}),
    ...(r.dateRaw && /^0*$/.test(r.dateRaw) ? { dateRaw: undefined } : {}),
  };
  const parts = headParts(d, row);
  const title = r.title ? r.title.replace(/\s{2,}/g, " ") : "(제목 없음)";
  return `- [${r.id}] ${title}${parts.length ? ` · ${parts.join(" · ")}` : ""}`;
}

/** The headline of a body: name, number, date, body, kind, id. */
export function bodyHeader(d: DecisionDomain, b: DecisionBody): string {
  const head = [...headParts(d, b), `${d.idField} ${b.id}`].join(" · ");
  const facts = b.facts.map((f) => `${f.key}: ${factValue(f.key, f.value)}`).join(" · ");
  const links = b.links.map((l) => `${l.key}: ${l.url}`).join("\n");
  return [`[${d.name}] ${b.title || "(제목 없음)"}`, head, facts, links].filter((x) => x).join(
    "\n",
  );
}

/**
 * A fact as it reads: the upstream's date fields (처분일자, 등록일시 …) come as bare `YYYYMMDD`
 * and read as every date in the text does; other values stay as given.
 */
function factValue(key: string, value: string): string {
  return /(일자|일시|일)$/.test(key) ? showDate(value) : value;
}

/** A window of the sections. */
export interface SectionWindow {
  /** Sections overlapping the window, clipped. */
  shown: (DecisionSection & { partial?: boolean })[];
  /** Rendered text of the window. */
  text: string;
  /** Character offset where the window ends (= next offset), when text remains. */
  end?: number;
  /** Characters in all sections together. */
  total: number;
}

const label = (s: DecisionSection) => `【${s.key}】\n`;

/**
 * Sections that hold the whole decision or its reasons (판례내용, 전문, 이유 …). They come after
 * the summaries; in the first answer they stand behind a more pointer (see {@link summaryFirst}).
 */
export const FULL_TEXT_KEYS: ReadonlySet<string> = new Set([
  "판례내용",
  "전문",
  "결정례전문",
  "이유",
  "내용",
  "의결문",
  "소청이유",
  "조치이유",
]);

/** A full text shorter than this (characters) is shown whole: a pointer would cost as much. */
export const INLINE_FULL_TEXT = 200;

/** The 주문 inside a full text (`【주    문】 …` up to the next 【…】 heading), if it has one. */
export function dispositionOf(full: string): string | undefined {
  const m = /【\s*주\s*문\s*】\s*([\s\S]*?)\s*(?=【|$)/.exec(full);
  return m?.[1] ? m[1] : undefined;
}

/** The first answer of a decision whose full text stands behind a more pointer. */
export interface SummaryFirst {
  /** The summaries, then the 주문 found in the full text. */
  text: string;
  /** Sections shown (the 주문 as a partial section of the full text it comes from). */
  shown: (DecisionSection & { partial?: boolean })[];
  /** Character offset where the full text starts: the more pointer's `offset`. */
  fullStart: number;
  /** Characters of the full text and what follows it. */
  fullLength: number;
  /** Names of the sections behind the more pointer. */
  behind: string[];
}

/**
 * What a decision says first: its summaries (판시사항, 요지, 참조 …) and the 주문, with the full
 * text (판례내용, 전문, 이유 …) behind the call that continues at its offset — when there are
 * summaries to show, they fit in `budget`, and the full text is long enough to be worth a
 * pointer. Offsets are those of {@link windowSections}, whose rendering starts with the same
 * summaries, so the more pointer is an ordinary window. Null: answer with the window.
 */
export function summaryFirst(sections: DecisionSection[], budget: number): SummaryFirst | null {
  const cut = sections.findIndex((s) => FULL_TEXT_KEYS.has(s.key));
  if (cut <= 0) return null;
  const head = sections.slice(0, cut), rest = sections.slice(cut);
  const text = head.map((s) => label(s) + s.text).join("\n\n");
  const fullStart = text.length + 2;
  const fullLength = rest.reduce((n, s) => n + label(s).length + s.text.length + 2, -2);
  if (text.length > budget || fullLength < INLINE_FULL_TEXT) return null;
  const shown: SummaryFirst["shown"] = [...head];
  let out = text;
  const hasOwn = head.some((s) => s.key === "주문");
  const order = hasOwn ? undefined : dispositionOf(rest[0].text);
  if (order) {
    shown.push({ key: rest[0].key, text: order, partial: true });
    out += `\n\n【주문】(${rest[0].key}에서)\n${order}`;
  }
  return { text: out, shown, fullStart, fullLength, behind: rest.map((s) => s.key) };
}

/**
 * Cuts the rendered sections to `[offset, offset + budget)`, preferring a line break near the
 * end so that no sentence is split mid-line when it can be helped.
 */
export function windowSections(
  sections: DecisionSection[],
  offset: number,
  budget: number,
): SectionWindow {
  const spans: { s: DecisionSection; start: number; end: number }[] = [];
  let pos = 0;
  for (const s of sections) {
    const len = label(s).length + s.text.length;
    spans.push({ s, start: pos, end: pos + len });
    pos += len + 2;
  }
  const total = Math.max(0, pos - 2);
  const start = Math.min(offset, total);
  const full = sections.map((s) => label(s) + s.text).join("\n\n");
  const stop = windowEnd(full, start, Math.max(200, budget));
  const shown: SectionWindow["shown"] = [];
  const parts: string[] = [];
  for (const { s, start: a, end: b } of spans) {
    if (b <= start || a >= stop) continue;
    const bodyStart = a + label(s).length;
    const from = Math.max(0, start - bodyStart);
    const to = Math.min(s.text.length, stop - bodyStart);
    if (to <= 0) continue;
    const text = s.text.slice(from, to).trimEnd();
    const partial = from > 0 || to < s.text.length;
    shown.push(partial ? { key: s.key, text, partial } : { key: s.key, text });
    parts.push(from > 0 ? `【${s.key}】(이어서)\n${text}` : `【${s.key}】\n${text}`);
  }
  return { shown, text: parts.join("\n\n"), end: stop < total ? stop : undefined, total };
}
