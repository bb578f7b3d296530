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
  /**
   * Only for these tools (by registered name; `tool.field` for a nested field such as
   * `compare_articles.left`); default: every tool (and nested field) that takes `to`.
   */
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

/** A boolean "include X" flag (true, "true") → the `include` list with or without `part`. */
function includeIf(part: string): (value: unknown) => string[] {
  return (value) => (value === true || /^\s*true\s*$/i.test(String(value)) ? [part] : []);
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
  {
    from: "adminRules",
    to: "include",
    tools: ["get_law_system"],
    convert: includeIf("adminRules"),
  },
  { from: "query", to: "name", tools: ["get_delegated_laws"] }, // the peer's law name
  { from: "kinds", to: "receivers", tools: ["get_delegated_laws"] },
  { from: "kind", to: "relation", tools: ["get_three_way_comparison"] },
  { from: "knd", to: "relation", tools: ["get_three_way_comparison"], convert: str }, // 1 | 2
  { from: "ld", to: "promulgationDate", tools: ["compare_old_new"] },
  { from: "ln", to: "promulgationNumber", tools: ["compare_old_new"], convert: str },
  { from: "law1", to: "left", tools: ["compare_articles"] },
  { from: "law2", to: "right", tools: ["compare_articles"] },
  // The peer's catalogue flattens law1/law2's fields; at the top level they name no side.
  ...["lawId", "mst", "jo"].map((from) => ({
    from,
    to: null,
    tools: ["compare_articles"],
    note: 'compare_articles는 법령·조문을 left/right 안에 받습니다 — 예: left: {"lawId":"001823",' +
      '"articles":["제4조"]}',
  })),
  {
    from: "includeArticle",
    to: "include",
    tools: ["get_article_precedents"],
    convert: includeIf("article"),
  },
  {
    from: "includePrecedents",
    to: null,
    tools: ["get_article_precedents"],
    note: "판례 목록은 늘 함께 나옵니다",
  },
  { from: "article", to: "contextArticle", tools: ["parse_article_references"] },
  { from: "joText", to: "articles", tools: ["parse_jo_code"] },
  { from: "lawType", to: "family", tools: ["parse_jo_code"] },

  // ── history ───────────────────────────────────────────────────────────────────────────────────

  // ── annexes & rules ───────────────────────────────────────────────────────────────────────────

  // ── decisions & terms ─────────────────────────────────────────────────────────────────────────

  // ── analysis, research, system, catalogue ─────────────────────────────────────────────────────
  { from: "tool_name", to: "tool", tools: ["execute_tool"] },
  { from: "params", to: "args", tools: ["execute_tool"] },
];

/** Old values of a vocabulary name, per tool (`*` for every tool): value → vocabulary value. */
export const VALUE_ALIASES: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>
> = {
  scope: { "*": { title: "name", 제목: "name", 본문: "body" } },
  // ── structure ──
  relation: {
    get_three_way_comparison: {
      "1": "citation",
      "2": "delegation",
      인용조문: "citation",
      위임조문: "delegation",
      인용: "citation",
      위임: "delegation",
    },
  },
  family: { parse_jo_code: { ordinance: "ordin", 자치법규: "ordin", 조례: "ordin", 법령: "law" } },
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
