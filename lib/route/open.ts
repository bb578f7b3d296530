/**
 * What a one-line query names, and the document that opens it — the one resolver the web's
 * search box and the CLI's question share. {@link interpret} reads the query with the router's
 * rules (a law and article, a law and annex, a law's annexes, a case number, else words);
 * {@link openQuery} then finds the document the way every face finds it: a statute by its exact
 * name (search_law, the demo's own statutes in demo mode), a decision by its case number
 * (search_decisions, which in demo mode answers from the recordings), and gives the call that
 * opens it, pinned to what the recordings hold.
 *
 * @module
 */

import { routeQuery } from "./bound.ts";
import { mainLaw } from "./subject.ts";
import { formatArticle } from "../law/article.ts";
import { type AnnexRef, formatAnnexRef } from "../law/annex.ts";
import { normalizeLawName } from "../law/names.ts";
import { callTool } from "../tools/toolset.ts";
import type { ToolContext } from "../tools/define.ts";
import { pinRecorded } from "../demo/mod.ts";
import { type Pointer, pointer } from "../vocab/pointer.ts";

/** Router rules that send a question to legal_research: the box opens the topic's statute. */
const RESEARCH_RULES: ReadonlySet<string> = new Set([
  "topic_research",
  "scenario_research",
  "question_research",
]);

/** One reading of a query. */
export type Interpretation =
  // `topic`: the topic-table word that chose the law and article, and what to search if not found.
  | { kind: "article"; name: string; article: string; topic?: string }
  // `annex` absent: the law's annexes, none named ("건축법 별표").
  | { kind: "annex"; name: string; annex?: AnnexRef }
  | { kind: "case"; caseNumber: string; domain?: string }
  | { kind: "words"; query: string };

/**
 * Reads a query: the router's rule says what it names.
 *
 * @example
 * ```ts
 * import { interpret } from "./open.ts";
 * interpret("민법 제750조"); // { kind: "article", name: "민법", article: "제750조" }
 * interpret("대법원 2025두30615"); // { kind: "case", caseNumber: "2025두30615", domain: "prec" }
 * ```
 */
export function interpret(raw: string): Interpretation {
  const r = routeQuery(raw);
  const x = r.extracted;
  const law = mainLaw(x);
  if (r.rule === "law_articles" && law) {
    const art = x.articles.find((a) => (a.law ?? law) === law) ?? x.articles[0];
    return { kind: "article", name: law, article: formatArticle(art.refs[0]) };
  }
  if (r.rule === "annex_named" && law) {
    const annex = x.annexes[0];
    return { kind: "annex", name: annex.law ?? law, annex: annex.ref };
  }
  // "건축법 별표": the law's annexes, when nothing else is asked of them.
  if (r.rule === "annex_words" && law && r.args.query === undefined) {
    return { kind: "annex", name: law };
  }
  if (r.rule === "case_number") {
    const c = x.cases[0];
    return { kind: "case", caseNumber: c.caseNumber, ...(c.domain ? { domain: c.domain } : {}) };
  }
  // Everyday words ("아버지 돌아가셨는데 상속 순위"): the topic table's statute and article, and
  // its word — not the sentence — when words are searched.
  if (RESEARCH_RULES.has(r.rule) && x.topics.length && !x.laws.length) {
    const t = x.topics[0];
    // A keyword typed alone ("상속세") is searched as a word, as before.
    if (x.text.replace(/\s+/g, "") === t.text.replace(/\s+/g, "")) {
      return { kind: "words", query: x.text };
    }
    const first = t.laws[0];
    if (first.articles.length) {
      return { kind: "article", name: first.name, article: first.articles[0], topic: t.term };
    }
    return { kind: "words", query: t.term };
  }
  return { kind: "words", query: x.text };
}

/** A statute found by name: the row a face links to. */
export interface FoundLaw {
  /** 법령ID. */
  lawId: string;
  /** 법령일련번호, when the search gave it (it pins the version). */
  mst?: string;
  /** The statute's name. */
  name: string;
}

/** What {@link openQuery} found. */
export type Opened =
  | {
    kind: "law";
    it: Interpretation & { kind: "article" | "annex" };
    law: FoundLaw;
    call: Pointer;
  }
  | { kind: "decision"; caseNumber: string; domain: string; id: string; call: Pointer }
  // A case the recordings list but whose body they do not hold: the list that names it.
  | { kind: "listed"; caseNumber: string; call: Pointer }
  | { kind: "none"; it: Interpretation };

/** The statute a name means: the exact name first, else the first row. */
async function findLaw(ctx: ToolContext, name: string): Promise<FoundLaw | undefined> {
  const r = await callTool("search_law", { query: name, display: 20 }, ctx);
  if (!r.ok) return undefined;
  const want = normalizeLawName(name);
  const row = r.structured.rows.find((x) => normalizeLawName(x.name) === want) ??
    r.structured.rows[0];
  return row
    ? { lawId: row.lawId, ...(row.mst ? { mst: row.mst } : {}), name: row.name }
    : undefined;
}

/** In demo mode, the call the recordings answer (a law recorded by MST by its MST). */
function pinned(ctx: ToolContext, call: Pointer): Pointer {
  if (ctx.demoNotice === undefined) return call;
  const pin = pinRecorded(call);
  return pin?.recorded ? { tool: pin.call.tool, arguments: { ...pin.call.arguments } } : call;
}

/**
 * Finds the document a query names and the call that opens it; `none` for words, and for a
 * name or number that finds nothing (the face then searches the words).
 *
 * @example
 * ```ts
 * import { openQuery } from "./open.ts";
 * import type { ToolContext } from "../tools/define.ts";
 * async function open(ctx: ToolContext) {
 *   const o = await openQuery("대법원 2025두30615", ctx);
 *   return o.kind === "decision" ? o.call : undefined; // get_decision_text {domain, id}
 * }
 * ```
 */
export async function openQuery(raw: string, ctx: ToolContext): Promise<Opened> {
  const it = interpret(raw);
  if (it.kind === "article" || it.kind === "annex") {
    const law = await findLaw(ctx, it.name);
    if (!law) return { kind: "none", it };
    const args = it.kind === "article"
      ? { lawId: law.lawId, articles: [it.article] }
      : { lawId: law.lawId, ...(it.annex ? { annex: formatAnnexRef(it.annex) } : {}) };
    const tool = it.kind === "article" ? "get_law_text" : "get_annexes";
    return { kind: "law", it, law, call: pinned(ctx, pointer(tool, args)) };
  }
  if (it.kind === "case") {
    const ask = { caseNumber: it.caseNumber, ...(it.domain ? { domain: it.domain } : {}) };
    const r = await callTool("search_decisions", ask as { caseNumber: string }, ctx);
    if (!r.ok || r.structured.rows.length !== 1) return { kind: "none", it };
    const row = r.structured.rows[0];
    const call = pointer("get_decision_text", { domain: row.domain, id: row.id });
    if (ctx.demoNotice !== undefined && pinRecorded(call)?.recorded === false) {
      return { kind: "listed", caseNumber: it.caseNumber, call: pointer("search_decisions", ask) };
    }
    return { kind: "decision", caseNumber: it.caseNumber, domain: row.domain, id: row.id, call };
  }
  return { kind: "none", it };
}
