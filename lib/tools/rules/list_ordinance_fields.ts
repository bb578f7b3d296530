/**
 * `list_ordinance_fields`: a local government's 자치법규 분야 (`ordinfd`), whose 분류seq filters
 * search_ordinances by field.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { parseOrdinanceFields } from "../../parse/ordin.ts";

const input = z.object({
  org: z.string().trim().regex(/^\d{7}$/, "지자체코드, 7 digits").describe(
    "e.g. 6110000 서울특별시",
  ),
});

const output = z.object({
  org: z.string(),
  total: z.number().int(),
  fields: z.array(
    z.object({ seq: z.string(), name: z.string(), count: z.number().int().optional() }),
  ),
  meta: MetaSchema,
});

/** The `list_ordinance_fields` tool. */
export const listOrdinanceFields: ToolDef<typeof input, typeof output> = defineTool({
  name: "list_ordinance_fields",
  title: "자치법규 분야 목록",
  description:
    "A local government's 자치법규 분야 with counts; the seq filters search_ordinances (field).",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "ordinfd",
      params: { org: args.org },
    });
    const { fields } = parseOrdinanceFields(res.data);
    const lines = [
      `지자체 ${args.org} 자치법규 분야: ${fields.length}개`,
      ...fields.map((f) =>
        `- ${f.name}${f.count !== undefined ? ` (${f.count}건)` : ""} · seq ${f.seq}`
      ),
    ];
    if (!fields.length) {
      lines.push("분야가 없습니다. 지자체코드를 확인하세요 (예: 6110000 서울특별시).");
    } else lines.push(`분야별 목록: search_ordinances {"org":"${args.org}","field":"<seq>"}`);
    return {
      structured: { org: args.org, total: fields.length, fields, meta: track.meta() },
      text: lines.join("\n"),
    };
  },
});
