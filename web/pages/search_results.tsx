/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The search results page body: one section per kind with its total, dates and status; a
 * section whose upstream failed says so instead of pretending to be empty.
 *
 * @module
 */

import type { VNode } from "preact";
import {
  caseKey,
  courtOfCaseNumber,
  displayCaseNumber,
  type ToolOutcome,
  type ToolOutput,
} from "../../lib/mod.ts";
import { decisionDomain, type DecisionDomainId } from "../../lib/law/mod.ts";
import type { Answer } from "../calls.ts";
import { recordedHref } from "../demo_links.ts";
import { pathTo } from "../location.ts";
import { StatusBadge, ymd } from "../ui.tsx";
import {
  DemoScope,
  type Gap,
  Gaps,
  Group,
  type Paging,
  type Shown,
  type ShownSection,
} from "./search_group.tsx";
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
  { q, all, decisions, domains, note, noteCode, others, demo, held, paging }: {
    q: string;
    /** search_all's answer; absent on one section's own pages. */
    all?: Answer<"search_all">;
    decisions: Answer<"search_decisions">[];
    domains: readonly DecisionDomainId[];
    note?: string;
    /** Set when the note tells an upstream failure: its code, and the note is an alert. */
    noteCode?: string;
    others?: OtherAnswers;
    /** Demo mode (no key): say what the recordings cannot answer. */
    demo?: boolean;
    /** In demo mode, the statutes (법령ID) the local library opens: their links work too. */
    held?: ReadonlySet<string>;
    /** The previous/next page links of a decision section (see search.tsx). */
    paging?: (id: string, sec: { page?: number; next?: unknown } | undefined) => Paging;
  },
): VNode {
  // In demo mode a row links only where a recording opens it, pinned as recorded, or where the
  // local library holds the statute.
  const pin: Pin = (href, tool, args) =>
    !demo ? href : recordedHref({ tool, arguments: args }) ??
      (tool === "get_law_text" && held?.has(args.lawId ?? "") ? href : undefined);
  // search_all failed as a whole: each of its three sections says so.
  const part = <K extends "laws" | "adminRules" | "ordinances">(a: Answer<"search_all">, k: K) =>
    a.ok ? a.structured[k] : { total: 0, rows: [], error: a.error };
  const statutes = (a: Answer<"search_all">): Shown[] => [
    listed("법령", "laws", part(a, "laws"), (r: LawRow) => (
      <li>
        <Title
          href={pin(pathTo`/law/${r.lawId}`, "get_law_text", { lawId: r.lawId })}
          name={r.name}
        />{" "}
        <StatusBadge status={r.status} />
        <div class="meta">
          {[r.kind, r.ministry, r.effectiveDate && `시행 ${ymd(r.effectiveDate)}`]
            .filter(Boolean).join(" · ")}
        </div>
      </li>
    )),
    listed(
      "행정규칙",
      "admrul",
      part(a, "adminRules"),
      (r: RuleRow) => (
        <RuleItem
          key={r.serial}
          r={r}
          href={pin(pathTo`/admin-rule/${r.serial}`, "get_admin_rule", { id: r.serial })}
        />
      ),
    ),
    listed(
      "자치법규",
      "ordin",
      part(a, "ordinances"),
      (r: RuleRow) => (
        <RuleItem
          key={r.serial}
          r={r}
          href={pin(pathTo`/ordinance/${r.serial}`, "get_ordinance", { mst: r.serial })}
        />
      ),
    ),
  ];
  const shown: Shown[] = [
    ...(all ? statutes(all) : []),
    ...decisions.map((d, i) => {
      const shown = answered(
        d.ok ? d.structured.domainName : decisionDomain(domains[i]).name,
        d.ok ? d.structured.domain : domains[i],
        d.ok
          ? { ...d, structured: { ...d.structured, rows: oneRowPerCase(d.structured.rows, pin) } }
          : d,
        (r) => (
          <li>
            <Title
              href={pin(pathTo`/decision/${r.domain}/${r.id}`, "get_decision_text", {
                domain: r.domain,
                id: r.id,
              })}
              name={r.title}
            />
            <div class="meta">
              {[
                r.org || (r.caseNumber && courtOfCaseNumber(r.caseNumber)),
                r.caseNumber && displayCaseNumber(r.caseNumber),
                r.date && ymd(r.date),
                r.kind,
              ].filter(Boolean).join(" · ")}
            </div>
          </li>
        ),
      );
      return paging
        ? { ...shown, paging: paging(shown.id, d.ok ? d.structured : undefined) }
        : shown;
    }),
    ...(others ? otherSections(others, pin) : []),
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
      {shown.filter((s) => !s.sec.error).map((s) => <Group key={s.id} {...s} />)}
      <Gaps shown={shown.filter((s) => s.sec.error)} />
    </div>
  );
}

/** A row's link: the reader page, or in demo mode the recording's (undefined: not held). */
type Pin = (href: string, tool: string, args: Record<string, string>) => string | undefined;

/**
 * One row per case: the same number and court written two ways (2023두41055, 대법원-2023-두-41055)
 * or listed twice under two ids is one row — the one the demo holds, if any.
 */
function oneRowPerCase<R extends { domain: string; id: string; caseNumber?: string; org?: string }>(
  rows: readonly R[],
  pin: Pin,
): R[] {
  const kept = new Map<string, R>();
  const out: (R | string)[] = [];
  for (const r of rows) {
    const key = r.caseNumber ? caseKey(r.caseNumber, r.org) : undefined;
    if (!key) {
      out.push(r);
      continue;
    }
    const had = kept.get(key);
    const opens = (x: R) => !!pin("/", "get_decision_text", { domain: x.domain, id: x.id });
    if (!had) {
      kept.set(key, r);
      out.push(key);
    } else if (!opens(had) && opens(r)) kept.set(key, r);
  }
  return out.map((x) => typeof x === "string" ? kept.get(x)! : x);
}

/** A row's title: a link where it opens, else the name and that the demo does not hold it. */
function Title({ href, name }: { href: string | undefined; name: string }): VNode {
  if (href) return <a href={href}>{name}</a>;
  return (
    <span class="absent" data-demo="absent">
      {name} <small class="absent-note">데모에 없음</small>
    </span>
  );
}

/** The sections of the other kinds, each row linked to its reader. */
function otherSections(
  { institutions, treaties, english }: OtherAnswers,
  pin: Pin,
): Shown[] {
  return [
    ...institutions.map(([institution, r]) =>
      answered(INSTITUTIONS[institution], institution, r, (row) => (
        <OtherItem
          href={pin(pathTo`/institution/${institution}/${row.serial}`, "get_institution_rule", {
            institution,
            id: row.serial,
          })}
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
        href={pin(pathTo`/treaty/${row.id}`, "get_treaty", { id: row.id })}
        name={row.name}
        facts={[row.kind, row.effectiveDate && `시행 ${ymd(row.effectiveDate)}`]}
      />
    )),
    answered("영문 법령", "elaw", english, (row) => (
      <OtherItem
        href={pin(pathTo`/english/${row.lawId}`, "get_english_law", { lawId: row.lawId })}
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
    href: string | undefined;
    name: string;
    status?: string;
    facts: (string | undefined)[];
  },
): VNode {
  return (
    <li>
      <Title href={href} name={name} /> <StatusBadge status={status} />
      <div class="meta">{facts.filter(Boolean).join(" · ")}</div>
    </li>
  );
}

function RuleItem({ r, href }: { r: RuleRow; href: string | undefined }): VNode {
  return (
    <li>
      <Title href={href} name={r.name} />
      <div class="meta">
        {[r.kind, r.ministry, r.date && ymd(r.date), `일련번호 ${r.serial}`].filter(Boolean)
          .join(" · ")}
      </div>
    </li>
  );
}
