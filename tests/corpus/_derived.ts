/**
 * Tool calls derived from the fixture indexes: for each recorded request, the call a user
 * would make to reach it (bodies by id, lists by query, decisions by domain and id). With the
 * tools' own examples this reaches every recording a tool can read.
 *
 * @module
 */

import { DECISION_DOMAIN_IDS } from "../../lib/law/decision_domains.ts";
import { FIXTURES } from "../replay/_helpers.ts";

/** A tool call. */
export type Call = [tool: string, args: Record<string, unknown>];

interface Entry {
  endpoint: "search" | "service";
  target: string;
  kind: string;
  params: Record<string, string>;
}

const DOMAINS = new Set<string>(DECISION_DOMAIN_IDS);

/** The law locator an entry names: ID → lawId, MST → mst. */
function law(p: Record<string, string>): Record<string, string> | undefined {
  return p.ID ? { lawId: p.ID } : p.MST ? { mst: p.MST } : undefined;
}

function forEntry(e: Entry): Call[] {
  const p = e.params;
  const q = p.query;
  if (e.endpoint === "search") {
    if (p.nb && DOMAINS.has(e.target)) {
      return [
        ["search_decisions", { domain: e.target, caseNumber: p.nb }],
        ["legal_analysis", { mode: "verify_citations", text: `${p.nb} 사건을 따른다.` }],
      ];
    }
    if (!q) return [];
    if (DOMAINS.has(e.target)) return [["search_decisions", { domain: e.target, query: q }]];
    const byTarget: Record<string, Call[]> = {
      law: [["search_law", { query: q }], ["suggest_law_names", { query: q }]],
      eflaw: [["list_law_versions", { name: q }]],
      admrul: [["search_admin_rules", { query: q }]],
      ordin: [["search_ordinances", { query: q }]],
      trty: [["search_treaties", { query: q }]],
      elaw: [["search_english_laws", { query: q }]],
      lstrm: [["search_legal_terms", { query: q }]],
      dlytrm: [["search_daily_terms", { query: q }]],
      oneview: [["get_law_oneview", { query: q }]],
      licbyl: [["get_annexes", { name: q }]],
      lsRlt: [["get_related_laws", { name: q }]],
    };
    return byTarget[e.target] ?? [];
  }
  if (DOMAINS.has(e.target) && p.ID) {
    return [["get_decision_text", { domain: e.target, id: p.ID }]];
  }
  const loc = law(p);
  switch (e.target) {
    case "law":
      return loc
        ? [
          ["get_law_text", { ...loc, include: ["supplements", "annexes", "reasons"] }],
          ["get_annexes", loc],
        ]
        : [];
    case "eflaw":
      return loc && p.efYd ? [["get_law_text", { ...loc, asOf: p.efYd }]] : [];
    case "admrul":
      return p.ID
        ? [["get_admin_rule", { id: p.ID }], ["get_annexes", {
          family: "행정규칙",
          id: p.ID,
        }]]
        : [];
    case "ordin":
      return p.MST ? [["get_ordinance", { mst: p.MST, include: ["supplements", "reasons"] }]] : [];
    case "trty":
      return p.ID ? [["get_treaty", { id: p.ID }]] : [];
    case "elaw":
      return loc ? [["get_english_law", loc]] : [];
    case "lsStmd":
      return loc ? [["get_law_system", loc]] : [];
    case "lsDelegated":
      return loc ? [["get_delegated_laws", loc]] : [];
    case "oldAndNew":
      return loc ? [["compare_old_new", loc]] : [];
    case "oneview":
      return p.MST ? [["get_law_oneview", { mst: p.MST }]] : [];
    case "lstrm":
      return q ? [["get_legal_term", { term: q }]] : [];
    default:
      return [];
  }
}

/** Every derived call, once each, in index order. */
export function derivedCalls(): Call[] {
  const seen = new Set<string>();
  const out: Call[] = [];
  for (const f of [...Deno.readDirSync(new URL("drf/", FIXTURES))].map((d) => d.name).sort()) {
    if (!/^index.*\.json$/.test(f)) continue;
    const index = JSON.parse(Deno.readTextFileSync(new URL(`drf/${f}`, FIXTURES)));
    for (const e of index.entries as Entry[]) {
      for (const c of forEntry(e)) {
        const key = JSON.stringify(c);
        if (!seen.has(key)) out.push(c), seen.add(key);
      }
    }
  }
  return out;
}
