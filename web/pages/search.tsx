/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * `/` and `/search?q=`: the box's reading first (article, annex or case number → straight to
 * that page), else one query across 법령·행정규칙·자치법규 (search_all) and 판례·헌재·해석례
 * (search_decisions), grouped by kind with dates and status.
 *
 * @module
 */

import { callTool, formatAnnexRef, type ToolContext } from "../../lib/mod.ts";
import { josa } from "../../lib/korean/mod.ts";
import { normalizeLawName } from "../../lib/law/mod.ts";
import { Home } from "./home.tsx";
import type { PageInput, PageResult } from "../page.ts";
import { annexSegment, interpret } from "../query.ts";
import { loadArticleIndex } from "../../lib/route/mod.ts";
import { INSTITUTIONS, isInstitution } from "./rule.tsx";
import { type LawRow, type OtherAnswers, Results } from "./search_results.tsx";

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

/** Finds the statute a name means (exact name first) for the article and annex shortcuts. */
async function findLaw(ctx: ToolContext, name: string): Promise<LawRow | undefined> {
  const r = await callTool("search_law", { query: name, display: 20 }, ctx);
  if (!r.ok) return undefined;
  const want = normalizeLawName(name);
  const { rows } = r.structured;
  return rows.find((row) => normalizeLawName(row.name) === want) ?? rows[0];
}

/** The search route. */
export async function searchPage({ query, ctx }: PageInput): Promise<PageResult> {
  const q = String(query.q ?? "");
  if (!q) return { title: "검색", body: await Home({ demo: ctx.demoNotice !== undefined }) };
  // The same reader as the CLI and legal_research: the library's text with the topic table.
  await loadArticleIndex();
  const it = interpret(q);
  if (it.kind === "article" || it.kind === "annex") {
    const law = await findLaw(ctx, it.name);
    if (law) {
      const base = `/law/${law.lawId}`;
      return {
        redirect: it.kind === "article"
          ? `${base}/${encodeURIComponent([it.article, ...(it.also ?? [])].join(","))}#${
            encodeURIComponent(it.article)
          }`
          : `${base}/annex/${encodeURIComponent(annexSegment(it.annex))}`,
      };
    }
  }
  if (it.kind === "case") {
    const r = await callTool("search_decisions", { caseNumber: it.caseNumber }, ctx);
    if (r.ok && r.structured.rows.length === 1) {
      const row = r.structured.rows[0];
      return { redirect: `/decision/${row.domain}/${encodeURIComponent(row.id)}` };
    }
  }
  const words = it.kind === "words" ? it.query : it.kind === "article" && it.topic ? it.topic : q;
  const [all, decisions, others] = await Promise.all([
    callTool("search_all", { query: words, display: 10 }, ctx),
    Promise.all(
      DECISION_DOMAINS.map((domain) =>
        callTool("search_decisions", { domain, query: words, display: 5 }, ctx)
      ),
    ),
    otherAnswers(ctx, words),
  ]);
  // An everyday question names its statute and article even when that statute cannot be opened
  // here, as the CLI and legal_research do.
  const note = it.kind === "article" && it.topic
    ? `답하는 조문: ${it.name} ${[it.article, ...(it.also ?? [])].join("·")} ('${it.topic}'). ` +
      `이 법령을 여기서 열 수 없어 '${words}'(으)로 찾았습니다.`
    : it.kind === "article" || it.kind === "annex"
    ? `${josa(`'${it.name}'`, "을/를")} 찾지 못해 ${
      it.kind === "annex" ? formatAnnexRef(it.annex) : it.article
    } 대신 낱말로 찾았습니다.`
    : undefined;
  return {
    title: `${q} 검색`,
    query: q,
    body: (
      <Results
        q={q}
        all={all}
        decisions={decisions}
        domains={DECISION_DOMAINS}
        note={note}
        others={others}
        demo={ctx.demoNotice !== undefined}
      />
    ),
  };
}
