/**
 * Splitting a contract or terms text into clauses: 제N조 articles when the text has them, else
 * "1." numbering, else ① paragraphs, else blank-line paragraphs.
 *
 * @module
 */

/** One clause of a document. */
export interface Clause {
  /** Position, 1-based. */
  index: number;
  /** The clause's own number as written ("제3조", "3.", "②"), when it has one. */
  number?: string;
  /** Heading, e.g. "계약의 해지" from "제9조(계약의 해지)". */
  heading?: string;
  /** Full text of the clause. */
  text: string;
}

const ARTICLE =
  /^[ \t]*(제\s?\d+\s?조(?:\s?의\s?\d+)?)\s*(?:[(（【\[]([^)）】\]\n]{1,40})[)）】\]])?/gm;
const NUMBERED = /^[ \t]*(\d{1,2})[.)]\s+/gm;
const CIRCLED = /^[ \t]*([①-⑳])\s*/gm;

function splitAt(text: string, re: RegExp): { start: number; m: RegExpExecArray }[] {
  const out: { start: number; m: RegExpExecArray }[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ start: m.index, m });
  return out;
}

/**
 * Splits `text` into clauses.
 *
 * @example
 * ```ts
 * import { splitClauses } from "./clauses.ts";
 * splitClauses("제1조(목적) 이 약관은…\n제2조(해지) 회사는…").map((c) => c.heading); // ["목적", "해지"]
 * ```
 */
export function splitClauses(text: string): Clause[] {
  const t = text.replace(/\r\n?/g, "\n");
  for (const re of [ARTICLE, NUMBERED, CIRCLED]) {
    const marks = splitAt(t, re);
    if (marks.length < 2) continue;
    const out: Clause[] = [];
    const preamble = t.slice(0, marks[0].start).trim();
    if (preamble) {
      out.push({ index: 1, heading: preamble.split("\n")[0].slice(0, 40), text: preamble });
    }
    marks.forEach(({ start, m }, i) => {
      const end = i + 1 < marks.length ? marks[i + 1].start : t.length;
      out.push({
        index: out.length + 1,
        number: m[1].replace(/\s/g, "") + (re === NUMBERED ? "." : ""),
        ...(re === ARTICLE && m[2] ? { heading: m[2].trim() } : {}),
        text: t.slice(start, end).trim(),
      });
    });
    return out;
  }
  return t.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p).map((p, i) => ({
    index: i + 1,
    text: p,
  }));
}
