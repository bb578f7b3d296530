/**
 * Names of 행정규칙 (고시·훈령·예규·지침 …) as they are cited in running text, told apart from
 * statute names by their ending. 법률·시행령·시행규칙 and 부령 names end in 법/법률/령/규칙; a
 * name ending in 규정 may be a 대통령령 (국가공무원 복무규정) as well as a 훈령, so it is "either"
 * and the citation check asks both.
 *
 * @module
 */

/** Endings that make a name a 행정규칙 (규정 is checked separately: it may be a statute). */
const RULE_ENDING = /(?:고시|훈령|예규|지침|기준|기준표|요령|세칙|준칙|공고|지시|편람)$/;
const EITHER_ENDING = /규정$/;
const STATUTE_ENDING = /(?:법|법률|령|규칙|조례)$/;

/** What a cited name can be: a 행정규칙, or a 행정규칙 or a 대통령령 (규정). */
export type RuleFamily = "rule" | "either";

/**
 * Whether a cited name is a 행정규칙 name: "rule" (고시·훈령·예규·지침·기준·요령 …), "either"
 * (…규정: 훈령 or 대통령령), undefined for a statute name.
 *
 * @example
 * ```ts
 * import { ruleFamilyOf } from "./rule_names.ts";
 * ruleFamilyOf("식품등의 표시기준"); // "rule"
 * ruleFamilyOf("국세상담센터 기본운영규정"); // "either"
 * ruleFamilyOf("건축물의 설비기준 등에 관한 규칙"); // undefined
 * ```
 */
export function ruleFamilyOf(name: string): RuleFamily | undefined {
  const n = name.replace(/[\s「」]/g, "");
  if (STATUTE_ENDING.test(n)) return undefined;
  if (RULE_ENDING.test(n)) return "rule";
  if (EITHER_ENDING.test(n)) return "either";
  return undefined;
}

// Words that end a clause or point back ("이 경우", "같은", "따른"): a name starts after them.
const STOP_WORDS = new Set([
  "이",
  "그",
  "위",
  "본",
  "동",
  "같은",
  "해당",
  "따른",
  "따라",
  "의한",
  "의하여",
  "위한",
  "및",
  "또는",
  "경우",
  "때",
  "각",
  "그리고",
  "관련",
]);
// A word ending in a case particle or a verb ending; 의 and 에 stay ("식품등의 …", "…에 관한").
const CLAUSE_END =
  /(?:은|는|을|를|가|와|과|으로|에서|에게|하고|하며|하면|하여|해서|한다|된다|있다)$/;
const NAME_TAIL = String
  .raw`((?:[가-힣A-Za-z0-9ㆍ·]+\s){0,6}[가-힣A-Za-z0-9ㆍ·]*(?:고시|훈령|예규|지침|기준|기준표|요령|세칙|준칙|공고|규정))\s*$`;
const TAIL = new RegExp(NAME_TAIL);
/** One word alone is a name only with something before its ending ("표시기준", not "기준"). */
const SINGLE_WORD =
  /^[가-힣A-Za-z0-9ㆍ·]{2,}(?:고시|훈령|예규|지침|기준|기준표|요령|세칙|준칙|공고|규정)$/;

/**
 * The 행정규칙 name an unquoted citation ends with, read back from the article: at most seven
 * words, starting after a clause-ending word. A bare ending ("규정", "기준") is no name.
 * Returns the name and its offset in `before`.
 *
 * @example
 * ```ts
 * import { ruleNameBefore } from "./rule_names.ts";
 * ruleNameBefore("이 경우 국세상담센터 기본운영규정 ")?.name; // "국세상담센터 기본운영규정"
 * ruleNameBefore("사업자는 식품등의 표시기준 ")?.name; // "식품등의 표시기준"
 * ruleNameBefore("같은 규정 "); // undefined
 * ```
 */
export function ruleNameBefore(before: string): { name: string; index: number } | undefined {
  const m = TAIL.exec(before);
  if (!m) return undefined;
  const spans = [...m[1].matchAll(/\S+/g)];
  const words = spans.map((w) => w[0]);
  let start = 0;
  for (let i = words.length - 2; i >= 0; i--) {
    if (STOP_WORDS.has(words[i]) || CLAUSE_END.test(words[i])) {
      start = i + 1;
      break;
    }
  }
  const kept = words.slice(start);
  if (kept.length === 1 && !SINGLE_WORD.test(kept[0])) return undefined;
  const name = kept.join(" ");
  if (ruleFamilyOf(name) === undefined) return undefined;
  return { name, index: m.index + spans[start].index! };
}
