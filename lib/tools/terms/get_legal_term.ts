/**
 * `get_legal_term`: a 법령용어's definitions, one per dictionary sense (`lstrm` body by name).
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { TruncationSchema } from "../paging.ts";
import { type LegalTermSense, parseLegalTermBody } from "../../parse/terms.ts";
import { preview, renameArgs, termText } from "./shared.ts";

const input = z.object({
  term: termText.describe("정확한 용어명 (예: 청원)"),
  offset: z.number().int().min(0).default(0).describe("skip this many senses (continuation)"),
});

const output = z.object({
  term: z.string(),
  total: z.number().int().describe("dictionary senses"),
  senses: z.array(z.object({
    seq: z.string().optional().describe("법령용어 일련번호"),
    name: z.string(),
    nameHanja: z.string().optional(),
    dictionaryCode: z.string().optional(),
    dictionary: z.string().optional(),
    definition: z.string(),
    source: z.string().optional(),
  })),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

function render(s: LegalTermSense, i: number): string {
  const head = `${i + 1}. [${s.dictionary ?? s.dictionaryCode ?? "?"}] ${s.name}` +
    (s.nameHanja && s.nameHanja !== s.name ? ` (${s.nameHanja})` : "");
  return [head, s.definition || "(정의 없음)", ...(s.source ? [`출처: ${s.source}`] : [])]
    .join("\n");
}

/** The `get_legal_term` tool. */
export const getLegalTerm: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_legal_term",
  title: "법령용어 정의 조회",
  aliases: ["get_legal_term_detail"],
  legacyArgs: (a) => renameArgs(a, [["query", "term"]]),
  description:
    "Definitions of one 법령용어 by exact name (용어사전·정의사전·한영사전 senses with 출처).",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const res = await callDrf(ctx, track, {
      endpoint: "service",
      target: "lstrm",
      params: { query: args.term },
    });
    const all = parseLegalTermBody(res.data);
    const header = `법령용어 '${args.term}': ${all.length}개 풀이`;
    const parts = [header];
    let used = header.length;
    const shown: LegalTermSense[] = [];
    for (const [i, s] of all.slice(args.offset).entries()) {
      let t = render(s, args.offset + i);
      if (used + t.length + 2 > ctx.maxChars) {
        if (shown.length > 0) break;
        // A single sense longer than the budget: cut its definition, keep the rest for later.
        const room = Math.max(ctx.maxChars - used - 200, 100);
        const cut = preview(s.definition, room);
        const cutSense = { ...s, definition: cut.text };
        t = render(cutSense, args.offset + i);
        shown.push(cutSense);
        parts.push(t);
        break;
      }
      shown.push(s);
      parts.push(t);
      used += t.length + 2;
    }
    const end = args.offset + shown.length;
    const cutShort = shown.length > 0 && shown.at(-1) !== all[end - 1];
    let truncated;
    if (end < all.length || cutShort) {
      const next = `get_legal_term ${JSON.stringify({ term: args.term, offset: end })}`;
      truncated = { shown: shown.length, total: all.length, next };
      parts.push(
        `[응답 길이 제한으로 ${all.length}개 풀이 중 ${shown.length}개만 보였습니다${
          cutShort ? " (마지막 풀이는 길이 제한 때문에 앞부분만)" : ""
        }. 나머지: ${next}]`,
      );
    }
    return {
      structured: {
        term: args.term,
        total: all.length,
        senses: shown,
        ...(truncated ? { truncated } : {}),
        meta: track.meta(),
      },
      text: parts.join("\n\n"),
    };
  },
});
