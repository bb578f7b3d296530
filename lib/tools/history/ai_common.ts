/**
 * Shared by the two 지능형 법령검색 tools: the row schema, the scope argument and one-line
 * rendering.
 *
 * @module
 */

import { z } from "zod";
import type { AiRow, AiRowKind } from "../../parse/ai_search.ts";
import { clip, ymd } from "./common.ts";

/** Scope name → `search` code of aiSearch. */
export const SCOPE_CODES: Readonly<Record<AiRowKind, string>> = {
  법령조문: "0",
  법령별표서식: "1",
  행정규칙조문: "2",
  행정규칙별표서식: "3",
};

/** A scope enum over `kinds`. */
export function scopeArg<K extends AiRowKind>(
  kinds: [K, ...K[]],
): z.ZodEnum<{ [k in K]: k }> {
  return z.enum(kinds).describe(kinds.join(" | "));
}

/** Output schema of an {@link AiRow}. */
export const AiRowSchema: z.ZodType<AiRow> = z.object({
  kind: z.enum(["법령조문", "법령별표서식", "행정규칙조문", "행정규칙별표서식"]),
  rowId: z.string().optional(),
  lawId: z.string().optional(),
  serial: z.string().optional().describe("MST or 행정규칙일련번호"),
  name: z.string(),
  lawKind: z.string().optional(),
  effectiveDate: z.string().optional(),
  promulgationDate: z.string().optional(),
  promulgationNumber: z.string().optional(),
  ministry: z.string().optional(),
  articleLabel: z.string().optional(),
  articleTitle: z.string().optional(),
  text: z.string().optional(),
  annexTitle: z.string().optional(),
  annexNumber: z.string().optional(),
  annexKind: z.string().optional(),
});

/** One line per hit: where it is, and the start of its text. */
export function aiRowLine(r: AiRow): string {
  const where = r.articleLabel
    ? `${r.articleLabel}${r.articleTitle ? `(${r.articleTitle})` : ""}`
    : r.annexTitle
    ? `${r.annexKind ?? "별표"} ${r.annexNumber ?? ""} ${r.annexTitle}`
    : "";
  const ids = [r.lawId ? `ID ${r.lawId}` : "", r.serial ? `일련번호 ${r.serial}` : ""]
    .filter(Boolean).join(" · ");
  return `- ${r.name} ${where} [시행 ${ymd(r.effectiveDate)}] ${ids}` +
    (r.text ? `\n  ${clip(r.text, 200)}` : "");
}
