/**
 * Pieces shared by the structure tools: how a statute is named (our names plus the peer's
 * `lawName`/`query`), the 법령 ID/MST call parameters, and cutting long renderings.
 *
 * @module
 */

import { z } from "zod";
import { lawLocator as lawLocatorShape } from "../../vocab/params.ts";
import type { LawLocator } from "../statute_source.ts";

/** Input fields that name one statute; `lawName`/`query` are accepted for peer compatibility. */
export const locatorInput = {
  ...lawLocatorShape,
  lawName: z.string().trim().min(1).max(200).optional().describe("same as name"),
};

/** Whether some way to name a statute was given. */
export function hasLocator(
  a: { lawId?: string; mst?: string; name?: string; lawName?: string },
): boolean {
  return !!(a.lawId || a.mst || a.name || a.lawName);
}

/** The locator of validated input (peer names folded into ours). */
export function locatorOf(
  a: { lawId?: string; mst?: string; name?: string; lawName?: string },
): LawLocator {
  return { lawId: a.lawId, mst: a.mst, name: a.name ?? a.lawName };
}

/** `ID` or `MST` parameters for a lawService call. */
export function idParams(loc: { lawId?: string; mst?: string }): Record<string, string> {
  return loc.lawId ? { ID: loc.lawId } : { MST: loc.mst ?? "" };
}

/** Statute identity as in outputs. */
export const LawRefSchema = z.object({
  lawId: z.string().optional(),
  mst: z.string().optional(),
  name: z.string().optional(),
  effectiveDate: z.string().optional().describe("YYYYMMDD"),
  promulgationDate: z.string().optional().describe("YYYYMMDD"),
  promulgationNumber: z.string().optional(),
  revisionType: z.string().optional(),
});

/**
 * Joins lines up to `maxChars`; when lines are left over, ends with a notice saying how many
 * were cut and which call shows the rest.
 */
export function fitLines(
  lines: readonly string[],
  maxChars: number,
  rest: (shown: number) => string,
): { text: string; shown: number } {
  let used = 0;
  let shown = 0;
  for (const l of lines) {
    if (shown > 0 && used + l.length + 1 > maxChars) break;
    used += l.length + 1;
    shown++;
  }
  const out = lines.slice(0, shown);
  if (shown < lines.length) {
    out.push(`[응답 길이 제한으로 ${lines.length}줄 중 ${shown}줄만 보였습니다. ${rest(shown)}]`);
  }
  return { text: out.join("\n"), shown };
}
