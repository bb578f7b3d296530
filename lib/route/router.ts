/**
 * `routeWith`: a natural-language query → one tool call, by the rule table in ./patterns.ts.
 * The single router the CLI and the web search box share (the research chains share only its
 * extractors, which do not import this file or the rule table). Arguments are
 * written in vocabulary names and fitted to the names each tool takes (the injected tools' `fit`).
 *
 * @module
 */

import type { ToolCaller } from "../tools/define.ts";
import type { ToolName } from "../tools/toolset.ts";
import { extract } from "./extract.ts";
import { ROUTE_RULES, type RouteRule } from "./patterns.ts";
import type { Extracted, ExtractOptions, Route } from "./types.ts";

/** What the router needs of the tools: whether a name is registered, and fitting a call to it. */
export type RouteTools = Pick<ToolCaller, "resolve" | "fit">;

/** Options for {@link routeWith}. */
export interface RouteOptions extends ExtractOptions {
  /** Whether a tool may be chosen; defaults to whether `tools` has it (tests narrow it). */
  hasTool?: (name: ToolName) => boolean;
}

const SORTED: readonly RouteRule[] = [...ROUTE_RULES].sort((a, b) => b.priority - a.priority);

function applies(rule: RouteRule, x: Extracted): boolean {
  if (rule.needs?.some((k) => x[k].length === 0)) return false;
  if (rule.without?.some((k) => x[k].length > 0)) return false;
  if (rule.words && !rule.words.test(x.text)) return false;
  if (rule.notWords?.test(x.text)) return false;
  return true;
}

function describe(x: Extracted): string[] {
  const out: string[] = [];
  if (x.laws.length) out.push(`법령: ${x.laws.map((l) => l.name).join(", ")}`);
  for (const a of x.articles) out.push(`조문: ${a.law ? `${a.law} ` : ""}${a.articles.join(", ")}`);
  if (x.annexes.length) out.push(`별표·서식: ${x.annexes.map((a) => a.label).join(", ")}`);
  if (x.cases.length) out.push(`사건번호: ${x.cases.map((c) => c.caseNumber).join(", ")}`);
  for (const d of x.dates) out.push(`기간: ${d.from}~${d.to} ('${d.text}')`);
  if (x.regions.length) out.push(`지자체: ${x.regions.map((r) => r.name).join(", ")}`);
  if (x.domains.length) out.push(`결정례: ${x.domains.map((d) => d.domain).join(", ")}`);
  if (x.scenarios.length) {
    out.push(`사안: ${x.scenarios.map((s) => `${s.text}→${s.laws.join("·")}`).join(", ")}`);
  }
  if (x.topics.length) {
    const laws = (t: Extracted["topics"][number]) => t.laws.map((l) => l.name).join("·");
    out.push(
      `주제: ${x.topics.map((t) => `${t.text}${t.near ? "(유사)" : ""}→${laws(t)}`).join(", ")}`,
    );
  }
  return out;
}

/**
 * Routes a query to one tool of `tools` with arguments, saying why. Faces use `routeQuery`
 * (lib/route/bound.ts), this over every registered tool.
 *
 * @example
 * ```ts
 * import { routeWith } from "./router.ts";
 * import { pointer } from "../vocab/pointer.ts";
 * const tools = { resolve: () => undefined, fit: pointer };
 * routeWith(tools, "민법 제750조", { hasTool: () => true }).tool; // "get_law_text"
 * ```
 */
export function routeWith(
  tools: RouteTools,
  text: string,
  opts: RouteOptions = {},
): Route<ToolName> {
  const has = opts.hasTool ?? ((name: ToolName) => tools.resolve(name) !== undefined);
  const x = extract(text, opts);
  for (const rule of SORTED) {
    if (!applies(rule, x)) continue;
    const args = rule.build(x);
    if (args === null) continue;
    const base = { confidence: rule.confidence, rule: rule.id, extracted: x };
    if (has(rule.tool)) {
      return {
        ...base,
        tool: rule.tool,
        args: tools.fit(rule.tool, args).arguments,
        explain: [`${rule.id}: ${rule.explain}`, ...describe(x)],
      };
    }
    if (rule.fallback && has(rule.fallback.tool)) {
      const fb = rule.fallback;
      const fbArgs = fb.build(x);
      if (fbArgs === null) continue;
      return {
        ...base,
        confidence: Math.round(rule.confidence * 0.8 * 100) / 100,
        tool: fb.tool,
        args: tools.fit(fb.tool, fbArgs).arguments,
        explain: [`${rule.id}: ${rule.explain}`, `대체: ${fb.explain}`, ...describe(x)],
      };
    }
  }
  // Unreachable while the fallback row's tool is registered; kept total for injected registries.
  return {
    tool: "search_all",
    args: { query: x.text },
    confidence: 0,
    rule: "none",
    explain: ["맞는 규칙이 없음"],
    extracted: x,
  };
}
