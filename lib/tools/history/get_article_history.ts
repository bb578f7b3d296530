/**
 * `get_article_history`: how one article changed over time (조문별 변경 이력, `lsJoHstInf`
 * body by 법령ID + JO), or which articles changed in a date window (일자별 조문 개정 이력,
 * `lsJoHstInf` list, one call for the whole window). Upstream data lag one day.
 *
 * @module
 */

import { z } from "zod";
import { toJoCode } from "../../law/article.ts";
import { type ArticleHistoryRow, parseArticleHistory } from "../../parse/law_change.ts";
import { InputError } from "../../errors.ts";
import { articlesArg, lawIdArg, nameArg } from "../../vocab/params.ts";
import { dateArg, showDate } from "../../vocab/dates.ts";
import { defineListTool } from "../list_tool.ts";
import { LawRowSchema } from "../schemas.ts";
import { parseArticleSpecs } from "../select_articles.ts";
import { resolveLaw } from "../statute_source.ts";
import { dayOrRange, drf, orgArg, showWindow } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const ChangeSchema = z.object({
  joCode: z.string().optional(),
  label: z.string(),
  reason: z.string().optional(),
  changedDate: z.string().optional(),
  effectiveDate: z.string().optional(),
});

/** A version of a statute with the articles it changed. */
const RowSchema: z.ZodType<ArticleHistoryRow> = LawRowSchema
  .extend({ mst: z.string().optional(), articles: z.array(ChangeSchema) });

/** The one article asked, as a JO code (`000202`); a JO code passes as it is. */
function joCodeOf(articles: string[]): string {
  if (articles.length === 1 && /^\d{6}$/.test(articles[0])) return articles[0];
  const refs = parseArticleSpecs(articles);
  if (refs.length !== 1) {
    throw new InputError(
      `articles: 이력은 한 번에 한 조문씩 봅니다 (${refs.length}개).`,
      "articles",
    );
  }
  return toJoCode(refs[0]);
}

/** The `get_article_history` tool. */
export const getArticleHistory: GeneratedTool<"get_article_history"> = defineListTool({
  name: "get_article_history",
  title: "조문 변경 이력",
  targets: ["law", "lsJoHstInf"],
  intents: ["조문 이력", "조문 개정 이력", "조문별 변경", "조문 개정", "조문의 개정"],
  aliases: ["get_article_change_history"],
  description: "History of one article (each version that changed it: law + articles), or " +
    "the articles changed in a date window (from–to, optionally one law/article/ministry). " +
    "Data lag one day.",
  args: {
    lawId: lawIdArg.optional(),
    name: nameArg.optional(),
    articles: articlesArg.max(1).optional().describe("one article, e.g. 제2조의2 (or 000202)"),
    from: dateArg.optional().describe("window mode: first day a change was listed"),
    to: dateArg.optional().describe("window mode: last day (default: up to now; one day: = from)"),
    org: orgArg.optional().describe("소관부처코드 (window mode)"),
  },
  require: {
    check: (a) => Boolean(a.from || ((a.lawId || a.name) && a.articles?.length)),
    message: "give a law (lawId or name) + articles (조문별 이력), or from (일자별 이력)",
  },
  row: RowSchema,
  extra: {
    mode: z.enum(["article", "window"]),
    lawId: z.string().optional(),
    joCode: z.string().optional(),
    unchanged: z.number().int().optional()
      .describe("article mode: versions on this page that left the article as it was"),
  },
  async fetch(a, ctx, call) {
    const joCode = a.articles?.length ? joCodeOf(a.articles) : undefined;
    const lawId = a.lawId ??
      (a.name ? (await resolveLaw(ctx, call.track, { name: a.name })).lawId : undefined);
    if (a.from) {
      const res = await drf(ctx, call.track, "search", "lsJoHstInf", {
        ...dayOrRange({ day: "regDt", from: "fromRegDt", to: "toRegDt" }, a.from, a.to),
        ID: lawId,
        JO: joCode,
        org: a.org,
        page: a.page,
        display: a.display,
      });
      return {
        ...parseArticleHistory(res.data),
        extra: { mode: "window" as const, lawId, joCode },
      };
    }
    const res = await drf(ctx, call.track, "service", "lsJoHstInf", {
      ID: lawId,
      JO: joCode,
      display: a.display,
      page: a.page,
    });
    const page = parseArticleHistory(res.data);
    // Versions that left the article untouched come with an empty 조문정보: list only changes.
    const rows = page.rows.filter((r) => r.articles.length);
    return {
      ...page,
      page: a.page, // a body need not echo the page it was asked for
      rows,
      scanned: page.rows.length,
      extra: { mode: "article" as const, lawId, joCode, unchanged: page.rows.length - rows.length },
    };
  },
  heading: (a, x) =>
    x?.mode === "article"
      ? `${a.name ?? `법령ID ${x.lawId}`} ${a.articles?.[0]} 변경 이력` +
        (x.unchanged ? ` (이 조문을 바꾸지 않은 판 ${x.unchanged}개는 뺐습니다)` : "")
      : `${showWindow(a.from, a.to)} 조문 개정 이력`,
  line: (r) => {
    const arts = r.articles.map((c) =>
      `${c.label}${c.reason ? ` ${c.reason}` : ""}${
        c.changedDate ? ` ${showDate(c.changedDate)}` : ""
      }${c.effectiveDate ? ` (시행 ${showDate(c.effectiveDate)})` : ""}`
    ).join("; ");
    return `- ${r.name} ${r.revisionType ?? ""} 공포 ${showDate(r.promulgationDate)} ` +
      `제${r.promulgationNumber ?? "?"}호 시행 ${showDate(r.effectiveDate)} · MST ${r.mst ?? "?"}` +
      (arts ? ` — ${arts}` : "");
  },
  empty: "해당하는 조문 변경 이력이 없습니다 (당일 자료는 다음 날 반영됩니다).",
});
