/**
 * A chain run as an answer: per-branch summaries with the ids a follow-up call needs, a
 * synthesis text with one heading per branch, and markers for what did not finish.
 *
 * @module
 */

import { callText, type Continuation, pointer } from "../vocab/continuation.ts";
import type { BranchResult, ToolArgs } from "./types.ts";

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

function idsOf(o: unknown): IdRecord | undefined {
  if (!o || typeof o !== "object" || Array.isArray(o)) return undefined;
  const rec: IdRecord = {};
  for (const k of ID_KEYS) {
    const v = (o as Record<string, unknown>)[k];
    if (typeof v === "string" || typeof v === "number") {
      rec[k] = typeof v === "string" ? v.slice(0, 120) : v;
    }
  }
  return Object.keys(rec).length ? rec : undefined;
}

/** Up to `max` id records from a structured result (top level, info, rows, articles …). */
export function pickIds(s: Record<string, unknown> | undefined, max = 5): IdRecord[] {
  if (!s) return [];
  const out: IdRecord[] = [];
  const top = idsOf(s) ?? idsOf(s.info) ?? idsOf(s.law);
  if (top) out.push(top);
  for (const key of ["rows", "articles", "items", "annexes", "versions", "laws", "results"]) {
    const list = s[key];
    if (!Array.isArray(list)) continue;
    for (const row of list) {
      if (out.length >= max) break;
      const r = idsOf(row);
      if (r) out.push(r);
    }
  }
  return out.slice(0, max);
}

/** Total of a list result, when the branch returned one. */
export function totalOf(s: Record<string, unknown> | undefined): number | undefined {
  return typeof s?.total === "number" ? s.total : undefined;
}

/** The call a branch made (or would make), as a pointer that runs as printed. */
export function branchCall(b: { tool: string; args?: ToolArgs }): Continuation | undefined {
  return b.args ? pointer(b.tool, b.args) : undefined;
}

/** Cuts one branch's text, saying so and how to get the rest. */
export function cutText(text: string, max: number, call: Continuation | undefined): string {
  const t = text.replace(/^〔[^〕]*〕\n/, "").trim();
  if (t.length <= max) return t;
  const whole = call ? ` 전체: ${callText(call)}` : "";
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
    const at = branchCall(b);
    const call = at ? callText(at) : b.tool;
    lines.push("", `## ${i + 1}. ${b.label} — ${call}${markOf(b)}`);
    if (b.status === "ok" || b.status === "failed") lines.push(summaries.get(b.id) ?? "");
    else if (b.status === "skipped" || !at) lines.push(b.reason ?? "");
    else lines.push(`${b.reason ?? "미완료"}. 직접 조회: ${call}`);
  });
  return [...lines, ...(footer.length ? ["", ...footer] : [])].join("\n");
}
