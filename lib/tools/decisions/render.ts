/**
 * Text rendering of decision rows and bodies, and the character window that cuts a long body
 * (판례내용, 전문, 이유 are often tens of thousands of characters) with a pointer to the rest.
 *
 * @module
 */

import type { DecisionDomain } from "../../law/decision_domains.ts";
import { showDate } from "../../vocab/dates.ts";
import { windowEnd } from "../text_window.ts";
import type {
  DecisionBody,
  DecisionHead,
  DecisionRow,
  DecisionSection,
} from "../../parse/decision.ts";

/** A decision date for text (the one display format); a raw non-date is "미상(raw)". */
export function decisionDate(date?: string, raw?: string): string | undefined {
  if (date) return showDate(date);
  return raw ? `미상(${raw})` : undefined;
}

/** Number, decisive date, body and kind of a decision, as they read in a line. */
function headParts(d: DecisionDomain, r: DecisionHead): string[] {
  const date = decisionDate(r.date, r.dateRaw);
  const source = r.source ? `출처 ${r.source}` : undefined;
  return [r.caseNumber, date ? `${d.dateLabel} ${date}` : undefined, r.org, r.kind, source]
    .filter((x): x is string => Boolean(x));
}

/** One row as a compact line. */
export function rowLine(d: DecisionDomain, r: DecisionRow): string {
  const parts = headParts(d, r);
  return `- [${r.id}] ${r.title || "(제목 없음)"}${parts.length ? ` · ${parts.join(" · ")}` : ""}`;
}

/** The headline of a body: name, number, date, body, kind, id. */
export function bodyHeader(d: DecisionDomain, b: DecisionBody): string {
  const head = [...headParts(d, b), `${d.idField} ${b.id}`].join(" · ");
  const facts = b.facts.map((f) => `${f.key}: ${f.value}`).join(" · ");
  const links = b.links.map((l) => `${l.key}: ${l.url}`).join("\n");
  return [`[${d.name}] ${b.title || "(제목 없음)"}`, head, facts, links].filter((x) => x).join(
    "\n",
  );
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
