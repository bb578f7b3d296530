/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The search results page body: one section per kind with its total, dates and status; a
 * section whose upstream failed says so instead of pretending to be empty.
 *
 * @module
 */

import type { VNode } from "preact";
import { NOT_RECORDED_MESSAGE } from "../../lib/mod.ts";
import type { Call } from "../calls.ts";
import { ErrorPanel, StatusBadge, ymd } from "../ui.tsx";

/** Part of a search tool's structured output. */
export interface LawRow {
  lawId: string;
  mst: string;
  name: string;
  kind?: string;
  status?: string;
  effectiveDate?: string;
  promulgationDate?: string;
  ministry?: string;
}
/** Part of a search tool's structured output. */
export interface RuleRow {
  serial: string;
  name: string;
  kind?: string;
  ministry?: string;
  date?: string;
}
/** Part of a search tool's structured output. */
export interface Section<R> {
  total: number;
  rows: R[];
  error?: { code: string; message: string };
}
/** Part of a search tool's structured output. */
export interface SearchAll {
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
/** Part of a search tool's structured output. */
export interface DecisionSearch {
  domain: string;
  domainName: string;
  rows: DecisionRow[];
  total: number;
}

/** The grouped results: 법령, 행정규칙, 자치법규, then each decision domain. */
export function Results(
  { q, all, decisions, domains, note }: {
    q: string;
    all: Call<SearchAll>;
    decisions: Call<DecisionSearch>[];
    domains: readonly string[];
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
            <section aria-label={domains[i]}>
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
      {/* A section without an answer has no count: never "0건" for an outage or a demo gap. */}
      <h2 id={`g-${id}`}>
        {sec.error ? title : (
          <>
            {title} <span class="count">{sec.total.toLocaleString("ko-KR")}건</span>
          </>
        )}
      </h2>
      {sec.error
        ? sec.error.code === "NOT_RECORDED"
          ? (
            <p class="error not-recorded" data-code={sec.error.code}>
              {NOT_RECORDED_MESSAGE}
            </p>
          )
          : (
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
