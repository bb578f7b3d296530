/**
 * The reader each tool uses on each DRF target's answer, paired with the target's probed door
 * from the catalogue (lib/targets: probe, roots, row keys, required fields). `doctor {shapes:
 * true}` asks every probe once and compares; the entity test runs every recording through
 * `read`. Only the readers live here: what a target answers is the catalogue's to say.
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
import { parseLawSearch } from "../../parse/search.ts";
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
import {
  type BodyDoor,
  DOORS,
  type DrfEndpoint,
  type DrfTarget,
  type ListDoor,
  type Probe,
} from "../../targets/mod.ts";
import { parseAnnexList } from "../annexes/entries.ts";

type Data = Record<string, unknown>;
type Reader = (data: Data) => unknown;

/** One target's probe and expected envelope, with the reader the tools use on it. */
export interface TargetShape {
  /** DRF `target`. */
  target: DrfTarget;
  /** lawSearch.do (a list) or lawService.do (one record). */
  endpoint: DrfEndpoint;
  /** The probe: a request upstream answers with data. */
  probe: Probe;
  /** The catalogue's door: roots, row keys, the fields every row or the record carries. */
  door: ListDoor | BodyDoor;
  /** The reader the tools use on this answer. */
  read(data: Record<string, unknown>): unknown;
}

const statute: Reader = (d) => parseStatute(d);
const institution: Reader = parseAdminRuleSearch;
const ai: Reader = (d) => parseAiSearch(d, "법령", "조문");

/** Readers of the lists (lawSearch.do), by target. */
const LIST_READERS: Readonly<Partial<Record<DrfTarget, Reader>>> = {
  law: parseLawSearch,
  eflaw: parseLawSearch,
  elaw: parseEnglishLawList,
  lsAbrv: parseAbbreviations,
  delHst: parseDeleted,
  lsHstInf: parseLawChanges,
  lsJoHstInf: parseArticleHistory,
  oneview: parseOneviewList,
  oldAndNew: parseOldNewList,
  admrulOldAndNew: admrulOldNew.parseOldNewSearch,
  lsRlt: parseRelatedLaws,
  aiSearch: ai,
  aiRltLs: ai,
  admrul: parseAdminRuleSearch,
  school: institution,
  public: institution,
  pi: institution,
  ordin: parseOrdinanceSearch,
  ordinfd: parseOrdinanceFields,
  lnkLs: parseLinkList,
  lnkLsOrd: parseLinkList,
  lnkLsOrdJo: parseLinkList,
  lnkDep: parseLinkList,
  lnkOrd: parseLinkList,
  lnkOrg: parseLinkList,
  licbyl: (d) => parseAnnexList(d, "law"),
  admbyl: (d) => parseAnnexList(d, "admrul"),
  ordinbyl: (d) => parseAnnexList(d, "ordin"),
  lstrm: parseLegalTermList,
  lstrmAI: parseKbTermList,
  dlytrm: parseDailyTermList,
  trty: parseTreatyList,
};

/** Readers of the bodies (lawService.do), by target. */
const BODY_READERS: Readonly<Partial<Record<DrfTarget, Reader>>> = {
  law: statute,
  eflaw: statute,
  lawjosub: statute,
  eflawjosub: statute,
  elaw: parseEnglishLaw,
  lsDelegated: parseDelegations,
  lsJoHstInf: parseArticleHistory,
  lsStmd: parseLawSystem,
  thdCmp: parseThreeWay,
  oldAndNew: parseOldNew,
  admrulOldAndNew: admrulOldNew.parseOldNew,
  oneview: parseOneview,
  admrul: parseAdminRule,
  school: parseAdminRule,
  ordin: parseOrdinance,
  lstrm: parseLegalTermBody,
  lstrmRlt: parseLegalToDaily,
  dlytrmRlt: parseDailyToLegal,
  lstrmRltJo: parseTermArticles,
  joRltLstrm: parseArticleTerms,
  trty: parseTreaty,
};

const DOMAINS: Readonly<Partial<Record<DrfTarget, DecisionDomain>>> = DECISION_DOMAINS;

function readerOf(endpoint: DrfEndpoint, target: DrfTarget, probe: Probe): Reader {
  const d = DOMAINS[target];
  if (d) {
    return endpoint === "search"
      ? (x: Data) => parseDecisionList(x, d)
      : (x: Data) => parseDecisionBody(x, d, probe.ID);
  }
  const reader = (endpoint === "search" ? LIST_READERS : BODY_READERS)[target];
  if (!reader) throw new Error(`shape_table: no ${endpoint} reader for probed target ${target}`);
  return reader;
}

/** Every probed door of the catalogue, in its order, with its reader. */
export const TARGET_SHAPES: readonly TargetShape[] = DOORS.flatMap(({ target, endpoint, door }) => {
  if (!door.probe) return [];
  return [{
    target,
    endpoint,
    probe: door.probe,
    door,
    read: readerOf(endpoint, target, door.probe),
  }];
});

/** The shape of one (endpoint, target), when the table has it. */
export function shapeOf(endpoint: DrfEndpoint, target: string): TargetShape | undefined {
  return TARGET_SHAPES.find((s) => s.endpoint === endpoint && s.target === target);
}
