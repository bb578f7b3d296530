/**
 * Law names in a query: 「법령명」, bare names ending in 법/령/규칙 (particles such as 상·의·에
 * stripped), 약칭 (via lib/law/names.ts), multi-word official names, and "같은 법 (시행령|시행규칙)"
 * resolved against the law named before it.
 *
 * @module
 */

import { LAW_ABBREVIATIONS, lawTier, normalizeLawName, resolveLawAlias } from "../law/names.ts";
import { SCENARIOS } from "./scenarios.ts";
import type { LawMention } from "./types.ts";

/** Words ending in 법/령/규칙 that are not statute names. */
const NOT_A_LAW: ReadonlySet<string> = new Set(
  ("방법 위법 적법 불법 입법 편법 합법 사법 용법 문법 수법 기법 해법 탈법 비법 마법 요법 화법 어법 " +
    "작법 이법 동법 같은법 관계법 관련법 특별법 일반법 하위법 상위법 개정법 구법 신법 현행법 실정법 " +
    "형사법 민사법 행정법 노동법 세법 조세법 국제법 처벌법 보호법 법 법률 법령 명령 훈령 대통령령 " +
    "총리령 부령 시행령 요령 수령 발령 행정규칙 시행규칙 의회규칙 자치규칙 내부규칙 업무규칙 규칙 " +
    "이 그 해당법 무슨법 어느법 어떤법 관한법 관계법령 방법론")
    .split(" "),
);

/**
 * Endings of words that are not statutes: "계산법", "신청하는법" (a way of doing), "지급명령",
 * "임차권등기명령" (a court's order).
 */
const NOT_A_LAW_END = /(?:는법|계산법|명령)$/;

/** Heads too generic to stand alone: "개인정보 보호법" keeps the word before them. */
const GENERIC_HEAD =
  /^(?:보호법|진흥법|보장법|관리법|처벌법|기본법|특례법|육성법|지원법|촉진법|규제법)$/;

const PARTICLE =
  "(?:상의|상|에서의|에서|에게|에는|에|의|은|는|이|가|을|를|과|와|으로|로|도|만|부터|까지|위반|개정|령)";
const TIER = String.raw`(\s?(?:시행령|시행규칙))?`;
const BARE = new RegExp(
  String.raw`(?<![A-Za-z가-힣ㆍ·])([A-Za-z가-힣][A-Za-z가-힣ㆍ·]*?(?:법|령|규칙))${TIER}` +
    String.raw`(?=$|[^A-Za-z가-힣ㆍ·]|${PARTICLE}(?:$|[^A-Za-z가-힣]))`,
  "g",
);
const LONG = new RegExp(
  String.raw`(?<![A-Za-z가-힣ㆍ·])((?:[가-힣ㆍ·]+\s){0,5}?[가-힣ㆍ·]*(?:에|등에)\s?관한\s?` +
    String.raw`(?:특별법|특례법|기본법|법률|규칙|법))${TIER}`,
  "g",
);
const QUOTED = new RegExp(String.raw`「([^「」]{1,120})」${TIER}`, "g");
const SAME = new RegExp(String.raw`(?:같은\s?|동)(법|영|규칙)${TIER}(?![가-힣])`, "g");

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Official names with spaces ("개인정보 보호법"): typed with or without the spaces.
const KNOWN = ((): RegExp => {
  const names = new Set([...Object.values(LAW_ABBREVIATIONS), ...SCENARIOS.flatMap((x) => x.laws)]);
  const alts = [...names].filter((n) => /\s/.test(n)).sort((a, b) => b.length - a.length)
    .map((n) =>
      n.split("").map((ch) => ch === " " ? "\\s?" : /[ㆍ·]/.test(ch) ? "[ㆍ·･・]" : escape(ch))
        .join("")
    );
  return new RegExp(`(${alts.join("|")})${TIER}`, "g");
})();

function mask(text: string, index: number, length: number): string {
  return text.slice(0, index) + " ".repeat(length) + text.slice(index + length);
}

function mention(
  text: string,
  index: number,
  written: string,
  how: LawMention["how"],
): LawMention {
  const name = resolveLawAlias(written.replace(/\s+(시행령|시행규칙)$/, " $1"));
  const alias = how !== "same" && normalizeLawName(name) !== normalizeLawName(written);
  return { text, index, written, name, tier: lawTier(name), how: alias ? "alias" : how };
}

const familyBase = (name: string): string => name.replace(/\s*(시행령|시행규칙)$/, "").trim();

function tierSuffix(word: string, tier?: string): string {
  if (tier) return ` ${tier}`;
  return word === "영" ? " 시행령" : word === "규칙" ? " 시행규칙" : "";
}

/**
 * Every statute named in `text`, in order. "같은 법 시행규칙" becomes the 시행규칙 of the law
 * named last before it; a "같은 법" with nothing before it keeps its written form.
 *
 * @example
 * ```ts
 * import { extractLaws } from "./extract_laws.ts";
 * extractLaws("근기법 제23조 및 같은 법 시행령 제2조").map((l) => l.name);
 * // ["근로기준법", "근로기준법 시행령"]
 * ```
 */
export function extractLaws(text: string): LawMention[] {
  const found: LawMention[] = [];
  const sameAt: { index: number; text: string; word: string; tier?: string }[] = [];
  let rest = text;
  const take = (re: RegExp, each: (m: RegExpExecArray) => void) => {
    for (const m of [...rest.matchAll(re)]) {
      each(m as RegExpExecArray);
      rest = mask(rest, m.index!, m[0].length);
    }
  };
  take(QUOTED, (m) => {
    const written = m[1].trim() + (m[2] ? ` ${m[2].trim()}` : "");
    found.push(mention(m[0], m.index!, written, "quoted"));
  });
  take(SAME, (m) => {
    sameAt.push({ index: m.index!, text: m[0], word: m[1], tier: m[2]?.trim() });
  });
  take(KNOWN, (m) => {
    const written = m[1].replace(/\s+/g, " ") + (m[2] ? ` ${m[2].trim()}` : "");
    found.push(mention(m[0], m.index!, written, "bare"));
  });
  take(LONG, (m) => {
    const written = m[1].trim() + (m[2] ? ` ${m[2].trim()}` : "");
    found.push(mention(m[0], m.index!, written, "bare"));
  });
  for (const m of [...rest.matchAll(BARE)]) {
    let word = m[1];
    if (
      NOT_A_LAW.has(word) || NOT_A_LAW_END.test(word) ||
      (/령$/.test(word) && !/시행령$/.test(word) && word.length < 4)
    ) {
      continue;
    }
    if (/규칙$/.test(word) && !/시행규칙$/.test(word) && word.length < 5) continue;
    let index = m.index!;
    const before = /([가-힣]{2,})\s$/.exec(rest.slice(0, index));
    if (GENERIC_HEAD.test(word) && before) {
      word = `${before[1]} ${word}`;
      index -= before[0].length;
    } else if (GENERIC_HEAD.test(word)) continue;
    const written = word + (m[2] ? ` ${m[2].trim()}` : "");
    found.push(mention(text.slice(index, m.index! + m[0].length), index, written, "bare"));
  }
  for (const s of sameAt) {
    const prev = found.filter((l) => l.index < s.index && l.how !== "same").at(-1);
    const written = s.text.replace(/\s+/g, " ");
    const name = !prev
      ? written
      : s.word === "법" && !s.tier
      ? prev.name
      : familyBase(prev.name) + tierSuffix(s.word, s.tier);
    found.push({ text: s.text, index: s.index, written, name, tier: lawTier(name), how: "same" });
  }
  return found.sort((a, b) => a.index - b.index);
}
