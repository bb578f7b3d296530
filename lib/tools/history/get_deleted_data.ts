/**
 * `get_deleted_data`: records deleted from the law database (`delHst`) by day or window and
 * kind — for mirrors and caches that must drop them too.
 *
 * @module
 */

import { z } from "zod";
import { parseDeleted } from "../../parse/law_extras.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { drf, fitLines, given, ymd, ymdArg } from "./common.ts";
import { InputError } from "../../errors.ts";

/** 데이터 종류 → `knd` code (drf-api.md A023). */
const KIND_CODES = { 법령: "1", 행정규칙: "2", 자치법규: "3", 학칙공단: "13" } as const;
type Kind = keyof typeof KIND_CODES;
const KINDS = Object.keys(KIND_CODES) as [Kind, ...Kind[]];
const BY_CODE: Record<string, string> = Object.fromEntries(
  Object.entries(KIND_CODES).map(([k, v]) => [v, k]),
);

const input = z.object({
  kind: z.preprocess((v) => (typeof v === "string" && BY_CODE[v.trim()]) || v, z.enum(KINDS))
    .optional().describe("data kind (or its code 1/2/3/13)"),
  knd: z.string().optional().describe("= kind (code)"),
  delDt: ymdArg.optional().describe("deletion day YYYYMMDD"),
  fromDate: ymdArg.optional().describe("window start (frmDt)"),
  toDate: ymdArg.optional().describe("window end (toDt)"),
  ...pagingInput,
});

const output = z.object({
  ...pagingOutput,
  rows: z.array(z.object({
    serial: z.string().describe("일련번호 of the deleted record"),
    kindName: z.string().optional(),
    deletedDate: z.string().optional(),
  })),
  meta: MetaSchema,
});

/** The `get_deleted_data` tool. */
export const getDeletedData: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_deleted_data",
  title: "삭제 데이터 목록",
  aliases: ["get_deleted_laws", "get_deleted_history"],
  description: "Records deleted from the law database (법령·행정규칙·자치법규·학칙공단) on a " +
    "day or in a window; for keeping copies in sync.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    const kind = a.kind ?? (a.knd ? BY_CODE[a.knd.trim()] : undefined);
    if (a.knd && !kind) throw new InputError(`knd '${a.knd}': 허용값 1, 2, 3, 13`);
    const res = await drf(ctx, track, "search", "delHst", {
      knd: kind ? KIND_CODES[kind as Kind] : undefined,
      delDt: a.delDt,
      frmDt: a.fromDate,
      toDt: a.toDate,
      display: a.display,
      page: a.page,
    });
    const page = parseDeleted(res.data);
    const next = nextPage(page.total, a.page, a.display);
    const when = a.delDt
      ? ymd(a.delDt)
      : a.fromDate || a.toDate
      ? `${ymd(a.fromDate)}~${ymd(a.toDate)}`
      : "전체 기간";
    const head = [
      `삭제 데이터 (${kind ?? "전 종류"}, ${when}): ${page.total}건 중 ${page.rows.length}건`,
    ];
    if (page.total === 0) head.push("조건에 맞는 삭제 기록이 없습니다.");
    const lines = page.rows.map((r) =>
      `- ${r.kindName ?? "?"} 일련번호 ${r.serial} 삭제 ${ymd(r.deletedDate)}`
    );
    const more = moreLine("get_deleted_data", given(a), next);
    const { text } = fitLines(head, lines, more ? [more] : [], ctx.maxChars, "display를 줄이세요.");
    return {
      structured: { total: page.total, page: page.page, next, rows: page.rows, meta: track.meta() },
      text,
    };
  },
});
