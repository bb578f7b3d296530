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
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { InputError } from "../../errors.ts";

const input = z.object({
  joText: z.string().trim().min(1).max(500)
    .describe('"제10조의2", "제3조부터 제5조까지", or codes "001002, 000300"'),
  direction: z.enum(["to_code", "to_text"]).default("to_code"),
  lawType: z.enum(["law", "ordinance"]).default("law")
    .describe("ordinance: AABBCC codes (2-digit article), as korean-law-mcp writes them"),
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
export const parseJoCode: ToolDef<typeof input, typeof output> = defineTool({
  name: "parse_jo_code",
  title: "조문번호 ⇄ JO 코드",
  description: "Convert article citations to DRF JO codes (제10조의2 → 001002) and back; " +
    "lists and ranges allowed. No upstream call.",
  input,
  output,
  annotations: { ...READ_ONLY, openWorldHint: false },
  handler(args, ctx) {
    const track = new MetaTracker(ctx);
    let items: { text: string; code: string }[];
    if (args.direction === "to_code") {
      const refs = parseArticleRefs(args.joText);
      if (refs.length === 0) throw new InputError(`'${args.joText}'에서 조문을 읽지 못했습니다.`);
      items = refs.map((r) => ({
        text: formatArticle(r, { withParts: true }),
        code: args.lawType === "ordinance" ? ordinanceCode(r) : toJoCode(r),
      }));
    } else {
      const codes = args.joText.split(/[\s,·ㆍ]+/).filter(Boolean);
      items = codes.map((code) => {
        if (!/^\d{6}$/.test(code)) throw new InputError(`'${code}'는 6자리 JO 코드가 아닙니다.`);
        const r = args.lawType === "ordinance" ? fromOrdinanceCode(code) : fromJoCode(code);
        return { text: formatArticle(r), code };
      });
    }
    return Promise.resolve({
      structured: { items, meta: track.meta() },
      text: items.map((i) => `${i.text} = ${i.code}`).join("\n"),
    });
  },
});
