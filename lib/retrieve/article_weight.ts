/**
 * What an article's title makes its words' evidence worth: articles every statute has (정의, 목적,
 * 벌칙, 과태료, 준용) hold a statute's words without answering about them; a title that is wholly
 * one of the question's terms is about just that; a penalty question is answered by the offence's
 * article.
 *
 * @module
 */

const compact = (s: string) => s.replace(/\s+/g, "");

/**
 * Articles every statute has (정의, 목적, 벌칙, 과태료, 준용, 양벌규정, 권한의 위임): they hold
 * the statute's words without answering a question about them, unless the question asks what
 * a word means or what the penalty is.
 */
const GENERIC: readonly [RegExp, RegExp | undefined][] = [
  [/^(?:정의|용어의 정의|목적|정의 등)$/, /뜻|정의|의미|개념/],
  [
    /^(?:벌칙|과태료|양벌규정|벌칙 적용에서 공무원 의제)$/,
    /처벌|벌금|벌칙|과태료|징역|형량|처벌받/,
  ],
  [/^(?:준용|권한의 위임|권한의 위임ㆍ위탁|위임|위탁|적용 범위|다른 법률과의 관계)$/, undefined],
];

/**
 * What an article's title makes its words' evidence worth for the question `text`.
 *
 * @example
 * ```ts
 * import { generic } from "./article_weight.ts";
 * generic("정의", "퇴직금 계산"); // 0.5
 * generic("정의", "근로자 뜻이 뭐에요"); // 1
 * ```
 */
export function generic(title: string | undefined, text: string): number {
  if (!title) return 1;
  for (const [t, asked] of GENERIC) if (t.test(title)) return asked?.test(text) ? 1 : 0.5;
  return 1;
}

/** What a title that is wholly one of the question's terms is worth ("청약의 철회" 제8조). */
const WHOLE = 1.5;
/** What the article a statute is named after is worth (its title its name's word). */
const CORE = 3;

/**
 * An article whose title is wholly one of the question's terms is about just that, where one
 * whose title holds it among other words ("간접할부계약에서의 청약의 철회 통보") is about a case
 * of it; the article a statute is named after (its `core` term) most of all.
 *
 * @example
 * ```ts
 * import { titled } from "./article_weight.ts";
 * titled({ title: "청약의 철회", terms: new Map([["청약의 철회", 1]]) }); // 1.5
 * titled({ title: "간접할부계약에서의 청약의 철회 통보", terms: new Map([["청약의 철회", 1]]) }); // 1
 * ```
 */
export function titled(
  a: { core?: string; title?: string; terms: ReadonlyMap<string, number> },
): number {
  if (a.core) return CORE;
  const t = a.title && compact(a.title).replace(/등$/, "");
  return t && [...a.terms.keys()].some((m) => compact(m) === t) ? WHOLE : 1;
}

/** Titles that name an offence ("후보자비방죄", "폭행치사상의 죄"). */
const OFFENCE = /죄(?:의 처벌)?$|죄\)$/;

const PUNISH = GENERIC[1][1]!;
const PENALTY_LIST = 0.5;
const OFFENCE_ASKED = 1.3;

/**
 * What an article's title makes its words worth in choosing among one statute's articles: the
 * statute's weight ({@link generic}) aside, a list of penalties (벌칙, 과태료) answers "is there a
 * fine" only by pointing to the duty it punishes, so it stays halved even when the question asks
 * about a penalty, and an article naming an offence answers such a question best.
 *
 * @example
 * ```ts
 * import { articleWeight } from "./article_weight.ts";
 * articleWeight("벌칙", "음주운전 처벌"); // 0.5
 * articleWeight("폭행치사상의 죄", "폭행 처벌"); // 1.3
 * ```
 */
export function articleWeight(title: string | undefined, text: string): number {
  const g = generic(title, text);
  if (!title || !PUNISH.test(text)) return g;
  if (GENERIC[1][0].test(title)) return PENALTY_LIST;
  return OFFENCE.test(title) ? OFFENCE_ASKED : g;
}
