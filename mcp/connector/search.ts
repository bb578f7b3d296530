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

import { routeQuery, type ToolContext } from "../../lib/mod.ts";
import { type ConnectorId, formatConnectorId } from "./ids.ts";
import { pageUrl } from "./urls.ts";
import { rows, run, str } from "./run.ts";
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

function hit(id: ConnectorId, title: string, hints: { name?: string; link?: string } = {}) {
  return { id: formatConnectorId(id), title, url: pageUrl(id, hints) };
}

const lawHit = (r: Record<string, unknown>): SearchHit | undefined => {
  const lawId = str(r, "lawId");
  const name = str(r, "name");
  if (!lawId || !name) return undefined;
  const kind = str(r, "kind");
  return hit({ kind: "law", lawId }, kind ? `${name} [${kind}]` : name);
};

const decisionHit = (r: Record<string, unknown>): SearchHit | undefined => {
  const id = str(r, "id");
  const domain = str(r, "domain");
  if (!id || !domain) return undefined;
  const date = str(r, "date")?.replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");
  const tail = [str(r, "caseNumber"), date, str(r, "org")].filter(Boolean).join(" · ");
  const title = str(r, "title") ?? id;
  return hit(
    { kind: "decision", domain: domain as never, id },
    tail ? `${title} (${tail})` : title,
  );
};

const ruleHit = (kind: "admrul" | "ordin") => (r: Record<string, unknown>) => {
  const serial = str(r, "serial");
  const name = str(r, "name");
  return serial && name ? hit({ kind, serial }, name) : undefined;
};

const defined = <T>(xs: (T | undefined)[]) => xs.filter((x): x is T => x !== undefined);

/** One source of hits: the tool, its arguments, and how its answer becomes hits. */
interface Source {
  label: string;
  tool: string;
  args: Record<string, unknown>;
  /** Hits, and labelled failures of parts of the answer (search_all's sections). */
  read(data: Record<string, unknown>): { hits: SearchHit[]; failed: string[] };
}

const plain = (f: (d: Record<string, unknown>) => SearchHit[]) => (d: Record<string, unknown>) => ({
  hits: f(d),
  failed: [],
});

function lawTextHits(d: Record<string, unknown>): SearchHit[] {
  const law = d.law as Record<string, unknown> | undefined;
  const lawId = str(law, "lawId");
  const name = str(law, "name");
  if (!lawId || !name) return [];
  const articles = rows(d, "articles").map((a) => {
    const label = str(a, "label");
    if (!label) return undefined;
    const title = str(a, "title");
    return hit(
      { kind: "law", lawId, article: label.replaceAll(" ", "") },
      `${name} ${label}${title ? `(${title})` : ""}`,
      { name },
    );
  });
  return [...defined(articles), hit({ kind: "law", lawId }, name)];
}

function annexHits(d: Record<string, unknown>): SearchHit[] {
  const subject = d.subject as Record<string, unknown> | undefined;
  const lawId = str(subject, "lawId");
  const name = str(subject, "name") ?? "";
  if (!lawId) return [];
  return defined(
    rows(d, "annexes").map((a) => {
      const label = str(a, "label");
      if (!label) return undefined;
      const title = str(a, "title");
      return hit(
        { kind: "annex", lawId, annex: label.replaceAll(" ", "") },
        `${name} ${label}${title ? ` ${title}` : ""}`,
        {
          link: str(a, "pdfLink") ?? str(a, "fileLink"),
        },
      );
    }),
  );
}

function decisionTextHits(d: Record<string, unknown>): SearchHit[] {
  const dec = d.decision as Record<string, unknown> | undefined;
  const h = dec ? decisionHit(dec) : undefined;
  return h ? [h] : [];
}

/** search_all's three sections, each of which may have failed on its own. */
function searchAllHits(d: Record<string, unknown>): { hits: SearchHit[]; failed: string[] } {
  const sections = [
    ["법령", "laws", lawHit],
    ["행정규칙", "adminRules", ruleHit("admrul")],
    ["자치법규", "ordinances", ruleHit("ordin")],
  ] as const;
  const hits: SearchHit[] = [];
  const failed: string[] = [];
  for (const [label, key, toHit] of sections) {
    const part = d[key] as Record<string, unknown> | undefined;
    const err = part?.error as { code?: string; message?: string } | undefined;
    if (err) failed.push(`${label}: [${err.code}] ${err.message}`);
    else hits.push(...defined(rows(part, "rows").map(toHit)));
  }
  return { hits, failed };
}

/** What to run for a query: the router's pick, or the plain-words pair. */
function sourcesFor(query: string): Source[] {
  const route = routeQuery(query);
  const a = route.args;
  switch (route.tool) {
    case "search_law":
    case "ai_search_law":
    case "search_law_advanced": {
      const q = str(a, "query") ?? str(a, "name") ?? route.extracted.laws[0]?.name ?? query;
      return [{
        label: "법령",
        tool: "search_law",
        args: { query: q },
        read: plain((d) => defined(rows(d, "rows").map(lawHit))),
      }];
    }
    case "get_law_text":
      return [{ label: "조문", tool: "get_law_text", args: a, read: plain(lawTextHits) }];
    case "get_annexes":
      return [{ label: "별표", tool: "get_annexes", args: a, read: plain(annexHits) }];
    case "get_decision_text":
      return [{ label: "결정", tool: "get_decision_text", args: a, read: plain(decisionTextHits) }];
    case "search_decisions":
      return [{
        label: "결정",
        tool: "search_decisions",
        args: a,
        read: plain((d) => defined(rows(d, "rows").map(decisionHit))),
      }];
    case "search_admin_rules":
      return [{
        label: "행정규칙",
        tool: "search_admin_rules",
        args: a,
        read: plain((d) => defined(rows(d, "rows").map(ruleHit("admrul")))),
      }];
    case "search_ordinances":
      return [{
        label: "자치법규",
        tool: "search_ordinances",
        args: a,
        read: plain((d) => defined(rows(d, "rows").map(ruleHit("ordin")))),
      }];
  }
  const laws = route.extracted.laws;
  if (laws.length > 0) {
    return [{
      label: "법령",
      tool: "search_law",
      args: { query: laws[0].name },
      read: plain((d) => defined(rows(d, "rows").map(lawHit))),
    }];
  }
  const words = str(a, "query") ?? (route.extracted.keywords.join(" ") || query);
  return [
    { label: "통합", tool: "search_all", args: { query: words }, read: searchAllHits },
    {
      label: "판례",
      tool: "search_decisions",
      args: { domain: "prec", query: words },
      read: plain((d) => defined(rows(d, "rows").map(decisionHit))),
    },
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
  const ran = await Promise.all(sources.map((s) => run(s.tool, s.args, ctx)));
  const results: SearchHit[] = [];
  const failed: string[] = [];
  ran.forEach((r, i) => {
    if (!r.ok) return void failed.push(`${sources[i].label}: ${r.text}`);
    const read = sources[i].read(r.data);
    results.push(...read.hits);
    failed.push(...read.failed.map((f) => `${sources[i].label}/${f}`));
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
