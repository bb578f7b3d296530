/**
 * A chain run as an answer: per-branch summaries with the ids a follow-up call needs, a
 * synthesis text with one heading per branch, and markers for what did not finish.
 *
 * @module
 */

import { type Pointer, pointer, pointerText } from "../vocab/pointer.ts";
import type { BranchOutput, BranchResult, BranchResultOf, BranchTool, ToolArgs } from "./types.ts";

/** Id fields copied from a branch's structured result. */
const ID_KEYS = [
  "lawId",
  "mst",
  "id",
  "serial",
  "name",
  "title",
  "caseNumber",
  "label",
  "domain",
  "date",
  "effectiveDate",
  "promulgationDate",
] as const;

/** Small id records of a branch: its own ids, then those of its first rows. */
export type IdRecord = Record<string, string | number>;

/**
 * A typed record an id record is read from: one that has some of the id fields (a record of a
 * tool's answer that has none of them fails to type-check where a reader hands it over).
 */
type IdSource = { readonly [K in typeof ID_KEYS[number]]?: unknown };

/** What the answer of a branch's tool gives a follow-up call: its own ids, rows, total. */
interface Reading {
  /** The record the answer is about (the law, the ordinance …), if any. */
  head?: IdSource;
  /** Its rows, in order. */
  rows: readonly IdSource[];
  /** How many rows there are in all, for list answers. */
  total?: number;
}

/** Each branch tool's answer, read by its own fields. */
const READERS: { readonly [N in BranchTool]: (o: BranchOutput<N>) => Reading } = {
  search_law: (o) => ({ rows: o.rows, total: o.total }),
  ai_search_law: (o) => ({ rows: o.rows, total: o.total }),
  get_law_text: (o) => ({ head: o.law, rows: [...o.articles, ...(o.annexes ?? [])] }),
  get_delegated_laws: (o) => ({ head: o.law, rows: o.articles, total: o.total }),
  get_annexes: (o) => ({ head: o.subject, rows: o.annexes, total: o.total }),
  // The collection searched (and the case number asked for) come first.
  search_decisions: (o) => ({ head: o, rows: o.rows, total: o.total }),
  search_admin_rules: (o) => ({ rows: o.rows, total: o.total }),
  get_law_system: (o) => ({ head: o.base, rows: o.statutes }),
  get_three_way_comparison: (o) => ({ head: o.law, rows: [], total: o.total }),
  get_law_ordinance_links: (o) => ({ rows: o.rows, total: o.total }),
  list_law_versions: (o) => ({ head: o, rows: o.rows, total: o.total }),
  compare_old_new: (o) => ({ head: o.new, rows: [], total: o.total }),
  get_article_history: (o) => ({ head: o, rows: o.rows, total: o.total }),
  ordinance_radar: (o) => ({ rows: o.rows, total: o.total }),
  search_ordinances: (o) => ({ rows: o.rows, total: o.total }),
  get_ordinance: (o) => ({ head: o.ordinance, rows: [...o.articles, ...o.annexes] }),
  // The articles the review cites are what a follow-up call opens.
  analyze_document: (o) => ({ rows: o.statutes.map((s) => ({ name: s.law, label: s.article })) }),
};

function reading<N extends BranchTool>(b: BranchResultOf<N>): Reading | undefined {
  return b.structured ? READERS[b.tool](b.structured) : undefined;
}

function idsOf(o: IdSource | undefined): IdRecord | undefined {
  if (!o) return undefined;
  const rec: IdRecord = {};
  for (const k of ID_KEYS) {
    const v = o[k];
    if (typeof v === "string" || typeof v === "number") {
      rec[k] = typeof v === "string" ? v.slice(0, 120) : v;
    }
  }
  return Object.keys(rec).length ? rec : undefined;
}

/** Up to `max` id records of a branch's answer: its own, then its first rows'. */
export function pickIds(b: BranchResult, max = 5): IdRecord[] {
  const r = reading(b);
  if (!r) return [];
  const ids = [r.head, ...r.rows].map(idsOf).filter((x): x is IdRecord => x !== undefined);
  return ids.slice(0, max);
}

/** Total of a list answer, when the branch returned one. */
export function totalOf(b: BranchResult): number | undefined {
  return reading(b)?.total;
}

/** The call a branch made (or would make), as a pointer that runs as printed. */
export function branchPointer(b: { tool: string; args?: ToolArgs }): Pointer | undefined {
  return b.args ? pointer(b.tool, b.args) : undefined;
}

/** Cuts one branch's text, saying so and how to get the rest. */
export function cutText(text: string, max: number, call: Pointer | undefined): string {
  const t = text.replace(/^〔[^〕]*〕\n/, "").trim();
  if (t.length <= max) return t;
  const whole = call ? ` 전체: ${pointerText(call)}` : "";
  return `${t.slice(0, max).trimEnd()}\n… (이 갈래는 ${max}자까지만 보였습니다.${whole})`;
}

const MARK: Record<BranchResult["status"], string> = {
  ok: "",
  failed: " ⚠ 실패",
  unfinished: " ⏱ 미완료",
  skipped: " · 해당 없음",
};

/** A branch the demo recordings cannot answer is neither a failure nor "해당 없음". */
function markOf(b: BranchResult): string {
  return b.status === "failed" && b.error?.code === "NOT_RECORDED"
    ? " · 데모 자료에 없음"
    : MARK[b.status];
}

/**
 * The synthesis: a heading per branch naming the call it made, its summary or why it has
 * none, then what is missing.
 */
export function synthesis(
  title: string,
  branches: readonly BranchResult[],
  summaries: ReadonlyMap<string, string>,
  footer: readonly string[],
): string {
  const lines = [title];
  branches.forEach((b, i) => {
    const at = branchPointer(b);
    const call = at ? pointerText(at) : b.tool;
    lines.push("", `## ${i + 1}. ${b.label} — ${call}${markOf(b)}`);
    if (b.status === "ok" || b.status === "failed") lines.push(summaries.get(b.id) ?? "");
    else if (b.status === "skipped" || !at) lines.push(b.reason ?? "");
    else lines.push(`${b.reason ?? "미완료"}. 직접 조회: ${call}`);
  });
  return [...lines, ...(footer.length ? ["", ...footer] : [])].join("\n");
}
