/**
 * `search`: one query → ids `fetch` opens. The query is read by the router (lib/route), the
 * same reader as the CLI and the web search box, and the tool it picks runs through the
 * registry; its rows become `{id, title, url}`. A statute, an article, an annex, a case number,
 * a collection (행정규칙, 자치법규) go where the router sends them; anything else — plain words,
 * or a route whose tool is not a search (research chains, histories) — searches statutes, rules
 * and ordinances (`search_all`) and precedents together, and says which part failed if one did.
 *
 * @module
 */

import {
  routeQuery,
  type ToolContext,
  type ToolInput,
  type ToolName,
  type ToolOutput,
} from "../../lib/mod.ts";
import { type ConnectorId, formatConnectorId } from "./ids.ts";
import { pageUrl } from "./urls.ts";
import { type Ran, run } from "./run.ts";
import type { SearchAnswer, SearchHit } from "./schemas.ts";

/** Most results one answer lists. */
const MAX_RESULTS = 20;

/**
 * An answer, or the labelled failure of the tool that should have given it.
 *
 * @example
 * ```ts
 * import type { Searched } from "./search.ts";
 * const miss: Searched = { ok: true, answer: { results: [] } };
 * ```
 */
export type Searched = { ok: true; answer: SearchAnswer } | { ok: false; text: string };

type LawRow = ToolOutput<"search_law">["rows"][number];
type DecisionRow = ToolOutput<"search_decisions">["rows"][number];
type RuleRow = ToolOutput<"search_all">["adminRules"]["rows"][number];

function hit(id: ConnectorId, title: string, hints: { name?: string; link?: string } = {}) {
  return { id: formatConnectorId(id), title, url: pageUrl(id, hints) };
}

const lawHit = (r: LawRow): SearchHit | undefined =>
  r.lawId && r.name
    ? hit({ kind: "law", lawId: r.lawId }, r.kind ? `${r.name} [${r.kind}]` : r.name)
    : undefined;

const decisionHit = (r: DecisionRow): SearchHit | undefined => {
  if (!r.id || !r.domain) return undefined;
  const date = r.date?.replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");
  const tail = [r.caseNumber, date, r.org].filter(Boolean).join(" · ");
  const title = r.title || r.id;
  return hit({ kind: "decision", domain: r.domain, id: r.id }, tail ? `${title} (${tail})` : title);
};

const ruleHit = (kind: "admrul" | "ordin") => (r: RuleRow): SearchHit | undefined =>
  r.serial && r.name ? hit({ kind, serial: r.serial }, r.name) : undefined;

const defined = <T>(xs: (T | undefined)[]) => xs.filter((x): x is T => x !== undefined);

/** Hits, and labelled failures of parts of the answer (search_all's sections). */
type Found = { hits: SearchHit[]; failed: string[] };

/** One source of hits: what it is called in a partial answer, and its run. */
interface Source {
  label: string;
  find(ctx: ToolContext): Promise<Ran<Found>>;
}

/** A source that runs tool `tool` and reads its typed answer. */
function source<N extends ToolName>(
  label: string,
  tool: N,
  args: ToolInput<N>,
  read: (d: ToolOutput<N>) => SearchHit[] | Found,
): Source {
  return {
    label,
    async find(ctx) {
      const ran = await run(tool, args, ctx);
      if (!ran.ok) return ran;
      const found = read(ran.data);
      return {
        ok: true,
        text: ran.text,
        data: Array.isArray(found) ? { hits: found, failed: [] } : found,
      };
    },
  };
}

function lawTextHits(d: ToolOutput<"get_law_text">): SearchHit[] {
  const { lawId, name } = d.law;
  if (!lawId || !name) return [];
  const articles = d.articles.map((a) =>
    a.label
      ? hit(
        { kind: "law", lawId, article: a.label.replaceAll(" ", "") },
        `${name} ${a.label}${a.title ? `(${a.title})` : ""}`,
        { name },
      )
      : undefined
  );
  return [...defined(articles), hit({ kind: "law", lawId }, name)];
}

function annexHits(d: ToolOutput<"get_annexes">): SearchHit[] {
  const { family, lawId, name } = d.subject;
  // Only a statute's annexes have annex: ids; a rule's or ordinance's do not.
  if (family !== "law" || !lawId) return [];
  return defined(d.annexes.map((a) =>
    a.label
      ? hit(
        { kind: "annex", lawId, annex: a.label.replaceAll(" ", "") },
        `${name} ${a.label}${a.title ? ` ${a.title}` : ""}`,
        { link: a.pdfLink || a.fileLink },
      )
      : undefined
  ));
}

const decisionTextHits = (d: ToolOutput<"get_decision_text">): SearchHit[] =>
  defined([decisionHit(d.decision)]);

/** search_all's three sections, each of which may have failed on its own. */
function searchAllHits(d: ToolOutput<"search_all">): Found {
  const hits: SearchHit[] = [];
  const failed: string[] = [];
  const section = <R>(
    label: string,
    part: { rows: R[]; error?: { code: string; message: string } },
    toHit: (r: R) => SearchHit | undefined,
  ) => {
    if (part.error) failed.push(`${label}: [${part.error.code}] ${part.error.message}`);
    else hits.push(...defined(part.rows.map(toHit)));
  };
  section("법령", d.laws, lawHit);
  section("행정규칙", d.adminRules, ruleHit("admrul"));
  section("자치법규", d.ordinances, ruleHit("ordin"));
  return { hits, failed };
}

const lawRowHits = (d: { rows: LawRow[] }) => defined(d.rows.map(lawHit));
const decisionRowHits = (d: { rows: DecisionRow[] }) => defined(d.rows.map(decisionHit));
const ruleRowHits = (kind: "admrul" | "ordin") => (d: { rows: RuleRow[] }) =>
  defined(d.rows.map(ruleHit(kind)));

/**
 * A source for the router's own pick. The router types neither the tool nor its arguments
 * (lib/route's `Route` is `{tool: string, args: Record<string, unknown>}`); the tool's input
 * schema checks them on the call, so a wrong one is a labelled BAD_INPUT, never a misread answer.
 */
function routed<N extends ToolName>(
  label: string,
  tool: N,
  args: Record<string, unknown>,
  read: (d: ToolOutput<N>) => SearchHit[],
): Source {
  return source(label, tool, args as ToolInput<N>, read);
}

const str = (v: unknown): string | undefined => typeof v === "string" && v ? v : undefined;

/** What to run for a query: the router's pick, or the plain-words pair. */
function sourcesFor(query: string): Source[] {
  const route = routeQuery(query);
  const a = route.args;
  // The router answers registered tool names only; the cast lets each case be checked as one.
  switch (route.tool as ToolName) {
    case "search_law":
    case "ai_search_law":
    case "search_law_advanced": {
      const q = str(a.query) ?? str(a.name) ?? route.extracted.laws[0]?.name ?? query;
      return [source("법령", "search_law", { query: q }, lawRowHits)];
    }
    case "get_law_text":
      return [routed("조문", "get_law_text", a, lawTextHits)];
    case "get_annexes":
      return [routed("별표", "get_annexes", a, annexHits)];
    case "get_decision_text":
      return [routed("결정", "get_decision_text", a, decisionTextHits)];
    case "search_decisions":
      return [routed("결정", "search_decisions", a, decisionRowHits)];
    case "search_admin_rules":
      return [routed("행정규칙", "search_admin_rules", a, ruleRowHits("admrul"))];
    case "search_ordinances":
      return [routed("자치법규", "search_ordinances", a, ruleRowHits("ordin"))];
  }
  const laws = route.extracted.laws;
  if (laws.length > 0) {
    return [source("법령", "search_law", { query: laws[0].name }, lawRowHits)];
  }
  const words = str(a.query) ?? (route.extracted.keywords.join(" ") || query);
  return [
    source("통합", "search_all", { query: words }, searchAllHits),
    source("판례", "search_decisions", { domain: "prec", query: words }, decisionRowHits),
  ];
}

/**
 * Answers one `search`. Fails (labelled) only when every source failed; a partial answer says
 * which part is missing and why.
 *
 * @example
 * ```ts
 * import { connectorSearch } from "./search.ts";
 * import { createRuntime } from "../../lib/mod.ts";
 * const r = await connectorSearch("민법 제750조", (await createRuntime()).context());
 * if (r.ok) r.answer.results[0].id; // "law:001706:제750조"
 * ```
 */
export async function connectorSearch(query: string, ctx: ToolContext): Promise<Searched> {
  const sources = sourcesFor(query);
  const ran = await Promise.all(sources.map((s) => s.find(ctx)));
  const results: SearchHit[] = [];
  const failed: string[] = [];
  ran.forEach((r, i) => {
    if (!r.ok) return void failed.push(`${sources[i].label}: ${r.text}`);
    results.push(...r.data.hits);
    failed.push(...r.data.failed.map((f) => `${sources[i].label}/${f}`));
  });
  const seen = new Set<string>();
  const unique = results.filter((h) => !seen.has(h.id) && seen.add(h.id)).slice(0, MAX_RESULTS);
  if (unique.length === 0 && failed.length > 0) {
    const first = ran.find((r) => !r.ok);
    return { ok: false, text: first && !first.ok ? first.text : failed.join("\n") };
  }
  const notes = [
    ...(ctx.demoNotice ? [ctx.demoNotice] : []),
    ...(failed.length ? [`부분 결과 (partial): ${failed.join(" · ")}`] : []),
  ];
  return { ok: true, answer: { results: unique, ...(notes.length ? { notes } : {}) } };
}
