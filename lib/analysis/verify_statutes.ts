/**
 * Statute half of the citation check: one search per law family and one body read per law,
 * then a verdict per cited article.
 *
 * @module
 */

import { isKnownLawName } from "../law/names.ts";
import type { CitationCheck } from "./citation_check.ts";
import type { StatuteCitation } from "./citations.ts";
import {
  type AnalysisEnv,
  type Answer,
  type Attempt,
  attempt,
  type BranchFailure,
  clip,
  notAsked,
  notChecked,
  sameLawName,
} from "./run.ts";
import { josa } from "../korean/mod.ts";

const FAMILY = /\s*(시행령|시행규칙)$/;

/** One law of a search_law answer. */
type LawRow = Answer<"search_law">["rows"][number];

/** One article of a get_law_text answer. */
type Article = Answer<"get_law_text">["articles"][number];

/** The search_law answers of one check, by query: 건축법 and 건축법 시행령 share one search. */
export type LawSearches = Map<string, Promise<Attempt<Answer<"search_law">>>>;

/** What was learnt about one cited law. */
export type LawLookup =
  | { kind: "found"; row: LawRow; articles: Map<string, Article>; missing: Map<string, string[]> }
  | { kind: "absent"; nearest: string[] }
  | { kind: "failed"; failure: BranchFailure };

// One search per law family (a search for 건축법 lists its 시행령·시행규칙 too), one body read
// per law with every cited article at once.
/** Finds a law by exact name or 약칭 and reads the cited articles of it in one call. */
export async function lookupLaw(
  env: AnalysisEnv,
  law: string,
  specs: string[],
  searches: LawSearches,
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
      pending = attempt(env.tools, "search_law", { query, display: 100 });
      searches.set(query, pending);
    }
    const r = await pending;
    if (!r.ok) {
      if (r.failure.code === "NOT_FOUND") continue;
      return { kind: "failed", failure: r.failure };
    }
    rows = r.data.rows;
    hit = rows.find((x) => sameLawName(x.name, law) || sameLawName(x.abbreviation, law));
    if (hit) break;
  }
  if (!hit) return { kind: "absent", nearest: rows.slice(0, 3).map((x) => x.name) };
  if (env.remainingMs() <= 0) {
    return { kind: "failed", failure: notAsked("get_law_text", "시한 초과") };
  }
  const body = await attempt(env.tools, "get_law_text", { lawId: hit.lawId, articles: specs });
  if (!body.ok) return { kind: "failed", failure: body.failure };
  const missing = new Map(body.data.missing.map((m) => [m.requested, m.nearest]));
  // selectArticles keeps request order, so the found articles pair with the requests not missing.
  const found = body.data.articles;
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

/** The verdict of one cited article, given what was learnt about its law. */
export function judgeStatute(c: StatuteCitation, look: LawLookup | undefined): CitationCheck {
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
  const unchecked = notChecked(base, look);
  if (unchecked || !look || look.kind === "failed") return unchecked!;
  if (look.kind === "absent" && isKnownLawName(c.law)) {
    // One search that misses a law the alias table knows is no evidence the law is gone.
    return {
      ...base,
      verdict: "unverifiable",
      nearest: look.nearest,
      reason: `'${c.law}'는 있는 법령인데 검색(search_law)이 찾지 못했습니다: 결과 없음이 아니라 ` +
        "검색이 불완전했을 수 있으니 잠시 뒤 다시 확인하세요.",
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
      reason: `${look.row.name}에 ${josa(c.article, "이/가")} 없습니다.`,
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
      reason: `${look.row.name} ${josa(a.label, "은/는")} 삭제된 조문입니다.`,
    };
  }
  return {
    ...base,
    law: look.row.name,
    verdict: "verified",
    source: { ...source, article: a.label },
    matchedText: articleWords(a),
    // A partial demo row has no MST; "MST undefined" would read as an upstream answer.
    reason: `${look.row.name} ${c.article} 확인 (법령ID ${look.row.lawId}${
      look.row.mst ? `, MST ${look.row.mst}` : ""
    }).`,
  };
}
