/**
 * `compare_old_new`: the 신구법 대비표 of a statute's amendment — old and new wording side by
 * side (`oldAndNew` list to find the law by name, `oldAndNew` body), optionally for chosen
 * articles only.
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { type ArticleRef, formatArticle, parseArticleRef } from "../../law/article.ts";
import { normalizeLawName, resolveLawAlias } from "../../law/names.ts";
import {
  type OldNew,
  type OldNewPair,
  type OldNewVersion,
  parseOldNew,
  parseOldNewList,
} from "../../parse/old_new.ts";
import { markedText } from "../../parse/change_marks.ts";
import { defineTool, type ToolCall, type ToolContext } from "../define.ts";
import { callDrf } from "../meta.ts";
import { TruncationSchema } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { articleFilter, cutRows, lawInput, LawRefSchema, resolvedCall } from "./_common.ts";
import { dateArg, showDate } from "../../vocab/dates.ts";
import { articlesArg, offsetArg } from "../../vocab/params.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = lawInput({
  promulgationDate: dateArg.optional()
    .describe("공포일자 of the amendment to compare (default: the latest)"),
  promulgationNumber: z.string().trim().regex(/^\d{1,10}$/, "digits").optional()
    .describe("공포번호 of the amendment"),
  articles: articlesArg.optional().describe('only the rows of these articles, e.g. ["제11조"]'),
  offset: offsetArg,
});

const Version = LawRefSchema.extend({ current: z.string().optional() });

const Span = z.object({
  start: z.number().int().describe("offset of the first changed character (UTF-16)"),
  end: z.number().int().describe("offset just past the last changed character"),
  text: z.string().describe("the changed words"),
});

const Row = z.object({
  no: z.number().int(),
  article: z.string().optional()
    .describe("the article the row belongs to (the heading last seen), e.g. 제24조의2"),
  old: z.string().describe("구조문 text, the upstream's change marks read out"),
  new: z.string().describe("신조문 text, the change marks read out"),
  changed: z.object({ old: z.array(Span), new: z.array(Span) })
    .describe("the runs the upstream marks as changed on each side (offsets into old / new)"),
});

const output = z.object({
  exists: z.boolean().describe("false when the upstream has no comparison for this version"),
  old: Version.describe("the version before (empty when there is no comparison)"),
  new: Version,
  total: z.number().int().describe("rows in the comparison (of the chosen articles)"),
  rows: z.array(Row).describe("the rows this answer shows"),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

/** An article heading row: `제24조(제목) …`, `제10조 삭제`, `제4조의3 <신설>`. */
const HEADING = /^\s*(제\s*\d+\s*조(?:\s*의\s*\d+)?)\s*(?:\(|삭\s*제|<|$)/;

interface Placed extends OldNewPair {
  at: ArticleRef | null;
}

/**
 * Each row with the article it belongs to: the one whose heading last appeared, new wording
 * first (a row new in this amendment has only its new side), else the old.
 */
function placeRows(pairs: readonly OldNewPair[]): Placed[] {
  let at: ArticleRef | null = null;
  return pairs.map((r) => {
    const m = HEADING.exec(r.new) ?? HEADING.exec(r.old);
    if (m) at = parseArticleRef(m[1]) ?? at;
    return { ...r, at };
  });
}

function versionText(v: OldNewVersion): string {
  return [
    v.promulgationDate &&
    `공포 ${showDate(v.promulgationDate)}${
      v.promulgationNumber ? ` 제${Number(v.promulgationNumber)}호` : ""
    }`,
    v.effectiveDate && `시행 ${showDate(v.effectiveDate)}`,
    v.mst && `MST ${v.mst}`,
  ].filter(Boolean).join(", ");
}

/** The head line: which two versions are compared, nothing shown for what the upstream lacks. */
function headLine(body: OldNew): string {
  const name = body.new.name ?? body.old.name ?? "?";
  const side = (label: string, v: OldNewVersion) => `${label} ${versionText(v) || "?"}`;
  const rev = body.new.revisionType ? ` (${body.new.revisionType})` : "";
  return `신구법 비교: ${name} — ${side("구", body.old)} → ${side("신", body.new)}${rev}`;
}

/** The plain statement that a version has no comparison, naming the version it is about. */
function noComparison(body: OldNew, asked: Record<string, string>): string {
  const v = body.new.mst || body.new.name ? body.new : body.old;
  const which = versionText(v) ||
    Object.entries(asked).map(([k, x]) => `${k} ${x}`).join(", ");
  return `신구법 비교 없음: ${v.name ?? "이 법령"}${which ? ` (${which})` : ""}` +
    `${v.revisionType ? ` — ${v.revisionType}` : ""}. 이 판에는 신구법 대비표가 없습니다 ` +
    "(제정 법령이거나 대비표 미제공, 신구법존재여부 N).";
}

/** One row as text: changed words between «», the article it belongs to after its number. */
function rowText(r: Placed): string {
  const side = (text: string, changed: OldNewPair["changed"]["old"]) =>
    text ? markedText({ text, changed }) : "(없음)";
  return `[${r.no}]${r.at ? ` ${formatArticle(r.at)}` : ""}\n  구: ${
    side(r.old, r.changed.old)
  }\n  신: ${side(r.new, r.changed.new)}`;
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
export const compareOldNew: GeneratedTool<"compare_old_new"> = defineTool({
  name: "compare_old_new",
  title: "신구법 비교",
  targets: ["oldAndNew"],
  intents: ["신구법", "신구조문", "개정 전후", "바뀐 내용", "개정 내용 비교"],
  description:
    "신구법 대비표: old vs new wording of an amendment (latest by default), by row; words " +
    "marked as changed read «like this»; articles takes all rows of an article (②, 1., 가.).",
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
    if (!body.exists || body.pairs.length === 0) {
      return {
        structured: {
          exists: false,
          old: body.old,
          new: body.new,
          total: 0,
          rows: [],
          meta: call.track.meta(),
        },
        text: noComparison(body, params),
      };
    }
    const rows = placeRows(body.pairs).filter((r) => !keep || (!!r.at && keep(r.at)));
    const marked = rows.some((r) => r.changed.old.length || r.changed.new.length);
    const cut = cutRows(
      ctx,
      resolvedCall(call, loc),
      headLine(body) + (marked ? "\n(«…»: 개정으로 바뀐 부분)" : ""),
      rows,
      rowText,
      { offset: args.offset, unitName: "행" },
    );
    const lines = [cut.text];
    if (rows.length === 0) {
      lines.push("요청한 조문은 이 개정의 신구법 대비표에 없습니다 (바뀌지 않았을 수 있습니다).");
    }
    return {
      structured: {
        exists: true,
        old: body.old,
        new: body.new,
        total: rows.length,
        rows: cut.rows.map(({ at, ...r }) => ({
          ...r,
          ...(at ? { article: formatArticle(at) } : {}),
        })),
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: call.track.meta(),
      },
      text: lines.join("\n"),
    };
  },
});
