/**
 * The `resource_link` items of a tool result, read per tool from its typed output: a table keyed
 * by tool name whose functions receive that tool's {@link ToolOutput}, so renaming a field a link
 * is built from (`law.lawId`, `rows[].name`, `decision.id` …) fails to type-check here instead of
 * silently dropping the links.
 *
 * @module
 */

import type { ToolName, ToolOutput } from "../../lib/mod.ts";
import { resolveBrief } from "../../lib/serve/mod.ts";
import { MAX_LINKS, type ResourceLinkItem, resourceUri } from "./links.ts";
import {
  datedAs,
  decisionLinks,
  lawRowLinks,
  type LinkTarget,
  statuteLinks,
} from "./link_targets.ts";

/**
 * Tool name → the resources its answer names. A mapped type over the tool map: each function
 * gets exactly its tool's output, so it can read no field that tool does not answer.
 *
 * @example
 * ```ts
 * import type { LinkTable } from "./tool_links.ts";
 * import { lawRowLinks } from "./link_targets.ts";
 * const table: LinkTable = {
 *   search_law: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
 * };
 * ```
 */
export type LinkTable = {
  readonly [N in ToolName]?: (out: ToolOutput<N>) => readonly LinkTarget[];
};

/** The links of every tool whose answer names laws, articles, annexes or decisions. */
export const TOOL_LINKS: LinkTable = {
  get_law_text: (o) =>
    statuteLinks(
      { lawId: o.law.lawId, name: o.law.name, asOf: datedAs(o.law.status, o.law.effectiveDate) },
      o.articles.map((a) => [a.label, a.title]),
      (o.annexes ?? []).map((a) => [a.label, a.title]),
    ),
  get_article_with_references: (o) =>
    statuteLinks(
      { lawId: o.law.lawId, name: o.law.name, asOf: datedAs(o.law.status, o.law.effectiveDate) },
      [[o.article.label, o.article.title]],
    ),
  get_delegated_laws: (o) =>
    statuteLinks(
      { lawId: o.law.lawId, name: o.law.name },
      o.articles.map((a) => [a.label, a.title]),
    ),
  get_three_way_comparison: (o) => statuteLinks({ lawId: o.law.lawId, name: o.law.name }),
  // Only a statute's annexes have law:// and annex:// addresses; a rule's or ordinance's do not.
  get_annexes: (o) =>
    o.subject.family === "law"
      ? statuteLinks(
        { lawId: o.subject.lawId, name: o.subject.name },
        [],
        o.annexes.map((a) => [a.label, a.title]),
      )
      : [],
  search_all: (o) => lawRowLinks(o.laws.rows.map((r) => [r.lawId, r.name])),
  search_law: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  get_law_change_history: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  get_law_statistics: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  get_article_history: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  search_law_advanced: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  search_law_bulk: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  suggest_law_names: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  ai_search_law: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  ai_related_laws: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  search_english_laws: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  get_law_abbreviations: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  get_related_laws: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  list_law_versions: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.name])),
  get_law_oneview: (o) =>
    lawRowLinks(o.rows.flatMap((r) => "mst" in r ? [[r.lawId, r.name] as const] : [])),
  get_law_ordinance_links: (o) => lawRowLinks(o.rows.map((r) => [r.lawId, r.lawName])),
  search_decisions: (o) => decisionLinks(o.rows.map((r) => [r.domain, r.id, r.title])),
  get_decision_text: (o) => decisionLinks([[o.decision.domain, o.decision.id, o.decision.title]]),
  // Article precedents are a `prec` search: their rows are 판례 serials without a domain field.
  get_article_precedents: (o) => decisionLinks(o.rows.map((r) => ["prec", r.id, r.caseName])),
  // The tool it ran answered `result`: its links are that tool's.
  execute_tool: (o) => targetsOf(o.tool, o.result),
};

/** The table's entry for a tool name or alias, by the tool's own name. */
function linkedTool(name: string): keyof typeof TOOL_LINKS | undefined {
  const tool = resolveBrief(name)?.brief.name;
  return tool !== undefined && Object.hasOwn(TOOL_LINKS, tool) ? tool as ToolName : undefined;
}

function targetsOf(name: string, structured: unknown): readonly LinkTarget[] {
  const tool = linkedTool(name);
  if (!tool || !structured || typeof structured !== "object") return [];
  // The registry hands back what that tool's handler returned, which is typed ToolOutput<tool>.
  const linker = TOOL_LINKS[tool] as (out: unknown) => readonly LinkTarget[];
  return linker(structured);
}

function items(targets: readonly LinkTarget[]): ResourceLinkItem[] {
  const out: ResourceLinkItem[] = [];
  const seen = new Set<string>();
  for (const t of targets) {
    const uri = resourceUri(t.address);
    if (seen.has(uri)) continue;
    if (out.length >= MAX_LINKS) break;
    seen.add(uri);
    // Keys in the order the SDK server's content schema gives them back (`type` last): the
    // stdio server's own call path sends the item as built, and must send the SDK's bytes.
    out.push({
      name: t.name,
      ...(t.title ? { title: t.title } : {}),
      uri,
      mimeType: "text/markdown",
      type: "resource_link",
    });
  }
  return out;
}

/**
 * The `resource_link` items of tool `tool`'s typed answer (at most {@link MAX_LINKS}, no URI
 * twice).
 *
 * @example
 * ```ts
 * import { toolLinks } from "./tool_links.ts";
 * import type { ToolOutput } from "../../lib/mod.ts";
 * const links = (out: ToolOutput<"search_law">) => toolLinks("search_law", out);
 * ```
 */
export function toolLinks<N extends ToolName>(tool: N, out: ToolOutput<N>): ResourceLinkItem[] {
  const linker = TOOL_LINKS[tool] as ((o: ToolOutput<N>) => readonly LinkTarget[]) | undefined;
  return linker ? items(linker(out)) : [];
}

/**
 * The `resource_link` items of a tools/call result, for the name the client called (a tool or
 * an alias). A tool the table does not list answers none; so does an answer a linker cannot
 * read, since links repeat what the text already says and must never fail the call.
 *
 * @example
 * ```ts
 * import { resultLinks } from "./tool_links.ts";
 * resultLinks("search_law", { rows: [{ lawId: "001823", name: "건축법" }] })[0].uri; // "law://001823"
 * ```
 */
export function resultLinks(name: string, structured: unknown): ResourceLinkItem[] {
  try {
    return items(targetsOf(name, structured));
  } catch {
    return [];
  }
}
