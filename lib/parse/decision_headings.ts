/**
 * Headings inside decision texts. Court bodies spell some headings with spaces between the
 * syllables — `【주    문】`, `【이    유】`, `【피 고 인】` (11 of the 12 recorded 판례 bodies) — and
 * some bodies use `[주 문]` on a line of its own beside `【주문】`. They are one heading each:
 * the reader writes them once, as `【주문】`, so a renderer finds 주문 and 이유 by one spelling.
 *
 * @module
 */

const SPACE = "[ \\t\\u3000]";
/** `【주    문】` anywhere; `[주 문]` only alone on its line (`[1]`, `[본조신설 …]` are no headings). */
const SPACED = new RegExp(
  `【${SPACE}*((?:[가-힣]${SPACE}+)+[가-힣])${SPACE}*】|` +
    `^(${SPACE}*)\\[${SPACE}*((?:[가-힣]${SPACE}+)+[가-힣])${SPACE}*\\]${SPACE}*$`,
  "gmu",
);

/**
 * Writes letter-spaced headings the one way: `【주    문】` and a lone `[주 문]` line → `【주문】`.
 *
 * @example
 * ```ts
 * import { normalizeHeadings } from "./decision_headings.ts";
 * normalizeHeadings("【주    문】\n상고를 기각한다.\n[이 유]"); // "【주문】\n상고를 기각한다.\n【이유】"
 * ```
 */
export function normalizeHeadings(text: string): string {
  if (!text.includes("【") && !text.includes("[")) return text;
  return text.replace(
    SPACED,
    (_m, inBox: string | undefined, lead: string | undefined, inSquare: string | undefined) =>
      `${lead ?? ""}【${(inBox ?? inSquare ?? "").replace(/\s+/gu, "")}】`,
  );
}

/** One headed part of a decision text. */
export interface HeadedPart {
  /** The heading without brackets (주문, 이유, 원심판결 …); absent for text before the first. */
  heading?: string;
  /** The part's text, heading excluded, trimmed. */
  text: string;
}

/**
 * Splits a (normalised) decision text at its `【…】` headings, so that a renderer can show 주문
 * or 이유 alone. A heading followed by text on the same line (`【원심판결】 서울고법 …`) keeps
 * that text as its part.
 *
 * @example
 * ```ts
 * import { splitByHeadings } from "./decision_headings.ts";
 * splitByHeadings("【주문】\n상고를 기각한다.\n【이유】 판단한다.").map((p) => p.heading);
 * // ["주문", "이유"]
 * ```
 */
export function splitByHeadings(text: string): HeadedPart[] {
  const parts: HeadedPart[] = [];
  const re = /【([^】\n]{1,30})】/g;
  let last = 0;
  let heading: string | undefined;
  for (const m of text.matchAll(re)) {
    const before = text.slice(last, m.index).trim();
    if (heading !== undefined || before) parts.push({ heading, text: before });
    heading = m[1].trim();
    last = m.index + m[0].length;
  }
  const rest = text.slice(last).trim();
  if (heading !== undefined || rest) parts.push({ heading, text: rest });
  return parts;
}
