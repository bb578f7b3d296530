/**
 * The one alias table: argument names callers already use — our earlier names and
 * korean-law-mcp's — mapped onto the vocabulary. A tool never reads an old name itself; the
 * argument reader (`args.ts`) rewrites old names before validation, and a name found neither
 * here nor in the tool's input is refused, never dropped.
 *
 * An entry applies to a tool when the tool takes its target name (or, with `tools`, only to
 * the tools named). `convert` turns the old value into the new one (or into several canonical
 * arguments, with `spread`); `consumes` lists companion names the entry reads as well
 * (korean-law-mcp's `jo` with `hang`/`ho`/`mok`). An entry with `to: null` is accepted and
 * not used; the answer then says why (`note`). `VALUE_ALIASES` maps old values of a vocabulary
 * name (korean-law-mcp's code "3" for the kind 고시, `title` for the scope `name`).
 *
 * @module
 */

import { InputError } from "../errors.ts";

/** One old argument name. */
export interface ArgAlias {
  /** The old name. */
  from: string;
  /** The vocabulary name it becomes; `null`: accepted, not used (see `note`). */
  to: string | null;
  /** Only for these tools (by registered name); default: every tool that takes `to`. */
  tools?: readonly string[];
  /** The old value → the new one (or, with `spread`, an object of canonical arguments). */
  convert?: (value: unknown, all: Readonly<Record<string, unknown>>) => unknown;
  /** `convert` returns several canonical arguments at once. */
  spread?: boolean;
  /** Companion old names this entry reads through `all` (they are consumed with it). */
  consumes?: readonly string[];
  /** Told to the caller when the argument is accepted but not used. */
  note?: string;
}

const str = (v: unknown): string =>
  typeof v === "string" || typeof v === "number" ? String(v).trim() : "";

/**
 * korean-law-mcp's `jo` (+ `hang`, `ho`, `mok`) joined into one anchor ("제2조 제1항 제11호
 * 가목") that the article reader parses like any other.
 */
function joinJo(value: unknown, all: Readonly<Record<string, unknown>>): string[] {
  const parts = [str(value)];
  const hang = str(all.hang), ho = str(all.ho), mok = str(all.mok);
  if (hang) parts.push(/^\d+$/.test(hang) ? `제${Number(hang)}항` : hang);
  if (ho) parts.push(/^\d+$/.test(ho) ? `제${Number(ho)}호` : ho);
  if (mok) parts.push(mok.endsWith("목") ? mok : `${mok}목`);
  return [parts.filter(Boolean).join(" ")];
}

/** `"20240101~20241231"` (DRF range spelling) → `{ from, to }`. */
function splitRange(value: unknown): Record<string, unknown> {
  const s = str(value);
  const m = /^([^~]*)~([^~]*)$/.exec(s);
  if (!m) {
    throw new InputError(`'${s}': 기간은 "YYYYMMDD~YYYYMMDD"로 주거나 from/to를 쓰세요`, "from");
  }
  return {
    ...(m[1].trim() ? { from: m[1].trim() } : {}),
    ...(m[2].trim() ? { to: m[2].trim() } : {}),
  };
}

const KEY_NOTE = "키는 인자로 받지 않습니다 — LAW_OC 환경변수나 X-Law-OC 헤더로 주세요";

/**
 * Every old name, in one list. Domain sections keep related names together; the order within
 * the list does not matter (one old name may appear once per tool).
 */
export const ARG_ALIASES: readonly ArgAlias[] = [
  // ── Everywhere ────────────────────────────────────────────────────────────────────────────
  { from: "apiKey", to: null, note: KEY_NOTE },
  { from: "lawName", to: "name" },
  { from: "law_name", to: "name" },
  { from: "efYd", to: "asOf" },
  { from: "date", to: "asOf" },
  { from: "article", to: "articles" },
  { from: "jo", to: "articles", convert: joinJo, consumes: ["hang", "ho", "mok"] },
  { from: "limit", to: "display" },
  { from: "max_results", to: "display" },
  { from: "fromDate", to: "from" },
  { from: "toDate", to: "to" },
  { from: "startDate", to: "from" },
  { from: "endDate", to: "to" },
  { from: "stdDt", to: "from" },
  { from: "endDt", to: "to" },
  { from: "eftYd", to: "from", convert: splitRange, spread: true },
  { from: "keyword", to: "query" },
  { from: "MST", to: "mst" },
  { from: "ID", to: "id" },
  // Each domain's own old names follow, one section per domain (tool-scoped where the old name
  // means something else elsewhere).
  // ── statutes ──────────────────────────────────────────────────────────────────────────────────

  // ── structure ─────────────────────────────────────────────────────────────────────────────────

  // ── history ───────────────────────────────────────────────────────────────────────────────────

  // ── annexes & rules ───────────────────────────────────────────────────────────────────────────

  // ── decisions & terms ─────────────────────────────────────────────────────────────────────────

  // ── analysis, research, system, catalogue ─────────────────────────────────────────────────────
  { from: "tool_name", to: "tool", tools: ["execute_tool"] },
  { from: "params", to: "args", tools: ["execute_tool"] },
  { from: "nb", to: "caseNumber", tools: ["legal_analysis"] },
  { from: "parentLaw", to: "name", tools: ["legal_research"] },
  { from: "domain", to: "area", tools: ["legal_research"] },
  { from: "intent", to: "query", tools: ["discover_tools"] },
  {
    from: "format",
    to: "formats",
    tools: ["doctor"],
    convert: (v) => (str(v).toLowerCase() === "both" ? ["JSON", "XML"] : v),
  },
];

/** Old values of a vocabulary name, per tool (`*` for every tool): value → vocabulary value. */
export const VALUE_ALIASES: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>
> = {
  scope: { "*": { title: "name", 제목: "name", 본문: "body" } },
  // ── analysis, research, system, catalogue ──
  mode: { legal_analysis: { cite_check: "precedent_status" } },
  formats: { doctor: { json: "JSON", xml: "XML" } },
};

/** The old-value map of `name` for `tool`, if any. */
export function valueAliasesFor(
  tool: string,
  name: string,
): Readonly<Record<string, string>> | undefined {
  const byTool = VALUE_ALIASES[name];
  if (!byTool) return undefined;
  const own = byTool[tool];
  const all = byTool["*"];
  return own && all ? { ...all, ...own } : own ?? all;
}

/** The entries that apply to `tool` given the names it takes. */
export function aliasesFor(tool: string, takes: ReadonlySet<string>): Map<string, ArgAlias> {
  const out = new Map<string, ArgAlias>();
  for (const a of ARG_ALIASES) {
    if (takes.has(a.from)) continue; // the tool's own name always wins
    const applies = a.tools
      ? a.tools.includes(tool)
      : a.to === null || takes.has(a.to) || (a.spread === true && takes.has(a.to));
    if (!applies) continue;
    const seen = out.get(a.from);
    // A tool-scoped entry overrides a general one of the same old name.
    if (!seen || (a.tools && !seen.tools)) out.set(a.from, a);
  }
  return out;
}
