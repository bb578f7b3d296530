/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * `/` and `/search?q=`: the box's reading first (article, annex or case number → straight to
 * that page), else one query across 법령·행정규칙·자치법규 (search_all) and 판례·헌재·해석례
 * (search_decisions), grouped by kind with dates and status.
 *
 * @module
 */

import { callTool, formatAnnexRef, type ToolContext, type ToolError } from "../../lib/mod.ts";
import { josa } from "../../lib/korean/mod.ts";
import { Home } from "./home.tsx";
import type { PageInput, PageResult } from "../page.ts";
import { pathTo, segment } from "../location.ts";
import type { Answer } from "../calls.ts";
import { outageHead, statusOf } from "../ui.tsx";
import { annexSegment, interpret, openQuery } from "../query.ts";
import { loadArticleIndex } from "../../lib/route/mod.ts";
import { INSTITUTIONS, isInstitution } from "./rule.tsx";
import { type OtherAnswers, Results } from "./search_results.tsx";
import type { Paging } from "./search_group.tsx";

/** Decision domains searched alongside the statutes (행정심판 stands for the tribunals). */
const DECISION_DOMAINS = ["prec", "detc", "expc", "decc"] as const;

/** The other kinds with a reader: institution rules, treaties, English laws. */
async function otherAnswers(ctx: ToolContext, words: string): Promise<OtherAnswers> {
  const few = { query: words, display: 5 };
  const [institutions, treaties, english] = await Promise.all([
    Promise.all(
      Object.keys(INSTITUTIONS).filter(isInstitution).map(async (institution) =>
        [
          institution,
          await callTool("search_institution_rules", { ...few, institution }, ctx),
        ] as const
      ),
    ),
    callTool("search_treaties", few, ctx),
    callTool("search_english_laws", few, ctx),
  ]);
  return { institutions, treaties, english };
}

/**
 * A failure of the upstream: it says nothing about whether the law exists (a miss, bad input
 * and demo mode's "not among the recordings" are not one).
 */
function unanswered(e: ToolError | undefined): e is ToolError {
  return e !== undefined && !["NOT_FOUND", "BAD_INPUT", "NOT_RECORDED"].includes(e.code);
}

/** Whether any section of the word search has an answer. */
function answeredAny(all: Answer<"search_all">, decisions: Answer<"search_decisions">[]): boolean {
  const parts = all.ok
    ? [all.structured.laws, all.structured.adminRules, all.structured.ordinances]
    : [];
  return parts.some((p) => !p.error) || decisions.some((d) => d.ok);
}

/**
 * In demo mode, the statutes of the word search the local library opens (the starter, without a
 * key): their rows link like recorded ones.
 */
async function libraryHeld(
  ctx: ToolContext,
  all: Answer<"search_all">,
): Promise<ReadonlySet<string>> {
  const held = new Set<string>();
  const lib = await ctx.library?.open().catch(() => undefined);
  if (!lib || !all.ok) return held;
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10); // KST
  for (const r of all.structured.laws.rows) {
    if (lib.getStatute({ lawId: r.lawId }, today)) held.add(r.lawId);
  }
  return held;
}

/** The search route. */
export async function searchPage({ query, ctx }: PageInput): Promise<PageResult> {
  const q = String(query.q ?? "");
  if (!q) {
    return {
      title: "검색",
      body: await Home({
        demo: ctx.demoNotice !== undefined,
        starter: ctx.library?.origin === "starter",
      }),
    };
  }
  // The one resolver the CLI uses too (lib/route/open.ts): a statute by its exact name, a
  // decision by its number, each pinned to what the recordings hold in demo mode.
  // The same reader as legal_research: the library's text with the topic table.
  await loadArticleIndex(ctx.library);
  const opened = await openQuery(q, ctx);
  const it = opened.kind === "law" ? opened.it : opened.kind === "none" ? opened.it : interpret(q);
  const lookup = opened.kind === "none" ? opened.error : undefined;
  if (opened.kind === "law") {
    // 법령ID comes from the upstream: encoded like every value (a control character in a
    // Location header would end the process).
    const id = opened.law.lawId;
    const mst = opened.call.arguments.mst;
    const pin = typeof mst === "string" ? `?mst=${segment(mst)}` : "";
    return {
      redirect: opened.it.kind === "article"
        ? pathTo`/law/${id}/${[opened.it.article, ...(opened.it.also ?? [])].join(",")}` +
          `${pin}#${segment(opened.it.article)}`
        : opened.it.annex
        ? pathTo`/law/${id}/annex/${annexSegment(opened.it.annex)}` + pin
        : pathTo`/law/${id}` + `${pin}#annexes-h`,
    };
  }
  if (opened.kind === "decision") {
    return { redirect: pathTo`/decision/${opened.domain}/${opened.id}` };
  }
  const words = it.kind === "words" ? it.query : it.kind === "article" && it.topic ? it.topic : q;
  const demo = ctx.demoNotice !== undefined;
  // A section's pages: `?kind=prec&page=2` is that section alone; a next page is offered only
  // where the tool says one follows (in demo mode, only where the recordings hold it).
  const paging = (id: string, sec: { page?: number; next?: unknown } | undefined): Paging => {
    const page = sec?.page ?? 1;
    const at = (n: number) => `/search?q=${segment(q)}&kind=${segment(id)}&page=${n}`;
    return {
      page,
      ...(page > 1 ? { prev: at(page - 1) } : {}),
      ...(sec?.next ? { next: at(page + 1) } : {}),
    };
  };
  const kind = typeof query.kind === "string"
    ? DECISION_DOMAINS.find((d) => d === query.kind)
    : undefined;
  if (kind) {
    const page = typeof query.page === "number" ? query.page : 1;
    const one = await callTool(
      "search_decisions",
      { domain: kind, query: words, display: 5, page },
      ctx,
    );
    return {
      title: `${q} 검색 (${page}쪽)`,
      query: q,
      body: (
        <Results
          q={q}
          decisions={[one]}
          domains={[kind]}
          demo={demo}
          paging={paging}
        />
      ),
    };
  }
  const [all, decisions, others] = await Promise.all([
    callTool("search_all", { query: words, display: 10 }, ctx),
    Promise.all(
      DECISION_DOMAINS.map((domain) =>
        callTool("search_decisions", { domain, query: words, display: 5 }, ctx)
      ),
    ),
    otherAnswers(ctx, words),
  ]);
  const shortcut = (it.kind === "article" && !it.topic) || it.kind === "annex";
  const wanted = it.kind === "annex"
    ? (it.annex ? formatAnnexRef(it.annex) : "별표")
    : it.kind === "article"
    ? it.article
    : "";
  const name = it.kind === "article" || it.kind === "annex" ? `'${it.name}'` : "";
  // An outage while looking the law up is said as one, with its kind: never "찾지 못해".
  const down = unanswered(lookup) ? lookup : undefined;
  const note = down
    ? `${josa(name, "을/를")} 찾는 동안 ${outageHead(down.code)} (${down.code}). ${wanted}로 ` +
      "바로 가지 못했고, 아래 낱말 검색도 같은 이유로 비어 있을 수 있습니다."
    // An everyday question names its statute and article even when that statute cannot be
    // opened here, as the CLI and legal_research do.
    : it.kind === "article" && it.topic
    ? `답하는 조문: ${it.name} ${[it.article, ...(it.also ?? [])].join("·")} ('${it.topic}'). ` +
      `이 법령을 여기서 열 수 없어 '${words}'(으)로 찾았습니다.`
    : shortcut
    ? `${josa(name, "을/를")} 찾지 못해 ${wanted} 대신 낱말로 찾았습니다.`
    : undefined;
  return {
    // Nothing answered at all: the page is the outage's (503), not a 200 with empty sections.
    ...(down && !answeredAny(all, decisions) ? { status: statusOf(down) } : {}),
    title: `${q} 검색`,
    query: q,
    body: (
      <Results
        q={q}
        all={all}
        decisions={decisions}
        domains={DECISION_DOMAINS}
        note={note}
        noteCode={down?.code}
        others={others}
        demo={demo}
        held={demo ? await libraryHeld(ctx, all) : undefined}
        paging={paging}
      />
    ),
  };
}
