/**
 * Staged enforcement in a statute answer: which of the shown articles the 부칙 단서 date
 * differently from the version, judged on the answer's date (asOf, else today), and the call
 * that reads the wording in force before this version.
 *
 * @module
 */

import { z } from "zod";
import {
  readEnforcementDate,
  readStagedEnforcement,
  type StagedReading,
  type StagedTarget,
} from "../../law/staged_enforcement.ts";
import type { Article, Statute, Supplement } from "../../parse/statute_types.ts";
import { type Pointer, pointer, PointerSchema, pointerText } from "../../vocab/pointer.ts";
import { showDate } from "../../vocab/dates.ts";
import { shiftDay } from "../common.ts";

/** One shown article a 부칙 단서 dates on its own. */
export const StagedNoteSchema = z.object({
  article: z.string().describe("the article label, e.g. 제16조"),
  part: z.string().optional().describe("what of it the 단서 names (제1항 …), when not all"),
  effectiveDate: z.string().describe("YYYYMMDD the 단서 gives"),
  inForce: z.boolean().describe("whether this wording is in force on the answer's date"),
  clause: z.string().describe("the 단서 as written"),
  supplement: z.string().optional().describe("공포일자 of the 부칙 it is in"),
  previous: PointerSchema.optional().describe(
    "reads the wording in force before this version",
  ),
});

/** A staged-enforcement note. */
export type StagedNote = z.output<typeof StagedNoteSchema>;

const key = (label: string) => {
  const m = /제(\d+)조(?:의(\d+))?/.exec(label);
  return m ? Number(m[1]) * 1000 + Number(m[2] ?? 0) : NaN;
};

function covers(t: StagedTarget, a: Article): boolean {
  if (t.division) {
    const div = new RegExp(`^${t.division}(?![의\\d])`);
    return a.headingPath.some((h) => div.test(h.replace(/\s+/g, "")));
  }
  if (!t.article) return false;
  const k = a.article * 1000 + a.branch;
  return t.through ? key(t.article) <= k && k <= key(t.through) : key(t.article) === k;
}

/**
 * Each 부칙 read once per parsed body: a warm statute (kept decoded by the client) would otherwise
 * have all its 부칙 (hundreds for 건축법) read again on every call, the largest share of what a
 * `get_law_text` call allocated. Held weakly: a reading lives as long as its body does.
 */
const READINGS = new WeakMap<Supplement, StagedReading>();

function readingOf(sup: Supplement): StagedReading {
  let r = READINGS.get(sup);
  if (!r) READINGS.set(sup, r = readStagedEnforcement(sup.text, sup.promulgationDate));
  return r;
}

/** The longest an unread 단서 is quoted: enough to find it in the 부칙. */
const UNREAD_CHARS = 80;

/**
 * Whether an unread 단서 could concern a shown article: it names one (or a range or division
 * holding one), or names nothing this reader can place; not when every article it names is
 * elsewhere, nor when its date is read and already passed.
 */
function couldConcern(u: string, shown: readonly Article[], on: string, promulgated?: string) {
  const dated = /(?:은|는)\s+(.+?)부터\s*시행/.exec(u);
  const date = dated ? readEnforcementDate(dated[1], promulgated) : undefined;
  if (date && date <= on) return false;
  const subject = dated ? u.slice(0, dated.index) : u;
  const named: StagedTarget[] = [];
  const ref =
    /(부칙\s*)?제\s*(\d+)\s*(조|편|장|절|관)(?:\s*의\s*(\d+))?(?:\s*부터\s*제\s*(\d+)\s*조(?:\s*의\s*(\d+))?\s*까지)?/g;
  for (const m of subject.matchAll(ref)) {
    if (m[1]) continue; // a 부칙 article
    const label = `제${m[2]}${m[3]}${m[4] ? `의${m[4]}` : ""}`;
    if (m[3] !== "조") named.push({ division: label });
    else {
      named.push({
        article: label,
        ...(m[5] ? { through: `제${m[5]}조${m[6] ? `의${m[6]}` : ""}` } : {}),
      });
    }
  }
  if (!named.length) return true;
  return shown.some((a) => named.some((t) => covers(t, a)));
}

/**
 * The 단서 notes for the shown articles, and the 단서 that were not read. A note is given when a
 * 단서 names a shown article (or a range or division that holds it) and its date is after the
 * answer's date: this wording is not yet in force. A 단서 whose date has passed says nothing
 * about the wording asked for. An unread 단서 of this version (or of a version not yet in force)
 * is listed once, briefly, when it could concern a shown article; another act's 부칙 (its
 * article numbers are that act's) only when the version itself is not yet in force.
 *
 * @example
 * ```ts
 * import { stagedNotes } from "./staged.ts";
 * import { parseStatute } from "../../parse/statute.ts";
 * const s = parseStatute({ 법령: { 기본정보: { 법령ID: "1", 법령명_한글: "시험법" } } });
 * stagedNotes(s, s.articles, "20250101").notes; // []
 * ```
 */
export function stagedNotes(
  statute: Statute,
  shown: readonly Article[],
  on: string,
): { notes: StagedNote[]; unread: string[] } {
  const notes: StagedNote[] = [];
  const unread = new Set<string>();
  const info = statute.info;
  const own = (n?: string) => !!n && Number(n) === Number(info.promulgationNumber ?? NaN);
  const versionInForce = !info.effectiveDate || info.effectiveDate <= on;
  for (const sup of statute.supplements) {
    const reading = readingOf(sup);
    for (const c of reading.clauses) {
      if (c.effectiveDate <= on) continue;
      for (const a of shown) {
        const hits = c.targets.filter((t) => covers(t, a));
        if (!hits.length) continue;
        const part = hits.every((t) => t.part) ? hits.map((t) => t.part).join(", ") : undefined;
        const previous: Pointer | undefined = info.effectiveDate && info.lawId
          ? pointer("get_law_text", {
            lawId: info.lawId,
            asOf: shiftDay(info.effectiveDate, -1),
            articles: [a.label],
          })
          : undefined;
        notes.push({
          article: a.label,
          ...(part ? { part } : {}),
          effectiveDate: c.effectiveDate,
          inForce: false,
          clause: c.text,
          ...(sup.promulgationDate ? { supplement: sup.promulgationDate } : {}),
          ...(previous ? { previous } : {}),
        });
      }
    }
    if (!own(sup.promulgationNumber) && versionInForce) continue;
    const otherAct = /^부칙\s*\(/.test(sup.text.trim());
    if (otherAct && versionInForce) continue;
    for (const u of reading.unread) {
      if (otherAct || couldConcern(u, shown, on, sup.promulgationDate)) {
        unread.add(u.length > UNREAD_CHARS ? `${u.slice(0, UNREAD_CHARS - 1)}…` : u);
      }
    }
  }
  return { notes, unread: [...unread] };
}

/**
 * The lines of the notes for the answer text (none when there is nothing to say).
 *
 * @example
 * ```ts
 * import { stagedLines } from "./staged.ts";
 * stagedLines({ notes: [], unread: [] }, "20250101"); // []
 * ```
 */
export function stagedLines(r: { notes: StagedNote[]; unread: string[] }, on: string): string[] {
  if (!r.notes.length && !r.unread.length) return [];
  const lines = [`부칙 시행일 단서 (${showDate(on)} 기준):`];
  for (const n of r.notes) {
    const what = `${n.article}${n.part ? ` ${n.part}` : ""}`;
    lines.push(
      n.inForce
        ? `- ${what}: ${showDate(n.effectiveDate)}부터 시행 — 이 날짜에 시행 중`
        : `- ${what}: ${
          showDate(n.effectiveDate)
        }부터 시행 — 이 날짜에는 아직 시행 전이라 위 문언은 ` +
          `효력이 없습니다${n.previous ? `; 그 전 문언: ${pointerText(n.previous)}` : ""}`,
    );
  }
  for (const u of r.unread) lines.push(`- 읽지 못한 단서 (확인 필요): ${u}`);
  return lines;
}
