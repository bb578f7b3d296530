/**
 * What each DRF target answers, as the readers expect it: one probe per target (a request that
 * upstream answers with data — where a real recording exists, the recorded request) and the
 * envelope the reader takes (root, row key) with the fields it cannot do without. `doctor
 * {shapes: true}` asks every probe once and compares; the entity test runs every recording
 * through `read`. Decision targets come from the decision-domain vocabulary (one source); the
 * rest are listed here beside the reader each tool uses.
 *
 * @module
 */

import { DECISION_DOMAINS, type DecisionDomain } from "../../law/decision_domains.ts";
import * as admrulOldNew from "../../parse/admrul_oldnew.ts";
import { parseAdminRule, parseAdminRuleSearch } from "../../parse/admrul.ts";
import { parseAiSearch } from "../../parse/ai_search.ts";
import { parseDecisionBody, parseDecisionList } from "../../parse/decision.ts";
import { parseDelegations } from "../../parse/delegation.ts";
import { parseEnglishLaw, parseEnglishLawList } from "../../parse/elaw.ts";
import { parseArticleHistory, parseLawChanges } from "../../parse/law_change.ts";
import { parseAbbreviations, parseDeleted } from "../../parse/law_extras.ts";
import { parseLawSystem } from "../../parse/law_system.ts";
import { parseOldNew, parseOldNewList } from "../../parse/old_new.ts";
import { parseOneview, parseOneviewList } from "../../parse/oneview.ts";
import { parseOrdinance, parseOrdinanceFields, parseOrdinanceSearch } from "../../parse/ordin.ts";
import { parseLinkList } from "../../parse/ordin_links.ts";
import { parseRelatedLaws } from "../../parse/related_laws.ts";
import { LAW_LIST, parseLawSearch } from "../../parse/search.ts";
import { parseStatute } from "../../parse/statute.ts";
import {
  parseArticleTerms,
  parseDailyToLegal,
  parseLegalToDaily,
  parseTermArticles,
} from "../../parse/term_links.ts";
import {
  parseDailyTermList,
  parseKbTermList,
  parseLegalTermBody,
  parseLegalTermList,
} from "../../parse/terms.ts";
import { parseThreeWay } from "../../parse/three_way.ts";
import { parseTreaty, parseTreatyList } from "../../parse/treaty.ts";
import { ANNEX_LISTS, parseAnnexList } from "../annexes/entries.ts";

/** One target's probe and expected envelope. */
export interface TargetShape {
  /** DRF `target`. */
  target: string;
  /** lawSearch.do (a list) or lawService.do (one record). */
  endpoint: "search" | "service";
  /** The probe: a request upstream answers with data. */
  probe: Readonly<Record<string, string>>;
  /** Root keys the reader takes, the recorded one first. */
  roots: readonly string[];
  /** Lists: keys the rows may sit under. */
  rowKeys?: readonly string[];
  /** Fields each row (lists) or the record (bodies, under `at`) must carry. */
  required: readonly string[];
  /** Bodies: the node under the root that holds `required` (e.g. 기본정보). */
  at?: string;
  /** The reader the tools use on this answer. */
  read(data: Record<string, unknown>): unknown;
}

type Data = Record<string, unknown>;

function list(
  target: string,
  probe: Record<string, string>,
  roots: readonly string[],
  rowKeys: readonly string[],
  required: readonly string[],
  read: (d: Data) => unknown,
): TargetShape {
  return { target, endpoint: "search", probe, roots, rowKeys, required, read };
}

function body(
  target: string,
  probe: Record<string, string>,
  roots: readonly string[],
  required: readonly string[],
  read: (d: Data) => unknown,
  at?: string,
): TargetShape {
  return { target, endpoint: "service", probe, roots, required, read, ...(at ? { at } : {}) };
}

const LAW_ROW = ["법령일련번호", "법령명한글", "법령ID"];
const RULE_ROW = ["행정규칙일련번호", "행정규칙명"];
const ORDIN_ROW = ["자치법규일련번호", "자치법규명"];
const STATUTE = ["법령ID", "법령명_한글", "시행일자"];
const RULE_INFO = ["행정규칙일련번호", "행정규칙명"];
const LINKS = ["법령명한글", "자치법규일련번호"];

/** Statutes, their structure and history, rules, terms, treaties. */
const OTHER: readonly TargetShape[] = [
  list("law", { query: "민법" }, LAW_LIST.roots, [LAW_LIST.rowKey], LAW_ROW, parseLawSearch),
  list("eflaw", { query: "자동차관리법" }, LAW_LIST.roots, ["law"], LAW_ROW, parseLawSearch),
  list("elaw", { query: "insurance" }, ["LawSearch"], ["law"], LAW_ROW, parseEnglishLawList),
  list("lsAbrv", {}, ["LawSearch"], ["law"], LAW_ROW, parseAbbreviations),
  list(
    "delHst",
    { knd: "1", delDt: "20251001" },
    ["LawSearch"],
    ["law"],
    ["일련번호"],
    parseDeleted,
  ),
  list("lsHstInf", { regDt: "20251001" }, ["LawSearch"], ["law"], LAW_ROW, parseLawChanges),
  list(
    "lsJoHstInf",
    { regDt: "20251001" },
    ["LawSearch"],
    ["law"],
    ["법령정보"],
    parseArticleHistory,
  ),
  list(
    "oneview",
    { query: "자동차관리법" },
    ["LawSearch"],
    ["법령"],
    ["법령일련번호", "법령명"],
    parseOneviewList,
  ),
  list(
    "oldAndNew",
    { query: "근로기준법" },
    // The real lists (pass 5) answer under OldAndNewLawSearch, the root admrulOldAndNew shares.
    ["OldAndNewLawSearch"],
    ["oldAndNew"],
    ["신구법일련번호"],
    parseOldNewList,
  ),
  list(
    "admrulOldAndNew",
    { query: "119항공대 운영 규정" },
    ["OldAndNewLawSearch", "AdmRulOldAndNewSearch"],
    ["oldAndNew"],
    ["신구법일련번호"],
    admrulOldNew.parseOldNewSearch,
  ),
  list(
    "lsRlt",
    { query: "근로기준법" },
    ["lsRltSearch"],
    ["법령"],
    ["기준법령ID"],
    parseRelatedLaws,
  ),
  list("aiSearch", { search: "0", query: "뺑소니" }, ["aiSearch"], ["법령조문"], [
    "법령ID",
    "법령명",
  ], (d) => parseAiSearch(d, "법령", "조문")),
  list(
    "aiRltLs",
    { search: "0", query: "뺑소니" },
    ["aiRltLs"],
    ["법령조문"],
    ["법령ID", "법령명"],
    (d) => parseAiSearch(d, "법령", "조문"),
  ),
  list("admrul", { query: "학교" }, ["AdmRulSearch"], ["admrul"], RULE_ROW, parseAdminRuleSearch),
  list("school", { query: "학칙" }, ["AdmRulSearch"], ["admrul"], RULE_ROW, parseAdminRuleSearch),
  list("public", { query: "공단" }, ["AdmRulSearch"], ["admrul"], RULE_ROW, parseAdminRuleSearch),
  list("pi", { query: "규정" }, ["AdmRulSearch"], ["admrul"], RULE_ROW, parseAdminRuleSearch),
  list(
    "ordin",
    { query: "광진구" },
    ["OrdinSearch"],
    ["law", "ordin"],
    ORDIN_ROW,
    parseOrdinanceSearch,
  ),
  list(
    "ordinfd",
    { org: "6110000" },
    ["OrdinFdSearch"],
    ["ordinfd"],
    ["분류seq", "분류명"],
    parseOrdinanceFields,
  ),
  list("lnkLs", { query: "건축법" }, ["LawSearch"], ["law"], ["법령ID"], parseLinkList),
  list("lnkLsOrd", { knd: "002118" }, ["lnkLsOrdSearch"], ["law"], ORDIN_ROW, parseLinkList),
  list("lnkLsOrdJo", { knd: "002118" }, ["lnkOrdJoSearch"], ["law"], LINKS, parseLinkList),
  list("lnkDep", { org: "1400000" }, ["lnkDepSearch"], ["law"], LINKS, parseLinkList),
  list("lnkOrd", { query: "광진구" }, ["OrdinSearch"], ["law"], ORDIN_ROW, parseLinkList),
  list("lnkOrg", { org: "3040000" }, ["lnkOrgSearch"], ["law"], ORDIN_ROW, parseLinkList),
  list(
    "licbyl",
    { query: "최저임금법 시행규칙", search: "2" },
    ANNEX_LISTS.law.shape.roots,
    [ANNEX_LISTS.law.shape.rowKey],
    ["별표일련번호", "별표명"],
    (d) => parseAnnexList(d, "law"),
  ),
  list(
    "admbyl",
    { query: "경찰 소관 회계직 공무원 관직 지정 및 회계사무 취급에 관한 규칙", search: "2" },
    ANNEX_LISTS.admrul.shape.roots,
    [ANNEX_LISTS.admrul.shape.rowKey],
    ["별표일련번호", "별표명"],
    (d) => parseAnnexList(d, "admrul"),
  ),
  list(
    "ordinbyl",
    { query: "서울특별시 광진구의회 지방공무원 복무 조례", search: "2" },
    ANNEX_LISTS.ordin.shape.roots,
    [ANNEX_LISTS.ordin.shape.rowKey],
    ["별표일련번호", "별표명"],
    (d) => parseAnnexList(d, "ordin"),
  ),
  list("lstrm", { query: "청원" }, ["LsTrmSearch"], ["lstrm"], ["법령용어명"], parseLegalTermList),
  list(
    "lstrmAI",
    { query: "임금" },
    ["lstrmAISearch"],
    ["법령용어"],
    ["법령용어명"],
    parseKbTermList,
  ),
  list(
    "dlytrm",
    { query: "근로기준법" },
    ["dlytrmSearch"],
    ["일상용어"],
    ["일상용어명"],
    parseDailyTermList,
  ),
  list(
    "trty",
    { query: "투자" },
    ["TrtySearch"],
    ["Trty"],
    ["조약일련번호", "조약명"],
    parseTreatyList,
  ),
  body("law", { MST: "79595" }, ["법령"], STATUTE, (d) => parseStatute(d), "기본정보"),
  body("eflaw", { ID: "001823" }, ["법령"], STATUTE, (d) => parseStatute(d), "기본정보"),
  body(
    "lawjosub",
    { ID: "001823", JO: "000100" },
    ["법령"],
    ["법령ID"],
    (d) => parseStatute(d),
    "기본정보",
  ),
  body(
    "eflawjosub",
    { ID: "001823", JO: "000100" },
    ["법령"],
    ["법령ID"],
    (d) => parseStatute(d),
    "기본정보",
  ),
  body("elaw", { ID: "000744" }, ["Law"], [], parseEnglishLaw),
  body("lsDelegated", { ID: "000900" }, ["lsDelegated", "LsDelegated"], [], parseDelegations),
  body(
    "lsJoHstInf",
    { ID: "001823", JO: "000200" },
    ["LawService", "LawSearch"],
    [],
    parseArticleHistory,
  ),
  body("lsStmd", { MST: "276067" }, ["법령체계도"], [], parseLawSystem),
  body("thdCmp", { ID: "001823", knd: "2" }, ["ThdCmpService"], [], parseThreeWay),
  body("oldAndNew", { MST: "276925" }, ["OldAndNewService"], ["신구법존재여부"], parseOldNew),
  body(
    "admrulOldAndNew",
    { ID: "2100000248758" },
    ["AdmRulOldAndNewService"],
    ["신구법존재여부"],
    admrulOldNew.parseOldNew,
  ),
  body("oneview", { MST: "277015" }, ["OneViewService"], ["법령일련번호"], parseOneview),
  body("admrul", { ID: "62505" }, ["AdmRulService"], RULE_INFO, parseAdminRule, "행정규칙기본정보"),
  body(
    "school",
    { ID: "2200000075994" },
    ["AdmRulService"],
    RULE_INFO,
    parseAdminRule,
    "행정규칙기본정보",
  ),
  body(
    "ordin",
    { MST: "1941163" },
    ["LawService"],
    ["자치법규ID", "자치법규명"],
    parseOrdinance,
    "자치법규기본정보",
  ),
  body("lstrm", { query: "청원" }, ["LsTrmService"], [], parseLegalTermBody),
  body("lstrmRlt", { query: "임금" }, ["lstrmRltService"], [], parseLegalToDaily),
  body("dlytrmRlt", { query: "월급" }, ["dlytrmRltService"], [], parseDailyToLegal),
  body("lstrmRltJo", { query: "임대차" }, ["lstrmRltJoService"], [], parseTermArticles),
  body("joRltLstrm", { ID: "1233", JO: "000400" }, ["joRltLstrmService"], [], parseArticleTerms),
  body(
    "trty",
    { ID: "1885", chrClsCd: "010202" },
    ["BothTrtyService", "MultTrtyService"],
    [],
    parseTreaty,
    "조약기본정보",
  ),
];

/** The recorded (or, failing that, documented) probe of each decision target. */
const DECISION_PROBES: Readonly<Record<string, { list?: Record<string, string>; body?: string }>> =
  {
    prec: { list: { query: "임금" }, body: "622257" },
    detc: { list: { query: "임금" }, body: "22333" },
    expc: { list: { query: "임금" }, body: "328843" },
    decc: { list: { query: "임금" }, body: "257427" },
    nlrc: { list: { query: "해고" }, body: "1" },
    eiac: { list: { query: "해고" } },
    ttSpecialDecc: { list: { query: "양도소득세" }, body: "1018160" },
    moelCgmExpc: { body: "17076" },
  };

function decisionShapes(d: DecisionDomain): TargetShape[] {
  const probe = DECISION_PROBES[d.id] ?? {};
  const out = [
    list(d.target, probe.list ?? { query: "임금" }, d.list.roots, d.list.rowKeys, [d.idField], (
      x,
    ) => parseDecisionList(x, d)),
  ];
  if (probe.body) {
    out.push(
      body(
        d.target,
        { ID: probe.body },
        d.bodyRoots,
        d.bodyIdFields.slice(0, 1),
        (x) => parseDecisionBody(x, d, probe.body!),
      ),
    );
  }
  return out;
}

/** Every probe: statutes and the rest first, then every decision domain's list (and body). */
export const TARGET_SHAPES: readonly TargetShape[] = [
  ...OTHER,
  ...Object.values(DECISION_DOMAINS).flatMap(decisionShapes),
];

/** The shape of one (endpoint, target), when the table has it. */
export function shapeOf(endpoint: "search" | "service", target: string): TargetShape | undefined {
  return TARGET_SHAPES.find((s) => s.endpoint === endpoint && s.target === target);
}
