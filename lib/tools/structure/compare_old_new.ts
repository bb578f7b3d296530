/**
 * `compare_old_new`: the 신구법 대비표 of a statute's amendment — old and new wording side by
 * side (`oldAndNew` list to find the law by name, `oldAndNew` body), optionally for chosen
 * articles only.
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { type ArticleRef, parseArticleRef } from "../../law/article.ts";
import { normalizeLawName, resolveLawAlias } from "../../law/names.ts";
import { type OldNewPair, parseOldNew, parseOldNewList } from "../../parse/old_new.ts";
import { defineTool, type ToolCall, type ToolContext, type ToolDef } from "../define.ts";
import { callDrf } from "../meta.ts";
import { TruncationSchema } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { articleFilter, cutRows, lawInput, LawRefSchema, resolvedCall } from "./_common.ts";
import { dateArg, showDate } from "../../vocab/dates.ts";
import { articlesArg, offsetArg } from "../../vocab/params.ts";

const input = lawInput({
  promulgationDate: dateArg.optional()
    .describe("공포일자 of the amendment to compare (default: the latest)"),
  promulgationNumber: z.string().trim().regex(/^\d{1,10}$/, "digits").optional()
    .describe("공포번호 of the amendment"),
  articles: articlesArg.optional().describe('only the rows of these articles, e.g. ["제11조"]'),
  offset: offsetArg,
});

const Version = LawRefSchema.extend({ current: z.string().optional() });

const output = z.object({
  exists: z.boolean().describe("false when the upstream has no comparison for this version"),
  old: Version,
  new: Version,
  total: z.number().int().describe("rows in the comparison (of the chosen articles)"),
  rows: z.array(z.object({ no: z.number().int(), old: z.string(), new: z.string() }))
    .describe("the rows this answer shows"),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

/** The article a row is about: the one its new (else old) wording starts with. */
function rowArticle(r: OldNewPair): ArticleRef | null {
  for (const text of [r.new, r.old]) {
    const m = /^\s*(제\s*\d+\s*조(?:\s*의\s*\d+)?)/.exec(text);
    if (m) return parseArticleRef(m[1]);
  }
  return null;
}

/** The MST of the statute's latest 신구법 by name (the list is searched by name). */
async function mstByName(ctx: ToolContext, call: ToolCall, given: string): Promise<string> {
  const name = resolveLawAlias(given);
  const list = parseOldNewList(
    (await callDrf(ctx, call.track, {
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
  return hit.serial;
}

/** The `compare_old_new` tool. */
export const compareOldNew: ToolDef<typeof input, typeof output> = defineTool({
  name: "compare_old_new",
  title: "신구법 비교",
  description: "신구법 대비표: old vs new wording of an amendment (the latest by default), by row.",
  input,
  output,
  async handler(args, ctx, call) {
    const keep = articleFilter(args.articles);
    const loc = args.mst || args.lawId
      ? { mst: args.mst, lawId: args.mst ? undefined : args.lawId }
      : { mst: await mstByName(ctx, call, args.name!) };
    const params: Record<string, string> = loc.mst ? { MST: loc.mst } : { ID: loc.lawId! };
    if (args.promulgationDate) params.LD = args.promulgationDate;
    if (args.promulgationNumber) params.LN = args.promulgationNumber;
    const body = parseOldNew(
      (await callDrf(ctx, call.track, { endpoint: "service", target: "oldAndNew", params })).data,
    );
    const rows = body.pairs.filter((r) => {
      const at = keep && rowArticle(r);
      return !keep || (!!at && keep(at));
    });
    const head = `신구법 비교: ${body.new.name ?? body.old.name ?? "?"} — 구 ${
      showDate(body.old.effectiveDate) || "?"
    } 시행 (MST ${body.old.mst ?? "?"}) → 신 ${showDate(body.new.effectiveDate) || "?"} 시행 (MST ${
      body.new.mst ?? "?"
    }, ${body.new.revisionType ?? "?"})`;
    const cut = cutRows(
      ctx,
      resolvedCall(call, loc),
      head,
      rows,
      (r) => `[${r.no}]\n  구: ${r.old || "(없음)"}\n  신: ${r.new || "(없음)"}`,
      { offset: args.offset, unitName: "행" },
    );
    const lines = [cut.text];
    if (!body.exists || body.pairs.length === 0) {
      lines.push("이 판에는 신구법 비교 자료가 없습니다 (제정 법령이거나 대비표 미제공).");
    } else if (rows.length === 0) {
      lines.push("요청한 조문은 이 개정의 신구법 대비표에 없습니다 (바뀌지 않았을 수 있습니다).");
    }
    return {
      structured: {
        exists: body.exists,
        old: body.old,
        new: body.new,
        total: rows.length,
        rows: cut.rows,
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: call.track.meta(),
      },
      text: lines.join("\n"),
    };
  },
});
