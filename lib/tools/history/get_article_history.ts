/**
 * `get_article_history`: how one article changed over time (조문별 변경 이력, `lsJoHstInf`
 * body by 법령ID + JO), or which articles changed in a date window (일자별 조문 개정 이력,
 * `lsJoHstInf` list). Upstream data lag one day.
 *
 * @module
 */

import { z } from "zod";
import { parseArticleRef, toJoCode } from "../../law/article.ts";
import { parseArticleHistory } from "../../parse/law_change.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { resolveLaw } from "../statute_source.ts";
import { drf, fitLines, given, orgArg, ymd, ymdArg } from "./common.ts";
import { InputError } from "../../errors.ts";

const input = z.object({
  lawId: z.string().trim().regex(/^\d{1,10}$/, "digits").optional().describe("법령ID"),
  name: z.string().trim().min(1).max(200).optional().describe("법령명 (exact) instead of lawId"),
  lawName: z.string().trim().min(1).max(200).optional().describe("= name"),
  article: z.string().trim().min(1).max(40).optional().describe("e.g. 제2조의2 or 000202"),
  jo: z.string().trim().min(1).max(40).optional().describe("= article"),
  regDt: ymdArg.optional().describe("one change day; data of day D appear on D+1"),
  fromRegDt: ymdArg.optional().describe("window start (with toRegDt)"),
  toRegDt: ymdArg.optional(),
  org: orgArg.optional().describe("소관부처코드 (list mode)"),
  ...pagingInput,
}).refine(
  (a) => a.regDt || a.fromRegDt || ((a.lawId || a.name || a.lawName) && (a.article || a.jo)),
  {
    message: "give a law + article (조문별 이력) or regDt / fromRegDt (일자별 이력)",
  },
);

const ChangeSchema = z.object({
  joCode: z.string().optional(),
  label: z.string(),
  reason: z.string().optional(),
  changedDate: z.string().optional(),
  effectiveDate: z.string().optional(),
});

const output = z.object({
  mode: z.enum(["article", "daily"]),
  lawId: z.string().optional(),
  joCode: z.string().optional(),
  ...pagingOutput,
  rows: z.array(z.object({
    lawId: z.string(),
    mst: z.string().optional(),
    name: z.string(),
    kind: z.string().optional(),
    promulgationDate: z.string().optional(),
    promulgationNumber: z.string().optional(),
    revisionType: z.string().optional(),
    ministry: z.string().optional(),
    effectiveDate: z.string().optional(),
    articles: z.array(ChangeSchema),
  })),
  meta: MetaSchema,
});

function joCodeOf(text: string): string {
  if (/^\d{6}$/.test(text)) return text;
  const ref = parseArticleRef(text);
  if (!ref) throw new InputError(`article '${text}': 제N조 또는 제N조의M 형식으로 주세요.`);
  return toJoCode(ref);
}

/** The `get_article_history` tool. */
export const getArticleHistory: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_article_history",
  title: "조문 변경 이력",
  aliases: ["get_article_change_history"],
  description: "History of one article (each version that changed it), or articles changed " +
    "in a date window (regDt/fromRegDt~toRegDt). Data lag one day.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    const articleText = a.article ?? a.jo;
    const jo = articleText ? joCodeOf(articleText) : undefined;
    const name = a.name ?? a.lawName;
    const lawId = a.lawId ?? (name ? (await resolveLaw(ctx, track, { name })).lawId : undefined);
    const daily = !!(a.regDt || a.fromRegDt);
    const res = daily
      ? await drf(ctx, track, "search", "lsJoHstInf", {
        regDt: a.regDt,
        fromRegDt: a.fromRegDt,
        toRegDt: a.toRegDt,
        ID: lawId,
        JO: jo,
        org: a.org,
        page: a.page,
        display: a.display,
      })
      : await drf(ctx, track, "service", "lsJoHstInf", {
        ID: lawId,
        JO: jo,
        display: a.display,
        page: a.page,
      });
    const page = parseArticleHistory(res.data);
    const next = nextPage(page.total, a.page, a.display);
    const what = daily
      ? `${
        a.regDt ? ymd(a.regDt) : `${ymd(a.fromRegDt)}~${ymd(a.toRegDt) || "오늘"}`
      } 조문 개정 이력`
      : `${page.rows[0]?.name ?? `법령ID ${lawId}`} ${articleText} 변경 이력`;
    const head = [`${what}: ${page.total}건 중 ${page.rows.length}건`];
    if (page.total === 0) {
      head.push("해당하는 조문 변경 이력이 없습니다 (당일 자료는 다음 날 반영됩니다).");
    }
    // Versions that left the article untouched come with an empty 조문정보: list only changes.
    const changed = daily ? page.rows : page.rows.filter((r) => r.articles.length);
    if (!daily && page.rows.length) {
      head.push(
        `이 쪽 ${page.rows.length}개 판 중 ${changed.length}개 판에서 이 조문이 바뀌었습니다.`,
      );
    }
    const lines = changed.map((r) => {
      const arts = r.articles.map((c) =>
        `${c.label}${c.reason ? ` ${c.reason}` : ""}${
          c.changedDate ? ` ${ymd(c.changedDate)}` : ""
        }${c.effectiveDate ? ` (시행 ${ymd(c.effectiveDate)})` : ""}`
      ).join("; ");
      return `- ${r.name} ${r.revisionType ?? ""} 공포 ${ymd(r.promulgationDate)} ` +
        `제${r.promulgationNumber ?? "?"}호 시행 ${ymd(r.effectiveDate)} · MST ${r.mst ?? "?"}` +
        (arts ? ` — ${arts}` : "");
    });
    const more = moreLine("get_article_history", given(a), next);
    const { text } = fitLines(head, lines, more ? [more] : [], ctx.maxChars, "display를 줄이세요.");
    return {
      structured: {
        mode: daily ? "daily" as const : "article" as const,
        lawId,
        joCode: jo,
        total: page.total,
        page: page.page,
        next,
        rows: page.rows,
        meta: track.meta(),
      },
      text,
    };
  },
});
