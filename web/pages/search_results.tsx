/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The search results page body: one section per kind with its total, dates and status; a
 * section whose upstream failed says so instead of pretending to be empty.
 *
 * @module
 */

import type { VNode } from "preact";
import { decisionDomain, type DecisionDomainId } from "../../lib/law/mod.ts";
import type { Call } from "../calls.ts";
import { StatusBadge, ymd } from "../ui.tsx";
import { DemoScope, type Gap, Group, type Shown } from "./search_group.tsx";

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
  /** Set in demo mode when the rows come from the recordings' own titles, not a search. */
  demo?: { partial: true };
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
  demo?: { partial: true };
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

/** A tool's answer as a section: a failed call is a section with an error, drawn the same way. */
function sectionOf<T>(r: Call<T>): T | Section<never> {
  return r.ok ? r.data : { total: 0, rows: [], error: r.error };
}

/**
 * The grouped results: 법령, 행정규칙, 자치법규, each decision domain, then the other kinds. Every
 * section is one {@link Group} whether it has rows, a partial demo answer or no answer; what the
 * demo cannot know is said once, above them ({@link DemoScope}).
 */
export function Results(
  { q, all, decisions, domains, note, others = [], demo }: {
    q: string;
    all: Call<SearchAll>;
    decisions: Call<DecisionSearch>[];
    domains: readonly DecisionDomainId[];
    note?: string;
    others?: OtherGroup[];
    /** Demo mode (no key): say what the recordings cannot answer. */
    demo?: boolean;
  },
): VNode {
  // search_all failed as a whole: each of its three sections says so.
  const none: Section<never> = { total: 0, rows: [], error: all.ok ? undefined : all.error };
  const laws = all.ok ? all.data.laws : none;
  const adminRules = all.ok ? all.data.adminRules : none;
  const ordinances = all.ok ? all.data.ordinances : none;
  const shown: Shown[] = [
    {
      title: "법령",
      id: "laws",
      sec: laws,
      items: laws.rows.map((r: LawRow) => (
        <li>
          <a href={`/law/${r.lawId}`}>{r.name}</a> <StatusBadge status={r.status} />
          <div class="meta">
            {[r.kind, r.ministry, r.effectiveDate && `시행 ${ymd(r.effectiveDate)}`]
              .filter(Boolean).join(" · ")}
          </div>
        </li>
      )),
    },
    {
      title: "행정규칙",
      id: "admrul",
      sec: adminRules,
      items: adminRules.rows.map((r: RuleRow) => (
        <RuleItem key={r.serial} r={r} href={`/admin-rule/${r.serial}`} />
      )),
    },
    {
      title: "자치법규",
      id: "ordin",
      sec: ordinances,
      items: ordinances.rows.map((r: RuleRow) => (
        <RuleItem key={r.serial} r={r} href={`/ordinance/${r.serial}`} />
      )),
    },
    ...decisions.map((d, i): Shown => {
      const sec = sectionOf(d) as Section<DecisionRow>;
      return {
        title: d.ok ? d.data.domainName : decisionDomain(domains[i]).name,
        id: d.ok ? d.data.domain : domains[i],
        sec,
        items: sec.rows.map((r) => (
          <li>
            <a href={`/decision/${r.domain}/${encodeURIComponent(r.id)}`}>{r.title}</a>
            <div class="meta">
              {[r.org, r.caseNumber, r.date && ymd(r.date), r.kind].filter(Boolean).join(" · ")}
            </div>
          </li>
        )),
      };
    }),
    ...others.map((g): Shown => {
      const sec = sectionOf(g.result) as Section<OtherRow>;
      return {
        title: g.title,
        id: g.id,
        sec,
        items: sec.rows.map((r) => (
          <li>
            <a href={g.href(r)}>{r.nameEnglish ?? r.name}</a> <StatusBadge status={r.status} />
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
        )),
      };
    }),
  ];
  const gaps = shown.map((s): { title: string; gap: Gap } => ({
    title: s.title,
    gap: s.sec.error
      ? (s.sec.error.code === "NOT_RECORDED" ? "not-recorded" : "failed")
      : s.sec.demo
      ? "partial"
      : "answered",
  }));
  return (
    <div class="results">
      <h1>'{q}' 검색 결과</h1>
      {note && <p class="notice">{note}</p>}
      {demo && <DemoScope q={q} gaps={gaps} />}
      {shown.map((s) => <Group key={s.id} {...s} />)}
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
