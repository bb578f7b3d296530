/**
 * `get_law_oneview`: 한눈보기 — law.go.kr's per-article explanatory contents. With `query` it
 * lists statutes that have them (`oneview` list); with `mst` or `name` it reads one statute's
 * contents (`oneview` body; a name is looked up in the list first). Either way the rows are a
 * page of a list: statutes, or content items.
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { normalizeLawName, resolveLawAlias } from "../../law/names.ts";
import { joLabel } from "../../parse/law_change.ts";
import {
  type OneviewItem,
  type OneviewRow,
  parseOneview,
  parseOneviewList,
} from "../../parse/oneview.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";
import { showDate } from "../../vocab/dates.ts";
import { mstArg, nameArg, queryArg } from "../../vocab/params.ts";
import { defineListTool } from "../list_tool.ts";
import { pageOf } from "../paging.ts";
import { drf } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const LawSchema: z.ZodType<OneviewRow> = z.object({
  lawId: z.string().optional(),
  mst: z.string(),
  name: z.string(),
  promulgationDate: z.string().optional(),
  promulgationNumber: z.string().optional(),
  effectiveDate: z.string().optional(),
  contentCount: z.number().int().optional(),
  providedDate: z.string().optional(),
}).describe("a statute that has 한눈보기 (list mode)");

const ItemSchema: z.ZodType<OneviewItem> = z.object({
  article: z.string().optional().describe("조번호 as given (000500 = 제5조)"),
  articleTitle: z.string().optional(),
  effectiveDate: z.string().optional(),
  firstProvided: z.string().optional(),
  patternSerial: z.string().optional(),
  contentTitle: z.string().optional(),
  linkText: z.string().optional(),
  linkUrl: z.string().optional(),
}).describe("one content item of the statute read (body mode)");

const isLaw = (r: OneviewRow | OneviewItem): r is OneviewRow => "mst" in r;

/** The `get_law_oneview` tool. */
export const getLawOneview: GeneratedTool<"get_law_oneview"> = defineListTool({
  name: "get_law_oneview",
  title: "법령 한눈보기",
  targets: ["oneview"],
  aliases: ["search_law_oneview"],
  description: "한눈보기 (explanatory per-article contents): list statutes that have them " +
    "(query), or read one statute's contents (mst or name).",
  args: {
    query: queryArg.optional().describe("법령명 words: list the statutes that have 한눈보기"),
    mst: mstArg.optional().describe("법령일련번호 (from the list): read its 한눈보기"),
    name: nameArg.optional().describe("exact 법령명 or 약칭: read its 한눈보기"),
  },
  require: {
    check: (a) => Boolean(a.query || a.mst || a.name),
    message: "give query (list) or mst / name (one statute's contents)",
  },
  row: z.union([LawSchema, ItemSchema]) as z.ZodType<OneviewRow | OneviewItem>,
  extra: {
    mode: z.enum(["list", "body"]),
    law: z.object({
      mst: z.string().optional(),
      name: z.string().optional(),
      promulgationDate: z.string().optional(),
      promulgationNumber: z.string().optional(),
    }).optional().describe("the statute read (body mode)"),
  },
  async fetch(a, ctx, call) {
    let mst = a.mst;
    if (!mst && a.name) {
      const name = resolveLawAlias(a.name);
      const res = await drf(ctx, call.track, "search", "oneview", { query: name, display: 100 });
      mst = parseOneviewList(res.data).rows
        .find((r) => normalizeLawName(r.name) === normalizeLawName(name))?.mst;
      if (!mst) {
        throw new DrfError(
          "NOT_FOUND",
          `'${name}': 한눈보기가 제공되는 법령 중 이 이름이 없습니다. ` +
            pointerText(pointer("get_law_oneview", { query: name })),
          { target: "oneview" },
        );
      }
    }
    if (mst) {
      const { items, ...law } = parseOneview(
        (await drf(ctx, call.track, "service", "oneview", { MST: mst })).data,
      );
      return { ...pageOf(items, a.page, a.display), extra: { mode: "body" as const, law } };
    }
    const res = await drf(ctx, call.track, "search", "oneview", {
      query: a.query && resolveLawAlias(a.query),
      display: a.display,
      page: a.page,
    });
    return { ...parseOneviewList(res.data), extra: { mode: "list" as const } };
  },
  heading: (a, x) =>
    x?.mode === "body"
      ? `${x.law?.name ?? `MST ${a.mst}`} 한눈보기`
      : `한눈보기 제공 법령 '${a.query}'`,
  line: (r) =>
    isLaw(r)
      ? `- ${r.name} 시행 ${showDate(r.effectiveDate)} · 콘텐츠 ${r.contentCount ?? "?"}건 · ` +
        `MST ${r.mst} → ${pointerText(pointer("get_law_oneview", { mst: r.mst }))}`
      : `- ${r.article ? joLabel(r.article).label : ""}${
        r.articleTitle ? `(${r.articleTitle})` : ""
      } ${r.contentTitle ?? r.linkText ?? ""}${r.linkUrl ? ` <${r.linkUrl}>` : ""}`,
  empty: (a) =>
    a.query && !a.mst && !a.name
      ? "한눈보기가 제공되는 법령 중 일치하는 것이 없습니다."
      : "이 판에는 한눈보기 콘텐츠가 없습니다.",
});
