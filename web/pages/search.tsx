/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * `/` and `/search?q=`: the box's reading first (article, annex or case number → straight to
 * that page), else one query across 법령·행정규칙·자치법규 (search_all) and 판례·헌재·해석례
 * (search_decisions), grouped by kind with dates and status.
 *
 * @module
 */

import { formatAnnexRef, type ToolContext } from "../../lib/mod.ts";
import { normalizeLawName } from "../../lib/law/mod.ts";
import { josa } from "../../lib/korean/mod.ts";
import { type Call, call } from "../calls.ts";
import { Home } from "./home.tsx";
import type { PageInput, PageResult } from "../page.ts";
import { annexSegment, interpret } from "../query.ts";
import {
  type DecisionSearch,
  type LawRow,
  type OtherGroup,
  type OtherRow,
  Results,
  type SearchAll,
  type Section,
} from "./search_results.tsx";

/** Decision domains searched alongside the statutes (행정심판 stands for the tribunals). */
const DECISION_DOMAINS = ["prec", "detc", "expc", "decc"] as const;

/** The other kinds with a reader: institution rules, treaties, English laws. */
function otherGroups(ctx: ToolContext, words: string): Promise<OtherGroup>[] {
  const list = (tool: string, args: Record<string, unknown>) =>
    call<Section<OtherRow>>(ctx, tool, { ...args, query: words, display: 5 });
  const institutions: [string, string][] = [["school", "학칙"], ["public", "공단 규정"], [
    "pi",
    "공공기관 규정",
  ]];
  return [
    ...institutions.map(async ([institution, title]) => ({
      title,
      id: institution,
      result: await list("search_institution_rules", { institution }),
      href: (r: OtherRow) => `/institution/${institution}/${r.serial}`,
    })),
    list("search_treaties", {}).then((result) => ({
      title: "조약",
      id: "trty",
      result,
      href: (r: OtherRow) => `/treaty/${r.id}`,
    })),
    list("search_english_laws", {}).then((result) => ({
      title: "영문 법령",
      id: "elaw",
      result,
      href: (r: OtherRow) => `/english/${r.lawId}`,
    })),
  ];
}

/** Finds the statute a name means (exact name first) for the article and annex shortcuts. */
async function findLaw(ctx: ToolContext, name: string): Promise<Call<LawRow | undefined>> {
  const r = await call<{ rows: LawRow[] }>(ctx, "search_law", { query: name, display: 20 });
  if (!r.ok) return r;
  const want = normalizeLawName(name);
  const exact = r.data.rows.find((row) => normalizeLawName(row.name) === want);
  return { ok: true, data: exact ?? r.data.rows[0] };
}

/** The search route. */
export async function searchPage({ query, ctx }: PageInput): Promise<PageResult> {
  const q = String(query.q ?? "");
  if (!q) return { title: "검색", body: await Home({ demo: ctx.demoNotice !== undefined }) };
  const it = interpret(q);
  if (it.kind === "article" || it.kind === "annex") {
    const law = await findLaw(ctx, it.name);
    if (law.ok && law.data) {
      const base = `/law/${law.data.lawId}`;
      return {
        redirect: it.kind === "article"
          ? `${base}/${encodeURIComponent(it.article)}#${encodeURIComponent(it.article)}`
          : `${base}/annex/${encodeURIComponent(annexSegment(it.annex))}`,
      };
    }
  }
  if (it.kind === "case") {
    const r = await call<DecisionSearch>(ctx, "search_decisions", { caseNumber: it.caseNumber });
    if (r.ok && r.data.rows.length === 1) {
      const row = r.data.rows[0];
      return { redirect: `/decision/${row.domain}/${encodeURIComponent(row.id)}` };
    }
  }
  const words = it.kind === "words" ? it.query : it.kind === "article" && it.topic ? it.topic : q;
  const [[all, ...decisions], others] = await Promise.all([
    Promise.all([
      call<SearchAll>(ctx, "search_all", { query: words, display: 10 }),
      ...DECISION_DOMAINS.map((domain) =>
        call<DecisionSearch>(ctx, "search_decisions", { domain, query: words, display: 5 })
      ),
    ]),
    Promise.all(otherGroups(ctx, words)),
  ]);
  const note = (it.kind === "article" && !it.topic) || it.kind === "annex"
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
        all={all as Call<SearchAll>}
        decisions={decisions as Call<DecisionSearch>[]}
        domains={DECISION_DOMAINS}
        note={note}
        others={others}
        demo={ctx.demoNotice !== undefined}
      />
    ),
  };
}
