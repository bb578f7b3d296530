/**
 * 부칙 시행일 단서 — "다만, 제x조의 개정규정은 … 부터 시행한다": articles of one amendment that
 * take effect on a later (or earlier) day than the amendment as a whole (분리시행). The upstream
 * body carries one 조문시행일자 per article, but in the recorded bodies it is the law's own date
 * even where the 부칙 says otherwise, so the 부칙 text is the only source.
 *
 * Read: the 시행일 article of a 부칙 (or a 부칙 of one sentence) — its 단서 and each numbered
 * "다음 각 호" item; dates written as "공포한 날", "YYYY년 M월 D일" or "공포 후 N년/개월/일이 경과한
 * 날" (초일 불산입: the day after N units have run); targets written as 제N조(의M)(제K항…), lists
 * joined by ",", "및", "ㆍ", and 별표/서식.
 * Not read (reported in `unread`): dates tied to another act ("해당 법률의 시행일", "…폐지법률의
 * 시행일"), "대통령령으로 정하는 날", and any clause whose date or targets do not parse. A 부칙
 * of another act ("부칙(정부조직법)") numbers that act's articles, not this law's: its targets are
 * never applied, and the 부칙 is reported as unread when it has a 단서.
 *
 * @module
 */

/** One thing a 단서 dates: an article (optionally one part of it) or an annex/form. */
export interface StagedTarget {
  /** "제16조", "제39조의2"; absent for an annex. */
  article?: string;
  /** What of the article, as written after the article: "제1항", "제1항 후단". */
  part?: string;
  /** "별표 2", "별지 제6호서식". */
  annex?: string;
  /** Last article of a range "제23조의2부터 제23조의4까지" (then `article` is the first). */
  through?: string;
  /** A division that holds articles: "제2장", "제3장의2", "제1절". */
  division?: string;
}

/** One 단서: its targets and the day they take effect. */
export interface StagedClause {
  /** What the clause dates. */
  targets: StagedTarget[];
  /** YYYYMMDD. */
  effectiveDate: string;
  /** The date as written ("공포 후 2년이 경과한 날"). */
  when: string;
  /** The clause as written. */
  text: string;
}

/** What one 부칙 says about staged dates. */
export interface StagedReading {
  /** The clauses read. */
  clauses: StagedClause[];
  /** Clauses about dates that were not read (see the module note), as written. */
  unread: string[];
}

const ARTICLE = /제\s*(\d+)\s*조(?:\s*의\s*(\d+))?/;

/** YYYYMMDD plus a period, then one day (초일 불산입: the day after the period has run). */
function afterPeriod(ymd: string, years: number, months: number, days: number): string {
  const d = new Date(
    Date.UTC(+ymd.slice(0, 4) + years, +ymd.slice(4, 6) - 1 + months, +ymd.slice(6, 8)),
  );
  d.setUTCDate(d.getUTCDate() + days + 1);
  return d.toISOString().slice(0, 10).replaceAll("-", "");
}

/**
 * A written date → YYYYMMDD, or undefined when it is not one of the read forms.
 *
 * @example
 * ```ts
 * import { readEnforcementDate } from "./staged_enforcement.ts";
 * readEnforcementDate("공포 후 2년이 경과한 날", "20230725"); // "20250726"
 * ```
 */
export function readEnforcementDate(when: string, promulgated?: string): string | undefined {
  const w = when.replace(/\s+/g, " ").trim();
  const ymd = /^(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일$/.exec(w);
  if (ymd) return `${ymd[1]}${ymd[2].padStart(2, "0")}${ymd[3].padStart(2, "0")}`;
  if (!promulgated || !/^\d{8}$/.test(promulgated)) return undefined;
  if (/^공포(?:한 날| 즉시)$/.test(w)) return promulgated;
  const after = /^공포 후 (?:(\d+)\s*년\s*)?(?:(\d+)\s*개월\s*)?(?:(\d+)\s*일\s*)?이 경과한 날$/
    .exec(w);
  if (!after || !(after[1] || after[2] || after[3])) return undefined;
  return afterPeriod(promulgated, +(after[1] ?? 0), +(after[2] ?? 0), +(after[3] ?? 0));
}

/**
 * "제21조제2항, 제47조의4 및 별표 2" → targets; undefined when a piece is not a target.
 *
 * @example
 * ```ts
 * import { readTargets } from "./staged_enforcement.ts";
 * readTargets("제101조제3항 및 제4항"); // two targets, both of 제101조
 * ```
 */
export function readTargets(list: string): StagedTarget[] | undefined {
  const out: StagedTarget[] = [];
  let last: string | undefined;
  for (const raw of list.split(/\s*(?:,|및|ㆍ|·)\s*/)) {
    const piece = raw.trim();
    if (!piece) continue;
    const annex = /^(별표\s*\d+(?:의\d+)?|별지\s*제\s*\d+호(?:의\d+)?\s*서식)/.exec(piece);
    if (annex) {
      out.push({ annex: annex[1].replace(/\s+/g, " ") });
      continue;
    }
    // "부칙 제4조" dates a 부칙 article, not the text shown: nothing to target.
    if (/^부칙\s*제\s*\d+\s*조(?:\s*의\s*\d+)?$/.test(piece)) continue;
    const division = /^제\s*(\d+)\s*(편|장|절|관)(?:\s*의\s*(\d+))?$/.exec(piece);
    if (division) {
      out.push({
        division: `제${division[1]}${division[2]}${division[3] ? `의${division[3]}` : ""}`,
      });
      continue;
    }
    const art = new RegExp(`^${ARTICLE.source}\\s*(.*)$`).exec(piece);
    const range = art && new RegExp(`^부터\\s*${ARTICLE.source}\\s*까지$`).exec(art[3]);
    if (art) {
      last = `제${art[1]}조${art[2] ? `의${art[2]}` : ""}`;
      const through = range ? `제${range[1]}조${range[2] ? `의${range[2]}` : ""}` : undefined;
      out.push({
        article: last,
        ...(through ? { through } : art[3] ? { part: art[3].trim() } : {}),
      });
    } else if (last && /^(?:같은 조\s*)?제\s*\d+\s*(?:항|호)/.test(piece)) {
      // "제101조제3항 및 제4항": the 제4항 is of the article named before it.
      out.push({ article: last, part: piece.replace(/^같은 조\s*/, "") });
    } else return undefined;
  }
  return out.length ? out : undefined;
}

/** The 시행일 provision of a 부칙: its 제1조 (시행일), or the whole text when it has no articles. */
function dateProvision(lines: string[]): string[] {
  const start = lines.findIndex((l) => /^제1조\s*\(시행일/.test(l));
  if (start < 0) return lines.some((l) => /^제\d+조/.test(l)) ? [] : lines;
  const end = lines.findIndex((l, i) => i > start && /^제\d+조/.test(l));
  return lines.slice(start, end < 0 ? undefined : end);
}

/** Splits "A은 X부터 시행하고, B는 Y부터 시행한다" into its "… 부터 시행" parts. */
function parts(sentence: string): { subject: string; when: string; text: string }[] {
  const out = [];
  for (const m of sentence.matchAll(/(.+?)(?:은|는)\s+(.+?)부터\s*시행(?:하고,?|한다\.?)\s*/g)) {
    out.push({ subject: m[1].trim(), when: m[2].trim(), text: m[0].trim() });
  }
  return out;
}

/**
 * Reads the staged dates of one 부칙 text (its lines as the body gives them).
 *
 * @example
 * ```ts
 * import { readStagedEnforcement } from "./staged_enforcement.ts";
 * const r = readStagedEnforcement(
 *   "부칙 <제19573호,2023.7.25>\n제1조(시행일) 이 법은 공포 후 6개월이 경과한 날부터 시행한다. " +
 *     "다만, 제101조제3항 및 제4항은 공포 후 1년이 경과한 날부터 시행한다.",
 *   "20230725",
 * );
 * r.clauses[0].effectiveDate; // "20240726"
 * ```
 */
export function readStagedEnforcement(text: string, promulgated?: string): StagedReading {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  const reading: StagedReading = { clauses: [], unread: [] };
  const provision = dateProvision(lines.slice(/^부칙/.test(lines[0] ?? "") ? 1 : 0));
  const proviso = provision.join(" ").split(/다만,\s*/).slice(1).join("다만, ");
  if (!proviso) return reading;
  if (/^부칙\s*\(/.test(lines[0] ?? "")) {
    // Another act's 부칙: its article numbers are that act's.
    reading.unread.push(`${lines[0]}: 다른 법률의 부칙이라 조문별 시행일을 읽지 않았습니다`);
    return reading;
  }
  const add = (subject: string, when: string, clause: string) => {
    const targets = readTargets(
      subject.replace(/의\s*개정규정(?=\s*(?:,|및|ㆍ|·|$))/g, "").replace(/^이 법\s*중\s*/, ""),
    );
    const date = readEnforcementDate(when, promulgated);
    if (/^부칙\s*제/.test(subject)) return; // dates a 부칙 article, not the text
    if (targets && date) {
      reading.clauses.push({ targets, effectiveDate: date, when, text: clause });
    } else reading.unread.push(clause);
  };
  for (const p of parts(proviso)) {
    if (/^다음 각 호/.test(p.subject)) continue; // the items follow
    add(p.subject, p.when, p.text);
  }
  // "다음 각 호의 개정규정은 해당 호에서 정하는 날": "1. 제x조의 개정규정: 2026년 1월 1일".
  for (const l of provision) {
    const item = /^\d+\.\s*(.+?)(?:의\s*개정규정)?\s*:\s*(.+?)\.?$/.exec(l);
    if (item) add(item[1], item[2], l);
    else if (/^\d+\.\s/.test(l) && /시행/.test(l)) {
      const inner = parts(l.replace(/^\d+\.\s*/, ""))[0];
      if (inner) add(inner.subject, inner.when, l);
      else reading.unread.push(l);
    }
  }
  return reading;
}
