/**
 * Staged enforcement in a statute answer: which of the shown articles the 부칙 단서 date
 * differently from the version, judged on the answer's date (asOf, else today), and the call
 * that reads the wording in force before this version.
 *
 * @module
 */

import { z } from "zod";
import { readStagedEnforcement, type StagedTarget } from "../../law/staged_enforcement.ts";
import type { Article, Statute } from "../../parse/statute_types.ts";
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
  if (!t.article) return false;
  const k = a.article * 1000 + a.branch;
  return t.through ? key(t.article) <= k && k <= key(t.through) : key(t.article) === k;
}

/**
 * The 단서 notes for the shown articles, and the 단서 that were not read. A note is given when
 * the 단서 date is after the answer's date (this wording is not yet in force) or when it is on or
 * before it while the version itself is not yet in force (this article is, early); a date of
 * the version's own 부칙 that has passed is shown too, as the article's own 시행일.
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
  const unread: string[] = [];
  const info = statute.info;
  const own = (n?: string) => !!n && Number(n) === Number(info.promulgationNumber ?? NaN);
  const versionInForce = !info.effectiveDate || info.effectiveDate <= on;
  for (const sup of statute.supplements) {
    const reading = readStagedEnforcement(sup.text, sup.promulgationDate);
    const mine = own(sup.promulgationNumber);
    for (const c of reading.clauses) {
      const inForce = c.effectiveDate <= on;
      // An old 부칙's date long passed says nothing about today's wording.
      if (inForce && versionInForce && !mine) continue;
      for (const a of shown) {
        const hits = c.targets.filter((t) => covers(t, a));
        if (!hits.length) continue;
        const part = hits.every((t) => t.part) ? hits.map((t) => t.part).join(", ") : undefined;
        const previous: Pointer | undefined = !inForce && info.effectiveDate && info.lawId
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
          inForce,
          clause: c.text,
          ...(sup.promulgationDate ? { supplement: sup.promulgationDate } : {}),
          ...(previous ? { previous } : {}),
        });
      }
    }
    if (mine || !versionInForce) unread.push(...reading.unread);
  }
  return { notes, unread };
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
  for (const u of r.unread) lines.push(`- 읽지 못한 단서 (직접 확인 필요): ${u}`);
  return lines;
}
