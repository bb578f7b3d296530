/**
 * `get_english_law`: the English text of a statute (`elaw` body) by 법령ID, MST or Korean
 * name, cut to the answer budget at article boundaries with the call that continues it.
 *
 * @module
 */

import { z } from "zod";
import { parseEnglishLaw } from "../../parse/elaw.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { TruncationSchema } from "../paging.ts";
import { drf, ymd } from "./common.ts";

const input = z.object({
  lawId: z.string().trim().regex(/^\d{1,10}$/, "digits").optional().describe("법령ID"),
  mst: z.string().trim().regex(/^\d{1,12}$/, "digits").optional().describe("법령일련번호"),
  name: z.string().trim().min(1).max(200).optional().describe("Korean 법령명 (exact)"),
  lawName: z.string().trim().min(1).max(200).optional().describe("= name"),
  offset: z.number().int().min(0).default(0).describe("skip this many text units (paging)"),
}).refine((a) => a.lawId || a.mst || a.name || a.lawName, {
  message: "give lawId, mst or name",
});

const output = z.object({
  lawId: z.string(),
  nameEnglish: z.string(),
  promulgationDate: z.string().optional(),
  promulgationNumber: z.string().optional(),
  articles: z.array(z.object({
    article: z.number().int(),
    branch: z.number().int(),
    isArticle: z.boolean(),
    title: z.string().optional(),
    text: z.string(),
  })),
  totalArticles: z.number().int(),
  addenda: z.array(z.object({
    promulgationDate: z.string().optional(),
    promulgationNumber: z.string().optional(),
    text: z.string(),
  })),
  hasAnnexes: z.boolean(),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

/** The `get_english_law` tool. */
export const getEnglishLaw: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_english_law",
  title: "영문 법령 본문",
  aliases: ["get_english_law_text"],
  description: "English text of a Korean statute by 법령ID, MST or Korean name " +
    "(from search_english_laws). Not authoritative: the Korean text governs.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    const name = a.name ?? a.lawName;
    const params = a.lawId ? { ID: a.lawId } : a.mst ? { MST: a.mst } : { LM: name };
    const res = await drf(ctx, track, "service", "elaw", params);
    const law = parseEnglishLaw(res.data);
    const header = `${law.nameEnglish} (법령ID ${law.lawId}, promulgated ${
      ymd(law.promulgationDate)
    }, No. ${law.promulgationNumber ?? "?"}) — English translation for reference only.`;
    const parts = [header];
    let used = header.length;
    const shown: typeof law.articles = [];
    for (const art of law.articles.slice(a.offset)) {
      const t = art.title && !art.text.includes(art.title) ? `${art.title}\n${art.text}` : art.text;
      if (shown.length > 0 && used + t.length + 2 > ctx.maxChars) break;
      parts.push(t);
      used += t.length + 2;
      shown.push(art);
    }
    const end = a.offset + shown.length;
    let truncated: z.output<typeof TruncationSchema> | undefined;
    if (end < law.articles.length) {
      const key = a.lawId
        ? `"lawId":"${a.lawId}"`
        : a.mst
        ? `"mst":"${a.mst}"`
        : `"name":${JSON.stringify(name)}`;
      const next = `get_english_law {${key},"offset":${end}}`;
      truncated = { shown: shown.length, total: law.articles.length, next };
      parts.push(
        `[응답 길이 제한으로 ${law.articles.length}개 단위 중 ${shown.length}개만 보였습니다. 나머지: ${next}]`,
      );
    } else {
      const addenda = law.addenda.map((x) => x.text).join("\n\n");
      if (addenda && used + addenda.length < ctx.maxChars) parts.push(addenda);
      else if (addenda) {
        parts.push(`[부칙 ${law.addenda.length}건은 structuredContent.addenda에 있습니다.]`);
      }
    }
    if (!law.articles.length) parts.push("영문 본문에 조문이 없습니다.");
    return {
      structured: {
        lawId: law.lawId,
        nameEnglish: law.nameEnglish,
        promulgationDate: law.promulgationDate,
        promulgationNumber: law.promulgationNumber,
        articles: shown,
        totalArticles: law.articles.length,
        addenda: law.addenda,
        hasAnnexes: law.hasAnnexes,
        ...(truncated ? { truncated } : {}),
        meta: track.meta(),
      },
      text: parts.join("\n\n"),
    };
  },
});
