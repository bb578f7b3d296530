/**
 * The annexes of the version in force on a date: the version is resolved as `get_law_text`'s
 * `asOf` does (the `eflaw` list, then that version's body by MST + efYd), and its 별표 units are
 * the list. Statutes only — admin rules and ordinances have no version list by date here.
 *
 * @module
 */

import { InputError } from "../../errors.ts";
import { showDate } from "../../vocab/dates.ts";
import type { ToolContext } from "../define.ts";
import type { CallTracker } from "../define.ts";
import { loadStatute } from "../statute_source.ts";
import { fromStatuteUnits } from "./entries.ts";
import type { FoundAnnexes } from "./find.ts";
import { josa } from "../../korean/mod.ts";

/**
 * Finds the annexes of the statute version in force on `asOf` (YYYYMMDD).
 *
 * @example
 * ```ts
 * import type { ToolCall, ToolContext } from "../define.ts";
 * import { findAnnexesAsOf } from "./as_of.ts";
 * // Inside a tool handler, which is given its context and call:
 * async function handler(ctx: ToolContext, call: ToolCall) {
 *   const loc = { family: "law", name: "최저임금법 시행규칙" };
 *   return await findAnnexesAsOf(ctx, call.track, loc, "20260601");
 * }
 * ```
 */
export async function findAnnexesAsOf(
  ctx: ToolContext,
  track: CallTracker,
  loc: { family: string; lawId?: string; seq?: string; name?: string },
  asOf: string,
): Promise<FoundAnnexes> {
  if (loc.family !== "law") {
    throw new InputError("asOf는 법령(family 법령)의 별표·서식에만 됩니다.", "asOf");
  }
  const statute = await loadStatute(ctx, track, {
    lawId: loc.lawId,
    mst: loc.seq,
    name: loc.name,
    asOf,
  });
  const info = statute.info;
  const notes = [
    `${showDate(asOf)} 당시 시행 판 (시행 ${showDate(info.effectiveDate)}, ` +
    `공포 ${showDate(info.promulgationDate)}${
      info.mst ? `, MST ${info.mst}` : ""
    })의 별표·서식입니다.`,
  ];
  const later = statute.annexes.filter((u) => u.effectiveDate && u.effectiveDate > asOf);
  for (const u of later) {
    notes.push(
      `${josa(u.label, "은/는")} ${
        showDate(u.effectiveDate)
      } 시행이라 이 날짜에는 아직 효력이 없습니다.`,
    );
  }
  return {
    subject: {
      family: "law",
      name: info.name,
      lawId: info.lawId,
      ...(info.mst ? { seq: info.mst } : {}),
    },
    entries: fromStatuteUnits(statute.annexes),
    indexRead: false,
    notes,
  };
}
