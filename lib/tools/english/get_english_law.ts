/**
 * `get_english_law`: the English text of a statute (`elaw` body) by 법령ID, MST or Korean
 * name — whole, or chosen articles — cut to the answer budget at article boundaries with the
 * call that continues it.
 *
 * @module
 */

import { z } from "zod";
import { articleKey, formatArticle } from "../../law/article.ts";
import { resolveLawAlias } from "../../law/names.ts";
import { type EnglishArticle, type EnglishLaw, parseEnglishLaw } from "../../parse/elaw.ts";
import { showDate } from "../../vocab/dates.ts";
import { articlesArg, hasLawLocator, lawLocator, NEED_LAW, offsetArg } from "../../vocab/params.ts";
import { defineTool } from "../define.ts";
import { cutUnits, TruncationSchema } from "../paging.ts";
import { MetaSchema, MissingArticleSchema } from "../schemas.ts";
import { parseArticleSpecs } from "../select_articles.ts";
import { drf } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  ...lawLocator,
  articles: articlesArg.optional()
    .describe('e.g. ["제2조", "제5조부터 제7조까지"] or "Article 2"; omit for the whole text'),
  offset: offsetArg,
}).refine(hasLawLocator, { message: NEED_LAW });

const EnglishArticleSchema: z.ZodType<EnglishArticle> = z.object({
  article: z.number().int(),
  branch: z.number().int(),
  isArticle: z.boolean(),
  title: z.string().optional(),
  text: z.string(),
});

const output = z.object({
  lawId: z.string(),
  nameEnglish: z.string(),
  promulgationDate: z.string().optional(),
  promulgationNumber: z.string().optional(),
  articles: z.array(EnglishArticleSchema),
  totalArticles: z.number().int().describe("units selected (all units without `articles`)"),
  missing: z.array(MissingArticleSchema),
  addenda: z.array(z.object({
    promulgationDate: z.string().optional(),
    promulgationNumber: z.string().optional(),
    text: z.string(),
  })),
  hasAnnexes: z.boolean(),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

/** "Article 2", "Article 10-2" → "제2조", "제10조의2"; Korean anchors pass as they are. */
function koreanAnchor(spec: string): string {
  return spec.replace(
    /\bArt(?:icle|\.)?\s*(\d+)(?:-(\d+))?/gi,
    (_m, n: string, b?: string) => `제${n}조${b ? `의${b}` : ""}`,
  );
}

/** The numbered units `specs` name, in request order, and the anchors the text lacks. */
function selectUnits(law: EnglishLaw, specs: readonly string[]) {
  const numbered = law.articles.filter((a) => a.isArticle && a.article > 0);
  const byKey = new Map(numbered.map((a) => [articleKey(a), a]));
  const picked = new Map<string, EnglishArticle>();
  const missing: z.output<typeof MissingArticleSchema>[] = [];
  let narrowed = false;
  for (const ref of parseArticleSpecs(specs.map(koreanAnchor))) {
    const found = byKey.get(articleKey(ref));
    if (found) {
      picked.set(articleKey(ref), found);
      narrowed ||= ref.paragraph !== undefined || ref.item !== undefined;
      continue;
    }
    const target = ref.article * 100 + ref.branch;
    const nearest = [...numbered]
      .sort((x, y) =>
        Math.abs(x.article * 100 + x.branch - target) -
        Math.abs(y.article * 100 + y.branch - target)
      )
      .slice(0, 3).map((a) => formatArticle(a));
    missing.push({ requested: formatArticle(ref, { withParts: true }), nearest });
  }
  return { units: [...picked.values()], missing, narrowed };
}

/** The `get_english_law` tool. */
export const getEnglishLaw: GeneratedTool<"get_english_law"> = defineTool({
  name: "get_english_law",
  title: "영문 법령 본문",
  targets: ["elaw"],
  aliases: ["get_english_law_text"],
  description: "English text of a Korean statute by 법령ID, MST or Korean name " +
    "(from search_english_laws), whole or chosen articles. Not authoritative: the Korean " +
    "text governs.",
  input,
  output,
  async handler(a, ctx, call) {
    const params = a.lawId
      ? { ID: a.lawId }
      : a.mst
      ? { MST: a.mst }
      : { LM: resolveLawAlias(a.name!) };
    const law = parseEnglishLaw((await drf(ctx, call.track, "service", "elaw", params)).data);
    const sel = a.articles?.length
      ? selectUnits(law, a.articles)
      : { units: law.articles, missing: [], narrowed: false };
    const header = `${law.nameEnglish} (법령ID ${law.lawId}, promulgated ${
      showDate(law.promulgationDate)
    }, No. ${law.promulgationNumber ?? "?"}) — English translation for reference only.`;
    const cut = cutUnits(
      ctx,
      call,
      sel.units.map((u) => u.title && !u.text.includes(u.title) ? `${u.title}\n${u.text}` : u.text),
      { offset: a.offset, reserved: header.length, unitName: "단위", separator: "\n\n" },
    );
    const parts = [header];
    if (cut.text) parts.push(cut.text);
    if (sel.narrowed) {
      parts.push("※ 영문 본문은 조 단위로만 고릅니다: 항·호를 준 조는 조 전체입니다.");
    }
    for (const m of sel.missing) {
      parts.push(
        `※ ${m.requested}: 영문 본문에 없습니다` +
          (m.nearest.length ? ` (가까운 조: ${m.nearest.join(", ")})` : ""),
      );
    }
    if (!law.articles.length) parts.push("영문 본문에 조문이 없습니다.");
    const addenda = law.addenda.map((x) => x.text).join("\n\n");
    if (addenda && !cut.truncated && !a.articles?.length) {
      const used = parts.join("\n\n").length;
      parts.push(
        used + addenda.length < ctx.maxChars
          ? addenda
          : `[부칙 ${law.addenda.length}건은 structuredContent.addenda에 있습니다.]`,
      );
    }
    return {
      structured: {
        lawId: law.lawId,
        nameEnglish: law.nameEnglish,
        promulgationDate: law.promulgationDate,
        promulgationNumber: law.promulgationNumber,
        articles: sel.units.slice(a.offset, a.offset + cut.shown),
        totalArticles: sel.units.length,
        missing: sel.missing,
        addenda: law.addenda,
        hasAnnexes: law.hasAnnexes,
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: call.track.meta(),
      },
      text: parts.join("\n\n"),
    };
  },
});
