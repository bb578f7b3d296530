/**
 * `parse_jo_code`: article citations ⇄ DRF JO codes (`제10조의2` ⇄ `001002`), lists and ranges
 * included. Local, through the single article module.
 *
 * @module
 */

import { z } from "zod";
import {
  type ArticleRef,
  formatArticle,
  fromJoCode,
  parseArticleRefs,
  toJoCode,
} from "../../law/article.ts";
import { defineTool } from "../define.ts";
import { LOCAL } from "./_common.ts";
import { MetaSchema } from "../schemas.ts";
import { InputError } from "../../errors.ts";
import { articlesArg } from "../../vocab/params.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

// The input is `articles`, not `text`: what is converted names articles — as citations or as
// their JO codes — and, like every article argument, is a list of anchors with lists and ranges
// in each (a single string is accepted). `text` is a passage read as it is, which this is not.
const input = z.object({
  articles: articlesArg.describe(
    '"제10조의2", "제3조부터 제5조까지"; with direction to_text JO codes "001002, 000300"',
  ),
  direction: z.enum(["to_code", "to_text"]).default("to_code"),
  family: z.enum(["법령", "자치법규"]).default("법령")
    .describe("자치법규: AABBCC codes (2-digit article), as korean-law-mcp writes them"),
});

const output = z.object({
  items: z.array(z.object({ text: z.string(), code: z.string() })),
  meta: MetaSchema,
});

function ordinanceCode(r: ArticleRef): string {
  if (r.article > 99) {
    throw new InputError(`자치법규 조코드는 제99조까지입니다 (제${r.article}조).`);
  }
  return String(r.article).padStart(2, "0") + String(r.branch).padStart(2, "0") + "00";
}

function fromOrdinanceCode(code: string): ArticleRef {
  const article = Number(code.slice(0, 2));
  if (!article) throw new InputError(`'${code}'는 조문 번호가 0입니다.`);
  return { article, branch: Number(code.slice(2, 4)) };
}

/** The `parse_jo_code` tool. */
export const parseJoCode: GeneratedTool<"parse_jo_code"> = defineTool({
  name: "parse_jo_code",
  title: "조문번호 ⇄ JO 코드",
  description: "Convert article citations to DRF JO codes (제10조의2 → 001002) and back; " +
    "lists and ranges allowed. No upstream call.",
  input,
  output,
  annotations: LOCAL,
  handler(args, _ctx, call) {
    const ordin = args.family === "자치법규";
    let items: { text: string; code: string }[];
    if (args.direction === "to_code") {
      items = args.articles.flatMap((spec) => {
        const refs = parseArticleRefs(spec);
        if (refs.length === 0) throw new InputError(`'${spec}'에서 조문을 읽지 못했습니다.`);
        return refs.map((r) => ({
          text: formatArticle(r, { withParts: true }),
          code: ordin ? ordinanceCode(r) : toJoCode(r),
        }));
      });
    } else {
      const codes = args.articles.flatMap((s) => s.split(/[\s,·ㆍ]+/)).filter(Boolean);
      items = codes.map((code) => {
        if (!/^\d{6}$/.test(code)) throw new InputError(`'${code}'는 6자리 JO 코드가 아닙니다.`);
        const r = ordin ? fromOrdinanceCode(code) : fromJoCode(code);
        return { text: formatArticle(r), code };
      });
    }
    return Promise.resolve({
      structured: { items, meta: call.track.meta() },
      text: items.map((i) => `${i.text} = ${i.code}`).join("\n"),
    });
  },
});
