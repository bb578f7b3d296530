/**
 * `verify_citations`: every statute and case citation of a text checked against the upstream,
 * with a three-valued verdict. "verified" needs the exact article (or case) in an upstream
 * answer; a clean answer without it is "not_found" (with the nearest real ones); anything that
 * could not be asked — outage, budget, deadline, unknown law — is "unverifiable", never verified.
 *
 * @module
 */

import { formatCaseNumber, sameCaseNumber } from "../law/case_numbers.ts";
import type { Article } from "../parse/statute_types.ts";
import { type CaseCitation, findCitations, type StatuteCitation } from "./citations.ts";
import { arr, attempt, type BranchFailure, clip, type Runner, s, sameLawName } from "./run.ts";

/** The verdict of one citation. */
export type Verdict = "verified" | "not_found" | "unverifiable";

/** One checked citation. */
export interface CitationCheck {
  /** Statute article or case. */
  kind: "statute" | "case";
  /** The citation as written. */
  text: string;
  /** Full law name (statutes). */
  law?: string;
  /** Canonical anchor (statutes), e.g. "제4조의2 제1항". */
  article?: string;
  /** Canonical case number (cases). */
  caseNumber?: string;
  /** The verdict. */
  verdict: Verdict;
  /** Set when the citation cannot name any article (제0조, 제10000조). */
  malformed?: string;
  /** Where the match was found. */
  source?: { lawId?: string; mst?: string; article?: string; domain?: string; id?: string };
  /** The matching upstream text (article words, or case title and date). */
  matchedText?: string;
  /** Nearest real articles or cases, for not_found. */
  nearest?: string[];
  /** Why this verdict. */
  reason: string;
  /** Upstream error code behind an unverifiable verdict. */
  upstreamCode?: string;
}

/** What the analysis may use besides the runner. */
export interface AnalysisEnv {
  /** Calls a tool with the request's context. */
  run: Runner;
  /** Milliseconds left before the request deadline (Infinity when none). */
  remainingMs(): number;
}

const FAMILY = /\s*(시행령|시행규칙)$/;

interface LawRow {
  lawId: string;
  mst: string;
  name: string;
  abbreviation?: string;
  status?: string;
}

type LawLookup =
  | { kind: "found"; row: LawRow; articles: Map<string, Article>; missing: Map<string, string[]> }
  | { kind: "absent"; nearest: string[] }
  | { kind: "failed"; failure: BranchFailure };

function notAsked(tool: string, why: string): BranchFailure {
  return { tool, code: "NOT_ASKED", message: why };
}

// One search per law family (a search for 건축법 lists its 시행령·시행규칙 too), one body read
// per law with every cited article at once.
async function lookupLaw(
  env: AnalysisEnv,
  law: string,
  specs: string[],
  searches: Map<string, ReturnType<typeof attempt>>,
): Promise<LawLookup> {
  if (env.remainingMs() <= 0) {
    return { kind: "failed", failure: notAsked("search_law", "시한 초과") };
  }
  const base = law.replace(FAMILY, "");
  const queries = base === law ? [law] : [base, law];
  let rows: LawRow[] = [];
  let hit: LawRow | undefined;
  for (const query of queries) {
    // 건축법 and 건축법 시행령 share one search of the family name.
    let pending = searches.get(query);
    if (!pending) {
      pending = attempt(env.run, "search_law", { query, display: 100 });
      searches.set(query, pending);
    }
    const r = await pending;
    if (!r.ok) {
      if (r.failure.code === "NOT_FOUND") continue;
      return { kind: "failed", failure: r.failure };
    }
    rows = arr<LawRow>(r.data, "rows");
    hit = rows.find((x) => sameLawName(x.name, law) || sameLawName(x.abbreviation, law));
    if (hit) break;
  }
  if (!hit) return { kind: "absent", nearest: rows.slice(0, 3).map((x) => x.name) };
  if (env.remainingMs() <= 0) {
    return { kind: "failed", failure: notAsked("get_law_text", "시한 초과") };
  }
  const body = await attempt(env.run, "get_law_text", { lawId: hit.lawId, articles: specs });
  if (!body.ok) return { kind: "failed", failure: body.failure };
  const missing = new Map(
    arr<{ requested: string; nearest: string[] }>(body.data, "missing").map((m) => [
      m.requested,
      m.nearest,
    ]),
  );
  // selectArticles keeps request order, so the found articles pair with the requests not missing.
  const found = arr<Article>(body.data, "articles");
  const articles = new Map<string, Article>();
  let i = 0;
  for (const spec of specs) {
    if (missing.has(spec)) continue;
    const a = found[i++];
    if (a) articles.set(spec, a);
  }
  return { kind: "found", row: hit, articles, missing };
}

function articleWords(a: Article): string {
  const parts = [a.text];
  for (const p of a.paragraphs) {
    parts.push(p.text);
    for (const it of p.items) parts.push(it.text, ...it.subItems.map((x) => x.text));
  }
  return clip(parts.filter((x) => x).join(" "), 240);
}

function judgeStatute(c: StatuteCitation, look: LawLookup | undefined): CitationCheck {
  const base = { kind: "statute" as const, text: c.text, law: c.law, article: c.article };
  if (!c.law) {
    return {
      ...base,
      verdict: "unverifiable",
      reason:
        `'${c.lawAsWritten ?? c.article}'가 가리키는 법령을 글에서 알 수 없어 묻지 않았습니다 ` +
        "(lawName을 주면 '이 법'·조문만 쓴 인용도 확인합니다).",
    };
  }
  if (!look) {
    return {
      ...base,
      verdict: "unverifiable",
      reason: "확인 한도(maxCitations) 밖이라 묻지 않았습니다.",
    };
  }
  if (look.kind === "failed") {
    return {
      ...base,
      verdict: "unverifiable",
      upstreamCode: look.failure.code,
      reason: `${look.failure.tool} 실패로 확인하지 못했습니다: ${look.failure.message}`,
    };
  }
  if (look.kind === "absent") {
    return {
      ...base,
      verdict: "not_found",
      nearest: look.nearest,
      reason: `'${c.law}'와 이름(또는 약칭)이 일치하는 법령이 없습니다.`,
    };
  }
  const source = { lawId: look.row.lawId, mst: look.row.mst };
  const miss = look.missing.get(c.article);
  if (miss) {
    return {
      ...base,
      verdict: "not_found",
      source,
      nearest: miss,
      reason: `${look.row.name}에 ${c.article}이(가) 없습니다.`,
    };
  }
  const a = look.articles.get(c.article);
  if (!a) {
    return {
      ...base,
      verdict: "unverifiable",
      source,
      reason: "본문 응답에서 이 조문을 읽지 못했습니다.",
    };
  }
  if (a.deleted) {
    return {
      ...base,
      verdict: "not_found",
      source: { ...source, article: a.label },
      matchedText: articleWords(a),
      reason: `${look.row.name} ${a.label}은(는) 삭제된 조문입니다.`,
    };
  }
  return {
    ...base,
    law: look.row.name,
    verdict: "verified",
    source: { ...source, article: a.label },
    matchedText: articleWords(a),
    reason: `${look.row.name} ${c.article} 확인 (법령ID ${look.row.lawId}, MST ${look.row.mst}).`,
  };
}

interface DecisionRow {
  id: string;
  title: string;
  caseNumber?: string;
  date?: string;
  org?: string;
}

async function checkCase(env: AnalysisEnv, c: CaseCitation): Promise<CitationCheck> {
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
  const r = await attempt(env.run, "search_decisions", { domain, caseNumber: c.text, display: 20 });
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
  const rows = arr<DecisionRow>(r.data, "rows");
  const hit = rows.find((x) => x.caseNumber && sameCaseNumber(x.caseNumber, c.text));
  if (!hit) {
    return {
      ...base,
      verdict: "not_found",
      nearest: rows.slice(0, 3).map((x) => `${x.caseNumber ?? "?"} ${x.title}`),
      reason: `${
        s(r.data, "domainName") ?? domain
      }에서 사건번호 ${c.text}를 찾지 못했습니다${future}.`,
    };
  }
  return {
    ...base,
    verdict: "verified",
    source: { domain, id: hit.id },
    matchedText: `${hit.caseNumber} ${hit.title}${hit.date ? ` (${hit.date})` : ""}${
      hit.org ? ` ${hit.org}` : ""
    }`,
    reason: `${s(r.data, "domainName") ?? domain} 일련번호 ${hit.id}로 확인.`,
  };
}

/** Checks every citation of `text`; at most `max` citations are asked about. */
export async function verifyCitations(
  env: AnalysisEnv,
  text: string,
  opts: { lawName?: string; max: number },
): Promise<CitationCheck[]> {
  const found = findCitations(text, opts.lawName);
  const asked = found.statutes.slice(0, opts.max);
  const cases = found.cases.slice(0, Math.max(0, opts.max - asked.length));
  const byLaw = new Map<string, string[]>();
  for (const c of asked) {
    if (!c.law) continue;
    const specs = byLaw.get(c.law) ?? [];
    if (!specs.includes(c.article)) specs.push(c.article);
    byLaw.set(c.law, specs);
  }
  const lawEntries = [...byLaw.entries()];
  const searches = new Map<string, ReturnType<typeof attempt>>();
  const [looks, caseChecks] = await Promise.all([
    Promise.all(
      lawEntries.map(([law, specs]) => lookupLaw(env, law, specs.slice(0, 100), searches)),
    ),
    Promise.all(cases.map((c) => checkCase(env, c))),
  ]);
  const lookByLaw = new Map(lawEntries.map(([law], i) => [law, looks[i]]));
  const out: CitationCheck[] = found.statutes.map((c, i) =>
    judgeStatute(c, i < asked.length && c.law ? lookByLaw.get(c.law) : undefined)
  );
  out.push(...caseChecks);
  for (const c of found.cases.slice(cases.length)) {
    out.push({
      kind: "case",
      text: c.text,
      caseNumber: formatCaseNumber(c.parsed),
      verdict: "unverifiable",
      upstreamCode: "NOT_ASKED",
      reason: "확인 한도(maxCitations) 밖이라 묻지 않았습니다.",
    });
  }
  for (const m of found.malformed) {
    out.push({
      kind: "statute",
      text: m.text,
      verdict: "not_found",
      malformed: m.reason,
      reason: `형식 오류: ${m.reason}.`,
    });
  }
  return out;
}
