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

/** A list of some other kind (institution rules, treaties, English laws) and its reader links. */
export interface OtherGroup {
  /** Section title. */
  title: string;
  /** `data-group` id. */
  id: string;
  /** The list tool's answer. */
  result: Call<Section<OtherRow>>;
  /** The reader page of a row. */
  href: (row: OtherRow) => string;
}
/** A row of those lists (the fields shown). */
export interface OtherRow {
  serial?: string;
  id?: string;
  lawId?: string;
  name: string;
  nameEnglish?: string;
  kind?: string;
  ministry?: string;
  issuedDate?: string;
  effectiveDate?: string;
  status?: string;
}

/** The grouped results: 법령, 행정규칙, 자치법규, each decision domain, then the other kinds. */
export function Results(
  { q, all, decisions, domains, note, others = [] }: {
    q: string;
    all: Call<SearchAll>;
    decisions: Call<DecisionSearch>[];
    domains: readonly string[];
    note?: string;
    others?: OtherGroup[];
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
              {all.data.adminRules.rows.map((r) => (
                <RuleItem key={r.serial} r={r} href={`/admin-rule/${r.serial}`} />
              ))}
            </Group>
            <Group title="자치법규" id="ordin" sec={all.data.ordinances}>
              {all.data.ordinances.rows.map((r) => (
                <RuleItem key={r.serial} r={r} href={`/ordinance/${r.serial}`} />
              ))}
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
      {others.map((g) =>
        g.result.ok
          ? (
            <Group title={g.title} id={g.id} sec={g.result.data}>
              {g.result.data.rows.map((r) => (
                <li>
                  <a href={g.href(r)}>{r.nameEnglish ?? r.name}</a>{" "}
                  <StatusBadge status={r.status} />
                  <div class="meta">
                    {[
                      r.nameEnglish && r.name,
                      r.kind,
                      r.ministry,
                      r.issuedDate && `발령 ${ymd(r.issuedDate)}`,
                      r.effectiveDate && `시행 ${ymd(r.effectiveDate)}`,
                    ].filter(Boolean).join(" · ")}
                  </div>
                </li>
              ))}
            </Group>
          )
          : (
            <section aria-label={g.title}>
              <ErrorPanel error={g.result.error} what={g.title} />
            </section>
          )
      )}
    </div>
  );
}

function RuleItem({ r, href }: { r: RuleRow; href: string }): VNode {
  return (
    <li>
      <a href={href}>{r.name}</a>
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
