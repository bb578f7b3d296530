/**
 * `search_english_laws`: official English translations of statutes (`elaw` list).
 *
 * @module
 */

import { z } from "zod";
import { parseEnglishLawList } from "../../parse/elaw.ts";
import { pointer } from "../../vocab/pointer.ts";
import { defineListTool } from "../list_tool.ts";
import { LawRowSchema } from "../schemas.ts";
import { drf, lawRowLine } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `search_english_laws` tool. */
export const searchEnglishLaws: GeneratedTool<"search_english_laws"> = defineListTool({
  name: "search_english_laws",
  title: "영문 법령 검색",
  targets: ["elaw"],
  intents: ["영문", "영어", "english", "translation"],
  aliases: ["search_english_law"],
  description: "Find English translations of Korean statutes by title (English or Korean); " +
    "gives 법령ID/MST for get_english_law.",
  args: {
    query: z.string().trim().min(1).max(200).describe("English or Korean title words"),
    scope: z.enum(["name", "body"]).default("name"),
    sort: z.enum(["lasc", "ldes", "dasc", "ddes"]).optional().describe("name/공포일 asc/desc"),
  },
  row: LawRowSchema.extend({ nameEnglish: z.string().optional() }),
  async fetch(a, ctx, call) {
    const res = await drf(ctx, call.track, "search", "elaw", {
      query: a.query,
      search: a.scope === "body" ? 2 : undefined,
      sort: a.sort,
      display: a.display,
      page: a.page,
    });
    return parseEnglishLawList(res.data);
  },
  heading: (a) => `'${a.query}' 영문 법령`,
  line: (r) => lawRowLine(r, `${r.nameEnglish ?? "?"} / `),
  empty: "영문 번역이 있는 법령 중 일치하는 것이 없습니다.",
  open: (r) => ({ label: "영문 본문", call: pointer("get_english_law", { lawId: r.lawId }) }),
});
