/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * `/` and `/search?q=`: the box's reading first (article, annex or case number → straight to
 * that page), else one query across 법령·행정규칙·자치법규 (search_all) and 판례·헌재·해석례
 * (search_decisions), grouped by kind with dates and status.
 *
 * @module
 */

import type { VNode } from "preact";
import { formatAnnexRef, normalizeLawName, type ToolContext } from "../../lib/mod.ts";
import { type Call, call } from "../calls.ts";
import type { PageInput, PageResult } from "../page.ts";
import { annexSegment, interpret } from "../query.ts";
import { ErrorPanel, StatusBadge, ymd } from "../ui.tsx";

interface LawRow {
  lawId: string;
  mst: string;
  name: string;
  kind?: string;
  status?: string;
  effectiveDate?: string;
  promulgationDate?: string;
  ministry?: string;
}
interface RuleRow {
  serial: string;
  name: string;
  kind?: string;
  ministry?: string;
  date?: string;
}
interface Section<R> {
  total: number;
  rows: R[];
  error?: { code: string; message: string };
}
interface SearchAll {
  laws: Section<LawRow>;
  adminRules: Section<RuleRow>;
  ordinances: Section<RuleRow>;
}
/** A decision search row (search_decisions). */
export interface DecisionRow {
  domain: string;
  id: string;
  title: string;
  caseNumber?: string;
  date?: string;
  org?: string;
  kind?: string;
}
interface DecisionSearch {
  domain: string;
  domainName: string;
  rows: DecisionRow[];
  total: number;
}

/** Decision domains searched alongside the statutes. */
const DECISION_DOMAINS = ["prec", "detc", "expc"] as const;

/** Finds the statute a name means (exact name first) for the article and annex shortcuts. */
async function findLaw(ctx: ToolContext, name: string): Promise<Call<LawRow | undefined>> {
  const r = await call<{ rows: LawRow[] }>(ctx, "search_law", { query: name, display: 20 });
  if (!r.ok) return r;
  const want = normalizeLawName(name);
  const exact = r.data.rows.find((row) => normalizeLawName(row.name) === want);
  return { ok: true, data: exact ?? r.data.rows[0] };
}

/** The search route. */
export async function searchPage({ url, ctx }: PageInput): Promise<PageResult> {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  if (!q) return { title: "검색", body: <Home /> };
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
  const words = it.kind === "words" ? it.query : q;
  const [all, ...decisions] = await Promise.all([
    call<SearchAll>(ctx, "search_all", { query: words, display: 10 }),
    ...DECISION_DOMAINS.map((domain) =>
      call<DecisionSearch>(ctx, "search_decisions", { domain, query: words, display: 5 })
    ),
  ]);
  const note = it.kind === "article" || it.kind === "annex"
    ? `'${it.name}'을(를) 찾지 못해 ${
      it.kind === "annex" ? formatAnnexRef(it.annex) : it.article
    } 대신 낱말로 찾았습니다.`
    : undefined;
  return {
    title: `${q} 검색`,
    query: q,
    body: <Results q={q} all={all} decisions={decisions} note={note} />,
  };
}

function Home(): VNode {
  return (
    <section class="home">
      <h1>법령을 찾고, 조문으로 읽고, 별표를 표로 봅니다</h1>
      <p>
        위 칸에 법령명(<a href="/search?q=건축법">건축법</a>),
        조문(<a href="/search?q=민법+제750조">
          민법 제750조
        </a>), 사건번호나 낱말(<a href="/search?q=임금">임금</a>)을 넣으세요.
      </p>
    </section>
  );
}

function Results(
  { q, all, decisions, note }: {
    q: string;
    all: Call<SearchAll>;
    decisions: Call<DecisionSearch>[];
    note?: string;
  },
): VNode {
  return (
    <div class="results">
      <h1>'{q}' 검색 결과</h1>
      {note && <p class="notice">{note}</p>}
      {all.ok
        ? (
          <>
            <Group title="법령" id="laws" sec={all.data.laws}>
              {all.data.laws.rows.map((r) => (
                <li>
                  <a href={`/law/${r.lawId}`}>{r.name}</a> <StatusBadge status={r.status} />
                  <div class="meta">
                    {[r.kind, r.ministry, r.effectiveDate && `시행 ${ymd(r.effectiveDate)}`]
                      .filter(Boolean).join(" · ")}
                  </div>
                </li>
              ))}
            </Group>
            <Group title="행정규칙" id="admrul" sec={all.data.adminRules}>
              {all.data.adminRules.rows.map((r) => <RuleItem key={r.serial} r={r} />)}
            </Group>
            <Group title="자치법규" id="ordin" sec={all.data.ordinances}>
              {all.data.ordinances.rows.map((r) => <RuleItem key={r.serial} r={r} />)}
            </Group>
          </>
        )
        : <ErrorPanel error={all.error} what="법령" />}
      {decisions.map((d, i) =>
        d.ok
          ? (
            <Group title={d.data.domainName} id={d.data.domain} sec={d.data}>
              {d.data.rows.map((r) => (
                <li>
                  <a href={`/decision/${r.domain}/${encodeURIComponent(r.id)}`}>{r.title}</a>
                  <div class="meta">
                    {[r.org, r.caseNumber, r.date && ymd(r.date), r.kind].filter(Boolean)
                      .join(" · ")}
                  </div>
                </li>
              ))}
            </Group>
          )
          : (
            <section aria-label={DECISION_DOMAINS[i]}>
              <ErrorPanel error={d.error} what="결정" />
            </section>
          )
      )}
    </div>
  );
}

function RuleItem({ r }: { r: RuleRow }): VNode {
  return (
    <li>
      {r.name}
      <div class="meta">
        {[r.kind, r.ministry, r.date && ymd(r.date), `일련번호 ${r.serial}`].filter(Boolean)
          .join(" · ")}
      </div>
    </li>
  );
}

function Group(
  { title, id, sec, children }: {
    title: string;
    id: string;
    sec: Section<unknown>;
    children: VNode[];
  },
): VNode {
  return (
    <section aria-labelledby={`g-${id}`} data-group={id}>
      <h2 id={`g-${id}`}>
        {title} <span class="count">{sec.total.toLocaleString("ko-KR")}건</span>
      </h2>
      {sec.error
        ? (
          <p class="error outage" data-code={sec.error.code}>
            이 부분은 지금 답을 받지 못했습니다.
          </p>
        )
        : sec.rows.length
        ? <ol>{children}</ol>
        : <p class="empty">찾은 것이 없습니다.</p>}
    </section>
  );
}
