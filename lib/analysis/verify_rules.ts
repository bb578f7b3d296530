/**
 * 행정규칙 half of the citation check: the rule found by name in an admrul search (one search
 * per name, dropping a leading word the name may not have), its cited articles read in one body
 * call, then a verdict per citation. Rule bodies hold whole articles, so a cited 항 or 호 is
 * checked by its mark (①, "1.") in the article's words.
 *
 * @module
 */

import { type ArticleRef, formatArticle } from "../law/article.ts";
import { normalizeLawName } from "../law/names.ts";
import { ruleFamilyOf } from "../law/rule_names.ts";
import type { CitationCheck } from "./citation_check.ts";
import type { StatuteCitation } from "./citations.ts";
import {
  type AnalysisEnv,
  type Answer,
  attempt,
  type BranchFailure,
  clip,
  notAsked,
  notChecked,
} from "./run.ts";
import { josa } from "../korean/mod.ts";

/** One rule of a search_admin_rules answer. */
type RuleRow = Answer<"search_admin_rules">["rows"][number];

/** What was learnt about one cited 행정규칙. */
export type RuleLookup =
  | { kind: "found"; row: RuleRow; words: Map<string, string>; missing: Set<string> }
  | { kind: "absent"; nearest: string[]; capped: boolean }
  | { kind: "failed"; failure: BranchFailure };

const PAGE = 100;

/**
 * The article a citation's 조 names (rule bodies are picked by article).
 *
 * @example
 * ```ts
 * import { ruleArticle } from "./verify_rules.ts";
 * ruleArticle({ article: 15, branch: 2, paragraph: 1 }); // "제15조의2"
 * ```
 */
export function ruleArticle(ref: ArticleRef): string {
  return formatArticle({ article: ref.article, branch: ref.branch });
}

// "어린이 놀이시설 안전관리 지침" read back as "놀이시설 안전관리 지침": a row is the cited rule when
// its whole name is what the text says before the article.
function isCited(row: RuleRow, name: string, preceding: string): boolean {
  const r = normalizeLawName(row.name);
  const n = normalizeLawName(name);
  return r === n || (r.endsWith(n) && normalizeLawName(preceding + name).endsWith(r));
}

function queriesOf(name: string): string[] {
  const words = name.split(/\s+/);
  const out = [name];
  for (let i = 1; i < words.length && out.length < 3; i++) {
    const q = words.slice(i).join(" ");
    if (q.length >= 4 && ruleFamilyOf(q)) out.push(q);
  }
  return out;
}

/** Finds a 행정규칙 by name and reads its cited articles in one body call. */
export async function lookupRule(
  env: AnalysisEnv,
  name: string,
  preceding: string,
  articles: string[],
): Promise<RuleLookup> {
  let hit: RuleRow | undefined;
  let nearest: string[] = [];
  let capped = false;
  for (const query of queriesOf(name)) {
    if (env.remainingMs() <= 0) {
      return { kind: "failed", failure: notAsked("search_admin_rules", "시한 초과") };
    }
    const r = await attempt(env.tools, "search_admin_rules", { query, display: PAGE });
    if (!r.ok) return { kind: "failed", failure: r.failure };
    const rows = r.data.rows;
    hit = rows.find((x) => isCited(x, name, preceding));
    if (hit) break;
    if (rows.length) nearest = rows.slice(0, 3).map((x) => x.name);
    capped ||= rows.length >= PAGE;
  }
  if (!hit) return { kind: "absent", nearest, capped };
  const body = await attempt(env.tools, "get_admin_rule", { id: hit.serial, articles });
  if (!body.ok) return { kind: "failed", failure: body.failure };
  const missing = new Set(body.data.missing);
  // The picked blocks come in request order; a block opening with 제N조 starts that article.
  const words = new Map<string, string>();
  let current: string | undefined;
  for (const block of body.data.blocks) {
    const head = /^\s*(제\d+조(?:의\d+)?)/.exec(block)?.[1];
    if (head) current = head;
    if (current) words.set(current, [words.get(current), block].filter(Boolean).join("\n"));
  }
  return { kind: "found", row: hit, words, missing };
}

const CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳";

// Whether the article's words show the cited 항 and 호; undefined when they cannot tell.
function partShown(words: string, ref: ArticleRef): boolean | undefined {
  if (ref.paragraph !== undefined) {
    const mark = CIRCLED[ref.paragraph - 1];
    if (!mark) return undefined;
    if (!words.includes(mark)) return false;
  }
  if (ref.item !== undefined) {
    const branch = ref.itemBranch ? `의${ref.itemBranch}` : "";
    if (!new RegExp(`(?:^|\\s)${ref.item}${branch}\\.\\s`).test(words)) return false;
  }
  return true;
}

/** The verdict of one cited 행정규칙 article, given what was learnt about the rule. */
export function judgeRule(c: StatuteCitation, look: RuleLookup | undefined): CitationCheck {
  const base = { kind: "rule" as const, text: c.text, law: c.law, article: c.article };
  const unchecked = notChecked(base, look);
  if (unchecked || !look || look.kind === "failed") return unchecked!;
  if (look.kind === "absent") {
    if (look.capped) {
      return {
        ...base,
        verdict: "unverifiable",
        nearest: look.nearest,
        reason: `행정규칙 검색 결과가 ${PAGE}건을 넘어 '${c.law}'를 끝까지 찾지 못했습니다.`,
      };
    }
    return {
      ...base,
      verdict: "not_found",
      nearest: look.nearest,
      reason: `'${c.law}'와 이름이 일치하는 (현행) 행정규칙이 없습니다.`,
    };
  }
  const source = { domain: "admrul", id: look.row.serial };
  const art = ruleArticle(c.ref);
  const name = look.row.name;
  if (look.missing.has(art)) {
    return {
      ...base,
      law: name,
      verdict: "not_found",
      source,
      reason: `${name}에 ${josa(art, "이/가")} 없습니다.`,
    };
  }
  const words = look.words.get(art);
  if (!words) {
    return {
      ...base,
      law: name,
      verdict: "unverifiable",
      source,
      reason: "본문 응답에서 이 조문을 읽지 못했습니다.",
    };
  }
  const withArticle = {
    ...base,
    law: name,
    source: { ...source, article: art },
    matchedText: clip(words, 240),
  };
  if (/^\s*제\d+조(?:의\d+)?\s*삭제/.test(words)) {
    return {
      ...withArticle,
      verdict: "not_found",
      reason: `${name} ${josa(art, "은/는")} 삭제된 조문입니다.`,
    };
  }
  const part = partShown(words, c.ref);
  if (part === false) {
    const cited = c.article.slice(art.length).trim();
    return {
      ...withArticle,
      verdict: "not_found",
      reason: `${name} ${art}에 ${josa(cited, "이/가")} 없습니다.`,
    };
  }
  if (part === undefined) {
    return {
      ...withArticle,
      verdict: "unverifiable",
      reason: `${name} ${josa(art, "은/는")} 있으나 인용한 항을 본문에서 가려내지 못했습니다.`,
    };
  }
  return {
    ...withArticle,
    verdict: "verified",
    reason: `${name} ${c.article} 확인 (행정규칙 일련번호 ${look.row.serial}).`,
  };
}
