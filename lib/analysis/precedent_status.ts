/**
 * `precedent_status`: is a precedent still good law? Reads it (판시사항, 참조조문), looks for later
 * decisions that cite its number — en banc ones first, scanned for the words courts use when they
 * change a precedent — and for Constitutional Court decisions about the laws it applied. Each
 * branch that could not be asked is named; "no change found" is only said about lists that came.
 *
 * @module
 */

import { findCaseNumbers, formatCaseNumber } from "../law/case_numbers.ts";
import { extractReferences } from "../law/references.ts";
import { type AnalysisEnv, type Answer, attempt, type BranchFailure, clip } from "./run.ts";

/** Overall answer. */
export type PrecedentVerdict = "changed" | "no_change_found" | "could_not_check" | "not_found";

/** A later decision that may touch the precedent. */
export interface LaterDecision {
  /** Domain (prec or detc). */
  domain: string;
  /** 일련번호. */
  id: string;
  /** Case number. */
  caseNumber?: string;
  /** Title. */
  title: string;
  /** Decision date YYYYMMDD. */
  date?: string;
  /** Why it is listed. */
  relation: string;
  /** The sentence that changes the precedent, when one was found. */
  quote?: string;
}

/** The result of a status check. */
export interface PrecedentStatus {
  /** The verdict. */
  verdict: PrecedentVerdict;
  /** Case number checked. */
  caseNumber: string;
  /** Decision identity, when it was read. */
  decision?: { domain: string; id: string; title: string; date?: string; court?: string };
  /** 판시사항 quoted. */
  holdings?: string;
  /** 참조조문 as given. */
  provisions?: string;
  /** Later decisions found. */
  later: LaterDecision[];
  /** Branches that failed or were not asked. */
  unchecked: BranchFailure[];
  /** One-line explanation. */
  summary: string;
}

const CHANGE =
  /[^.。]*(?:견해를?\s*달리한|저촉되는\s*범위\s*내?에서\s*(?:이를\s*)?(?:모두\s*)?변경|변경하기로\s*한다|폐기)[^.。]*[.。]?/;

type Row = Answer<"search_decisions">["rows"][number];

function section(data: Answer<"get_decision_text">, key: string): string | undefined {
  return data.sections.find((x) => x.key === key)?.text;
}

/** Checks one precedent's standing; `deepScan` reads up to three later decisions. */
export async function precedentStatus(
  env: AnalysisEnv,
  input: string,
  opts: { display: number; deepScan: boolean },
): Promise<PrecedentStatus> {
  // korean-law-mcp callers may pass a sentence; the first case number in it is the one checked.
  const first = findCaseNumbers(input)[0];
  const caseNumber = first ? formatCaseNumber(first) : input.trim();
  const unchecked: BranchFailure[] = [];
  const later: LaterDecision[] = [];
  const body = await attempt(env.tools, "get_decision_text", { caseNumber });
  if (!body.ok) {
    const missing = body.failure.code === "NOT_FOUND";
    if (!missing) unchecked.push(body.failure);
    return {
      verdict: missing ? "not_found" : "could_not_check",
      caseNumber,
      later,
      unchecked,
      summary: missing
        ? `사건번호 ${caseNumber}인 판례를 찾지 못했습니다: ${body.failure.message}`
        : `판례를 읽지 못해 확인할 수 없습니다 (${body.failure.code}).`,
    };
  }
  const info = body.data.decision;
  const decision = {
    domain: info.domain,
    id: info.id,
    title: info.title,
    ...(info.date ? { date: info.date } : {}),
    ...(info.org ? { court: info.org } : {}),
  };
  const holdings = section(body.data, "판시사항");
  const provisions = section(body.data, "참조조문");
  const after = decision.date && /^\d{8}$/.test(decision.date) ? decision.date : undefined;

  // Later decisions citing the number (본문검색), en banc first.
  const citing = await attempt(env.tools, "search_decisions", {
    domain: "prec",
    query: caseNumber,
    scope: "body",
    display: opts.display,
    ...(after ? { from: after } : {}),
  });
  let citingRows: Row[] = [];
  if (citing.ok) {
    citingRows = citing.data.rows.filter((r) => r.id !== decision.id);
    citingRows.sort((a, b) =>
      Number(/전원합의체/.test(b.kind ?? b.title)) - Number(/전원합의체/.test(a.kind ?? a.title))
    );
    for (const r of citingRows) {
      later.push({
        domain: "prec",
        id: r.id,
        caseNumber: r.caseNumber,
        title: r.title,
        date: r.date,
        relation: /전원합의체/.test(`${r.kind ?? ""}${r.title}`)
          ? "전원합의체, 이 사건 번호 인용"
          : "이 사건 번호 인용",
      });
    }
  } else unchecked.push(citing.failure);

  if (opts.deepScan) {
    for (const l of later.slice(0, 3)) {
      const r = await attempt(env.tools, "get_decision_text", { domain: "prec", id: l.id });
      if (!r.ok) {
        unchecked.push(r.failure);
        continue;
      }
      const all = r.data.sections.map((x) => x.text).join("\n");
      const at = all.indexOf(caseNumber);
      const near = at >= 0 ? all.slice(Math.max(0, at - 300), at + 400) : "";
      const m = CHANGE.exec(near);
      if (m) l.quote = clip(m[0], 300);
    }
  }

  // Constitutional Court decisions about the laws the precedent applied (first two laws).
  const laws = [...new Set(extractReferences(provisions ?? "").map((r) => r.resolvedLaw))]
    .filter((x): x is string => !!x).slice(0, 2);
  for (const law of laws) {
    const r = await attempt(env.tools, "search_decisions", {
      domain: "detc",
      query: law,
      display: 10,
    });
    if (!r.ok) {
      unchecked.push(r.failure);
      continue;
    }
    for (const row of r.data.rows) {
      if (after && row.date && row.date < after) continue;
      later.push({
        domain: "detc",
        id: row.id,
        caseNumber: row.caseNumber,
        title: row.title,
        date: row.date,
        relation: `헌법재판소, 참조조문의 ${law} 관련`,
      });
    }
  }

  const changed = later.find((l) => l.quote);
  const verdict: PrecedentVerdict = changed
    ? "changed"
    : unchecked.length
    ? "could_not_check"
    : "no_change_found";
  const summary = changed
    ? `${changed.caseNumber ?? changed.id}에서 이 판례를 변경한 것으로 보입니다: "${changed.quote}"`
    : unchecked.length
    ? `일부 확인 경로가 실패해 판단하지 못했습니다 (${
      unchecked.map((u) => `${u.tool}: ${u.code}`).join(", ")
    }).`
    : `검색된 후속 판례 ${citingRows.length}건, 헌재 결정 ${
      later.length - citingRows.length
    }건에서 ` +
      "변경·폐기 문언을 찾지 못했습니다 (검색 목록 밖의 판결은 확인하지 않았습니다).";
  return {
    verdict,
    caseNumber,
    decision,
    ...(holdings ? { holdings } : {}),
    ...(provisions ? { provisions } : {}),
    later,
    unchecked,
    summary,
  };
}
