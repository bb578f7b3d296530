/**
 * `compare_old_new`: the 신구법 대비표 of a statute's latest amendment — old and new wording side
 * by side (`oldAndNew` list to find the law by name, `oldAndNew` body).
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { normalizeLawName, resolveLawAlias } from "../../law/names.ts";
import { parseOldNew, parseOldNewList } from "../../parse/old_new.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { hasLocator, LawRefSchema, locatorInput } from "./_common.ts";
import { showDate } from "../../vocab/dates.ts";

const input = z.object({
  ...locatorInput,
  ld: z.string().regex(/^\d{8}$/).optional().describe("공포일자 YYYYMMDD of the amendment"),
  ln: z.string().regex(/^\d{1,10}$/).optional().describe("공포번호 of the amendment"),
  offset: z.number().int().min(0).default(0).describe("skip this many rows (paging)"),
}).refine(hasLocator, { message: "give lawId, mst or name" });

const Version = LawRefSchema.extend({ current: z.string().optional() });

const output = z.object({
  exists: z.boolean().describe("false when the upstream has no comparison for this version"),
  old: Version,
  new: Version,
  total: z.number().int().describe("rows in the comparison"),
  rows: z.array(z.object({ no: z.number().int(), old: z.string(), new: z.string() })),
  next: z.object({ offset: z.number().int() }).optional(),
  meta: MetaSchema,
});

/** The `compare_old_new` tool. */
export const compareOldNew: ToolDef<typeof input, typeof output> = defineTool({
  name: "compare_old_new",
  title: "신구법 비교",
  description: "Old vs new wording of a statute's amendment (신구법 대비표), row by row. " +
    "Use to see exactly what an amendment changed.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const params: Record<string, string> = {};
    if (args.mst) params.MST = args.mst;
    else if (args.lawId) params.ID = args.lawId;
    else {
      const name = resolveLawAlias(args.name ?? args.lawName ?? "");
      const list = parseOldNewList(
        (await callDrf(ctx, track, {
          endpoint: "search",
          target: "oldAndNew",
          params: { query: name, display: 20 },
        })).data,
      );
      const hit = list.rows.find((r) => normalizeLawName(r.name) === normalizeLawName(name));
      if (!hit) {
        const near = list.rows.slice(0, 5).map((r) => r.name).join(", ");
        throw new DrfError(
          "NOT_FOUND",
          `'${name}'의 신구법 비교 자료를 찾지 못했습니다.${near ? ` 비슷한 법령: ${near}` : ""}`,
          { target: "oldAndNew" },
        );
      }
      params.MST = hit.serial;
    }
    if (args.ld) params.LD = args.ld;
    if (args.ln) params.LN = args.ln;
    const body = parseOldNew(
      (await callDrf(ctx, track, { endpoint: "service", target: "oldAndNew", params })).data,
    );
    const head = `신구법 비교: ${
      body.new.name ?? body.old.name ?? "?"
    } — 구 ${(showDate(body.old.effectiveDate) || "?")} 시행 (MST ${
      body.old.mst ?? "?"
    }) → 신 ${(showDate(body.new.effectiveDate) || "?")} 시행 (MST ${body.new.mst ?? "?"}, ${
      body.new.revisionType ?? "?"
    })`;
    const parts = [head];
    let used = head.length;
    const shown = [];
    for (const r of body.pairs.slice(args.offset)) {
      const t = `[${r.no}]\n  구: ${r.old || "(없음)"}\n  신: ${r.new || "(없음)"}`;
      if (shown.length > 0 && used + t.length > ctx.maxChars) break;
      parts.push(t);
      used += t.length;
      shown.push(r);
    }
    const end = args.offset + shown.length;
    const next = end < body.pairs.length ? { offset: end } : undefined;
    if (next) {
      parts.push(
        `[응답 길이 제한으로 ${body.pairs.length}행 중 ${shown.length}행만 보였습니다. 나머지: compare_old_new ${
          JSON.stringify({ mst: params.MST, lawId: params.ID, offset: end })
        }]`,
      );
    }
    if (!body.exists || body.pairs.length === 0) {
      parts.push("이 판에는 신구법 비교 자료가 없습니다 (제정 법령이거나 대비표 미제공).");
    }
    return {
      structured: {
        exists: body.exists,
        old: body.old,
        new: body.new,
        total: body.pairs.length,
        rows: shown,
        ...(next ? { next } : {}),
        meta: track.meta(),
      },
      text: parts.join("\n"),
    };
  },
});
