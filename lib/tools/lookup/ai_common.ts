/**
 * Shared by the two 지능형 법령검색 tools: the `family` argument, the row schema and one-line
 * rendering of a hit, and the follow-up pointer that reads the first hit's article.
 *
 * @module
 */

import type { RowOpener } from "../demo_answer.ts";
import { z } from "zod";
import type { AiFamily, AiRow } from "../../parse/ai_search.ts";
import { pointer } from "../../vocab/pointer.ts";
import { showDate } from "../../vocab/dates.ts";
import { clip } from "../common.ts";

/** `family`: whose articles to search, 법령 (default) or 행정규칙. */
export const aiFamilyArg: z.ZodDefault<z.ZodEnum<{ 법령: "법령"; 행정규칙: "행정규칙" }>> = z
  .enum(["법령", "행정규칙"]).default("법령").describe("법령 (statutes) or 행정규칙");

/** Output schema of an {@link AiRow}. */
export const AiRowSchema: z.ZodType<AiRow> = z.object({
  family: z.enum(["법령", "행정규칙"]),
  unit: z.enum(["조문", "별표서식"]),
  rowId: z.string().optional(),
  lawId: z.string().optional(),
  serial: z.string().optional().describe("MST or 행정규칙일련번호"),
  name: z.string(),
  kind: z.string().optional().describe("법령종류 or 행정규칙종류"),
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
  return `- ${r.name} ${where} [${r.kind ?? r.family}, 시행 ${showDate(r.effectiveDate)}] ${ids}` +
    (r.text ? `\n  ${clip(r.text, 200)}` : "");
}

/** The statute article of a hit, as a call to read it (statute article hits only). */
export function aiOpen(r: AiRow): RowOpener | undefined {
  return r.family === "법령" && r.articleLabel && r.lawId
    ? {
      label: "본문",
      call: pointer("get_law_text", { lawId: r.lawId, articles: [r.articleLabel] }),
    }
    : undefined;
}

/** The zero-hit sentence. */
export function aiEmpty(family: AiFamily): string {
  return `관련 ${family} 조문을 찾지 못했습니다. 다른 표현을 쓰거나 family를 바꿔 보세요.`;
}
