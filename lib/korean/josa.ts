/**
 * Particles chosen by 받침: "판례가 없습니다", "조문이 없습니다", never "판례이(가)". Every
 * sentence we print with a name in it goes through {@link josa}.
 *
 * @module
 */

/** Particle pairs: the form after a final consonant, then the form after a vowel. */
const PAIRS: Readonly<Record<JosaPair, readonly [string, string]>> = {
  "이/가": ["이", "가"],
  "가/이": ["이", "가"],
  "을/를": ["을", "를"],
  "를/을": ["을", "를"],
  "은/는": ["은", "는"],
  "는/은": ["은", "는"],
  "과/와": ["과", "와"],
  "와/과": ["과", "와"],
  "으로/로": ["으로", "로"],
  "로/으로": ["으로", "로"],
  "이나/나": ["이나", "나"],
  "아/야": ["아", "야"],
  "이라/라": ["이라", "라"],
  "이란/란": ["이란", "란"],
};

/** One particle pair's name, e.g. "이/가" (either order). */
export type JosaPair =
  | "이/가"
  | "가/이"
  | "을/를"
  | "를/을"
  | "은/는"
  | "는/은"
  | "과/와"
  | "와/과"
  | "으로/로"
  | "로/으로"
  | "이나/나"
  | "아/야"
  | "이라/라"
  | "이란/란";

// How digits are read: 1 일, 3 삼, 6 육, 7 칠, 8 팔, 0 영 end in a consonant (1·7·8 in ㄹ).
const DIGIT_FINAL: Readonly<Record<string, "none" | "rieul" | "other">> = {
  "0": "other",
  "1": "rieul",
  "2": "none",
  "3": "other",
  "4": "none",
  "5": "none",
  "6": "other",
  "7": "rieul",
  "8": "rieul",
  "9": "none",
};

/**
 * The final sound of a word: none, ㄹ (which takes 로, not 으로), or another consonant.
 *
 * @example
 * ```ts
 * import { finalSound } from "./josa.ts";
 * finalSound("법률"); // "rieul"
 * finalSound("판례"); // "none"
 * ```
 */
export function finalSound(word: string): "none" | "rieul" | "other" {
  // Brackets, quotes and punctuation after a word do not change how it is read.
  const m = /([가-힣0-9A-Za-z])[^가-힣0-9A-Za-z]*$/.exec(word);
  if (!m) return "none";
  const ch = m[1];
  const code = ch.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? "none" : jong === 8 ? "rieul" : "other";
  }
  if (/[0-9]/.test(ch)) return DIGIT_FINAL[ch];
  // Letters read the English way: l → ㄹ; m, n → a final consonant; others a vowel.
  if (/[lL]/.test(ch)) return "rieul";
  return /[mnMN]/.test(ch) ? "other" : "none";
}

/**
 * `word` followed by the particle of `pair` that its last sound takes.
 *
 * @example
 * ```ts
 * import { josa } from "./josa.ts";
 * josa("판례", "이/가"); // "판례가"
 * josa("조문", "이/가"); // "조문이"
 * josa("법률", "으로/로"); // "법률로"
 * ```
 */
export function josa(word: string, pair: JosaPair): string {
  const [after, vowel] = PAIRS[pair];
  const f = finalSound(word);
  if (pair === "으로/로" || pair === "로/으로") return word + (f === "other" ? after : vowel);
  return word + (f === "none" ? vowel : after);
}
