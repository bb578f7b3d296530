/**
 * `get_legal_term`: a 법령용어's definitions, one per dictionary sense (`lstrm` body by name).
 *
 * @module
 */

import { z } from "zod";
import { defineTool } from "../define.ts";
import { MetaSchema } from "../schemas.ts";
import { cutUnits, TruncationSchema } from "../paging.ts";
import { type LegalTermSense, parseLegalTermBody } from "../../parse/terms.ts";
import { offsetArg } from "../../vocab/params.ts";
import { drfData, termText } from "./shared.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  term: termText.describe("정확한 용어명 (예: 청원)"),
  offset: offsetArg.describe("senses already shown (from the pointer)"),
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
  truncated: TruncationSchema.optional().describe("shown/total count senses"),
  meta: MetaSchema,
});

function render(s: LegalTermSense, i: number): string {
  const head = `${i + 1}. [${s.dictionary ?? s.dictionaryCode ?? "?"}] ${s.name}` +
    (s.nameHanja && s.nameHanja !== s.name ? ` (${s.nameHanja})` : "");
  return [head, s.definition || "(정의 없음)", ...(s.source ? [`출처: ${s.source}`] : [])]
    .join("\n");
}

/** The `get_legal_term` tool. */
export const getLegalTerm: GeneratedTool<"get_legal_term"> = defineTool({
  name: "get_legal_term",
  title: "법령용어 정의 조회",
  targets: ["lstrm"],
  aliases: ["get_legal_term_detail"],
  description:
    "Definitions of one 법령용어 by exact name (용어사전·정의사전·한영사전 senses with 출처).",
  input,
  output,
  async handler(args, ctx, call) {
    const all = parseLegalTermBody(
      await drfData(ctx, call, "service", "lstrm", { query: args.term }),
    );
    const header = `법령용어 '${args.term}': ${all.length}개 풀이`;
    const cut = cutUnits(ctx, call, all.map(render), {
      offset: args.offset,
      reserved: header.length,
      unitName: "풀이",
      separator: "\n\n",
    });
    return {
      structured: {
        term: args.term,
        total: all.length,
        senses: all.slice(args.offset, args.offset + cut.shown),
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: call.track.meta(),
      },
      text: [header, cut.text].filter(Boolean).join("\n\n"),
    };
  },
});
