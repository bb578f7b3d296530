/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The search results page body: one section per kind with its total, dates and status; a
 * section whose upstream failed says so instead of pretending to be empty.
 *
 * @module
 */

import type { VNode } from "preact";
import type { ToolOutcome, ToolOutput } from "../../lib/mod.ts";
import { decisionDomain, type DecisionDomainId } from "../../lib/law/mod.ts";
import type { Answer } from "../calls.ts";
import { pathTo } from "../location.ts";
import { StatusBadge, ymd } from "../ui.tsx";
import { DemoScope, type Gap, Group, type Shown, type ShownSection } from "./search_group.tsx";
import { type Institution, INSTITUTIONS } from "./rule.tsx";

type SearchAll = ToolOutput<"search_all">;
/** A statute row of search_all (search_law's rows are the same). */
export type LawRow = SearchAll["laws"]["rows"][number];
type RuleRow = SearchAll["adminRules"]["rows"][number];

/** The other kinds with a reader (institution rules, treaties, English laws): their answers. */
export interface OtherAnswers {
  /** search_institution_rules, per institution. */
  institutions: readonly (readonly [Institution, Answer<"search_institution_rules">])[];
  /** search_treaties. */
  treaties: Answer<"search_treaties">;
  /** search_english_laws. */
  english: Answer<"search_english_laws">;
}

/** A section drawn from a list answer, each row by `item`. */
function listed<R>(
  title: string,
  id: string,
  sec: ShownSection & { rows: readonly R[] },
  item: (row: R) => VNode,
): Shown {
  return { title, id, sec, items: sec.rows.map(item) };
}

/** A list tool's answer as a section: a failed call is a section with its error, drawn alike. */
function answered<R>(
  title: string,
  id: string,
  r: ToolOutcome<ShownSection & { rows: readonly R[] }>,
  item: (row: R) => VNode,
): Shown {
  return listed(title, id, r.ok ? r.structured : { total: 0, rows: [], error: r.error }, item);
}

/**
 * The grouped results: 법령, 행정규칙, 자치법규, each decision domain, then the other kinds. Every
 * section is one {@link Group} whether it has rows, a partial demo answer or no answer; what the
 * demo cannot know is said once, above them ({@link DemoScope}).
 */
export function Results(
  { q, all, decisions, domains, note, noteCode, others, demo }: {
    q: string;
    all: Answer<"search_all">;
    decisions: Answer<"search_decisions">[];
    domains: readonly DecisionDomainId[];
    note?: string;
    /** Set when the note tells an upstream failure: its code, and the note is an alert. */
    noteCode?: string;
    others?: OtherAnswers;
    /** Demo mode (no key): say what the recordings cannot answer. */
    demo?: boolean;
  },
): VNode {
  // search_all failed as a whole: each of its three sections says so.
  const part = <K extends "laws" | "adminRules" | "ordinances">(k: K) =>
    all.ok ? all.structured[k] : { total: 0, rows: [], error: all.error };
  const shown: Shown[] = [
    listed("법령", "laws", part("laws"), (r: LawRow) => (
      <li>
        <a href={pathTo`/law/${r.lawId}`}>{r.name}</a> <StatusBadge status={r.status} />
        <div class="meta">
          {[r.kind, r.ministry, r.effectiveDate && `시행 ${ymd(r.effectiveDate)}`]
            .filter(Boolean).join(" · ")}
        </div>
      </li>
    )),
    listed(
      "행정규칙",
      "admrul",
      part("adminRules"),
      (r: RuleRow) => <RuleItem key={r.serial} r={r} href={pathTo`/admin-rule/${r.serial}`} />,
    ),
    listed(
      "자치법규",
      "ordin",
      part("ordinances"),
      (r: RuleRow) => <RuleItem key={r.serial} r={r} href={pathTo`/ordinance/${r.serial}`} />,
    ),
    ...decisions.map((d, i) =>
      answered(
        d.ok ? d.structured.domainName : decisionDomain(domains[i]).name,
        d.ok ? d.structured.domain : domains[i],
        d,
        (r) => (
          <li>
            <a href={pathTo`/decision/${r.domain}/${r.id}`}>{r.title}</a>
            <div class="meta">
              {[r.org, r.caseNumber, r.date && ymd(r.date), r.kind].filter(Boolean).join(" · ")}
            </div>
          </li>
        ),
      )
    ),
    ...(others ? otherSections(others) : []),
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
      {note && (noteCode
        ? <p class="notice outage" role="alert" data-code={noteCode}>{note}</p>
        : <p class="notice">{note}</p>)}
      {demo && <DemoScope q={q} gaps={gaps} />}
      {shown.map((s) => <Group key={s.id} {...s} />)}
    </div>
  );
}

/** The sections of the other kinds, each row linked to its reader. */
function otherSections({ institutions, treaties, english }: OtherAnswers): Shown[] {
  return [
    ...institutions.map(([institution, r]) =>
      answered(INSTITUTIONS[institution], institution, r, (row) => (
        <OtherItem
          href={pathTo`/institution/${institution}/${row.serial}`}
          name={row.name}
          status={row.status}
          facts={[
            row.kind,
            row.ministry,
            row.issuedDate && `발령 ${ymd(row.issuedDate)}`,
            row.effectiveDate && `시행 ${ymd(row.effectiveDate)}`,
          ]}
        />
      ))
    ),
    answered("조약", "trty", treaties, (row) => (
      <OtherItem
        href={pathTo`/treaty/${row.id}`}
        name={row.name}
        facts={[row.kind, row.effectiveDate && `시행 ${ymd(row.effectiveDate)}`]}
      />
    )),
    answered("영문 법령", "elaw", english, (row) => (
      <OtherItem
        href={pathTo`/english/${row.lawId}`}
        name={row.nameEnglish ?? row.name}
        status={row.status}
        facts={[
          row.nameEnglish && row.name,
          row.kind,
          row.ministry,
          row.effectiveDate && `시행 ${ymd(row.effectiveDate)}`,
        ]}
      />
    )),
  ];
}

function OtherItem(
  { href, name, status, facts }: {
    href: string;
    name: string;
    status?: string;
    facts: (string | undefined)[];
  },
): VNode {
  return (
    <li>
      <a href={href}>{name}</a> <StatusBadge status={status} />
      <div class="meta">{facts.filter(Boolean).join(" · ")}</div>
    </li>
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
