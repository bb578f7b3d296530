/**
 * Case half of the citation check: each case number searched in its own domain by number.
 *
 * @module
 */

import type { CitationCheck } from "./citation_check.ts";
import type { CaseCitation } from "./citations.ts";
import { type AnalysisEnv, attempt } from "./run.ts";
import { sameCaseNumber } from "../law/case_numbers.ts";
import { showDate } from "../vocab/dates.ts";

/** Checks one case number: verified only when a row carries exactly that number. */
export async function checkCase(env: AnalysisEnv, c: CaseCitation): Promise<CitationCheck> {
  const base = { kind: "case" as const, text: c.text, caseNumber: c.text };
  const future = c.parsed.year > new Date().getFullYear()
    ? ` (${c.parsed.year}년은 아직 오지 않은 해입니다)`
    : "";
  if (env.remainingMs() <= 0) {
    return {
      ...base,
      verdict: "unverifiable",
      upstreamCode: "NOT_ASKED",
      reason: "시한 초과로 묻지 않았습니다.",
    };
  }
  const domain = c.parsed.domain;
  const r = await attempt(env.tools, "search_decisions", {
    domain,
    caseNumber: c.text,
    display: 20,
  });
  if (!r.ok) {
    if (r.failure.code === "NOT_FOUND") {
      return {
        ...base,
        verdict: "not_found",
        reason: `${domain}에 사건번호 ${c.text}가 없습니다${future}.`,
      };
    }
    return {
      ...base,
      verdict: "unverifiable",
      upstreamCode: r.failure.code,
      reason: `search_decisions 실패로 확인하지 못했습니다: ${r.failure.message}`,
    };
  }
  const rows = r.data.rows;
  const hit = rows.find((x) => x.caseNumber && sameCaseNumber(x.caseNumber, c.text));
  if (!hit) {
    return {
      ...base,
      verdict: "not_found",
      nearest: rows.slice(0, 3).map((x) => `${x.caseNumber ?? "?"} ${x.title}`),
      reason: `${r.data.domainName ?? domain}에서 사건번호 ${c.text}를 찾지 못했습니다${future}.`,
    };
  }
  return {
    ...base,
    verdict: "verified",
    source: { domain, id: hit.id },
    matchedText: `${hit.caseNumber} ${hit.title}${hit.date ? ` (${showDate(hit.date)})` : ""}${
      hit.org ? ` ${hit.org}` : ""
    }`,
    reason: `${r.data.domainName ?? domain} 일련번호 ${hit.id}로 확인.`,
  };
}
