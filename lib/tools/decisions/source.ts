/**
 * Fetching decisions for the decision tools: one list page with the filters a target documents,
 * a body by 일련번호, and a case number turned into the record that carries it.
 *
 * @module
 */

import { DrfError, InputError } from "../../errors.ts";
import type { DrfParams } from "../../drf/client.ts";
import {
  type CaseNumber,
  formatCaseNumber,
  parseCaseNumber,
  sameCaseNumber,
} from "../../law/case_numbers.ts";
import type { DecisionDomain } from "../../law/decision_domains.ts";
import {
  type DecisionBody,
  type DecisionRow,
  parseDecisionBody,
  parseDecisionList,
} from "../../parse/decision.ts";
import type { ListPage } from "../../parse/search.ts";
import type { ToolContext } from "../define.ts";
import { callDrf } from "../meta.ts";
import type { CallTracker } from "../define.ts";
import { josa } from "../../korean/mod.ts";

/** List filters after validation. */
export interface DecisionQuery {
  /** Search words. */
  query?: string;
  /** Case/안건 number. */
  caseNumber?: string;
  /** Search 사건명 (name) or the full text (body). */
  scope?: "name" | "body";
  /** Date range start, YYYYMMDD. */
  from?: string;
  /** Date range end, YYYYMMDD. */
  to?: string;
  /** 법원명 (prec). */
  court?: string;
  /** 재결구분코드 (decc, tribunals). */
  appealType?: string;
  /** 처분일자 range "YYYYMMDD~YYYYMMDD" (decc, tribunals). */
  dispositionDate?: string;
  /** 질의기관 code (expc, CgmExpc). */
  inquirer?: string;
  /** 회신/해석기관 code (expc, CgmExpc). */
  answerer?: string;
  /** Sort option. */
  sort?: string;
  /** Page. */
  page: number;
  /** Rows per page. */
  display: number;
}

/** A list page plus what was done locally. */
export interface DecisionSearchResult {
  /** The page. */
  page: ListPage<DecisionRow>;
  /** Rows were filtered here by case number (the target has no number parameter). */
  filteredLocally: boolean;
  /** The parsed case number, if one was given and understood. */
  parsedCase?: CaseNumber;
}

function unsupported(d: DecisionDomain, what: string, where: string, param: string): never {
  throw new InputError(`${d.name}(${d.id})은 ${what} 검색을 지원하지 않습니다. ${where}`, param);
}

type Filter = "court" | "appealType" | "dispositionDate" | "inquirer" | "answerer";

/** Each filter's upstream parameter. */
const UPSTREAM_NAME: Readonly<Record<Filter, string>> = {
  court: "curt",
  appealType: "cls",
  dispositionDate: "dpaYd",
  inquirer: "inq",
  answerer: "rpl",
};

/** Filters only some domains document: which, and what the refusal says. */
const FILTERS: readonly {
  names: readonly Filter[];
  documented: (d: DecisionDomain) => boolean;
  what: string;
  where: string;
}[] = [
  {
    names: ["court"],
    documented: (d) => d.courtParam,
    what: "법원명(court)",
    where: "court는 prec 전용입니다.",
  },
  {
    names: ["appealType", "dispositionDate"],
    documented: (d) => d.appealFilters,
    what: "재결구분·처분일자",
    where: "행정심판·특별심판 전용입니다.",
  },
  {
    names: ["inquirer", "answerer"],
    documented: (d) => d.agencyFilters,
    what: "질의·회신기관",
    where: "해석례(expc, CgmExpc) 전용입니다.",
  },
];

/** The DRF parameters of a list request, with the reason any filter cannot be sent. */
export function searchParams(
  d: DecisionDomain,
  q: DecisionQuery,
): { params: DrfParams; localCase?: string; parsedCase?: CaseNumber } {
  const params: DrfParams = { display: q.display, page: q.page };
  if (q.query) params.query = q.query;
  if (q.scope === "body") params.search = 2;
  if (q.sort) params.sort = q.sort;
  let localCase: string | undefined;
  const parsedCase = q.caseNumber ? parseCaseNumber(q.caseNumber) : undefined;
  if (q.caseNumber) {
    if (parsedCase && parsedCase.domain !== d.id) {
      throw new InputError(
        `사건번호 ${q.caseNumber}는 ${parsedCase.domain} 사건입니다 (domain: "${parsedCase.domain}").`,
        "caseNumber",
      );
    }
    if (d.numberParam === "nb") {
      params.nb = parsedCase ? formatCaseNumber(parsedCase) : q.caseNumber;
    } else if (d.numberParam === "itmno") {
      // The guide: 안건번호 13-0217 is searched as itmno=130217, and it overrides query.
      params.itmno = q.caseNumber.replace(/\D/g, "");
    } else {
      // No number parameter: search the number as text, keep the rows that carry it.
      localCase = q.caseNumber;
      if (!params.query) {
        params.query = parsedCase
          ? `${parsedCase.year}${parsedCase.code}${String(parsedCase.serial).padStart(4, "0")}`
          : q.caseNumber;
        params.search = 2;
      }
    }
  }
  if (q.from || q.to) {
    if (!d.dateParam) {
      unsupported(
        d,
        "날짜 범위",
        "날짜 범위는 판례·헌재·해석례·행정심판·특별심판에서만 됩니다.",
        q.from ? "from" : "to",
      );
    }
    params[d.dateParam] = `${q.from ?? "19000101"}~${q.to ?? "29991231"}`;
  }
  for (const f of FILTERS) {
    const given = f.names.filter((k) => q[k]);
    if (!given.length) continue;
    if (!f.documented(d)) unsupported(d, f.what, f.where, given[0]);
    for (const k of given) params[UPSTREAM_NAME[k]] = q[k];
  }
  return { params, localCase, parsedCase };
}

function sameNumber(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const squash = (s: string) => s.replace(/[\s호]/g, "").replace(/^(조심|국심)/, "");
  return sameCaseNumber(a, b) || squash(a) === squash(b);
}

/** Searches one list page of a domain. */
export async function searchDecisions(
  ctx: ToolContext,
  track: CallTracker,
  d: DecisionDomain,
  q: DecisionQuery,
): Promise<DecisionSearchResult> {
  const { params, localCase, parsedCase } = searchParams(d, q);
  const res = await callDrf(ctx, track, { endpoint: "search", target: d.target, params });
  const page = parseDecisionList(res.data, d);
  if (!localCase) return { page, filteredLocally: false, parsedCase };
  const rows = page.rows.filter((r) => sameNumber(r.caseNumber, localCase));
  return { page: { ...page, total: rows.length, rows }, filteredLocally: true, parsedCase };
}

/** Reads one body by 일련번호; a miss says what the id must be. */
export async function loadDecision(
  ctx: ToolContext,
  track: CallTracker,
  d: DecisionDomain,
  id: string,
): Promise<DecisionBody> {
  try {
    const res = await callDrf(ctx, track, {
      endpoint: "service",
      target: d.target,
      params: { ID: id },
    });
    return parseDecisionBody(res.data, d, id);
  } catch (e) {
    if (e instanceof DrfError && e.code === "NOT_FOUND") {
      throw new DrfError(
        "NOT_FOUND",
        `${d.name} ${d.idField} ${
          josa(id, "이/가")
        } 없습니다. id는 search_decisions가 주는 ${d.idField}입니다 ` +
          `(목록의 행 번호 1, 2, 3…이 아닙니다). upstream: ${
            e.details.upstreamMessage ?? e.message
          }`,
        { ...e.details, target: d.target },
      );
    }
    throw e;
  }
}

/** Finds the record carrying a case number (exact match only), for reading it by number. */
export async function findByCaseNumber(
  ctx: ToolContext,
  track: CallTracker,
  d: DecisionDomain,
  caseNumber: string,
): Promise<DecisionRow> {
  const { page } = await searchDecisions(ctx, track, d, { caseNumber, page: 1, display: 20 });
  const hit = page.rows.find((r) => sameNumber(r.caseNumber, caseNumber));
  if (!hit) {
    throw new DrfError("NOT_FOUND", `${d.name}에서 사건번호 ${caseNumber}를 찾지 못했습니다.`, {
      target: d.target,
    });
  }
  return hit;
}
