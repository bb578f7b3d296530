/**
 * `list_ordinance_fields`: a local government's 자치법규 분야 (`ordinfd`), whose 분류seq filters
 * search_ordinances by field.
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { callDrf } from "../meta.ts";
import { pageOf } from "../paging.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";
import { parseOrdinanceFields } from "../../parse/ordin.ts";
import { orgArg } from "./search_admin_rules.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `list_ordinance_fields` tool. */
export const listOrdinanceFields: GeneratedTool<"list_ordinance_fields"> = defineListTool({
  name: "list_ordinance_fields",
  title: "자치법규 분야 목록",
  targets: ["ordinfd"],
  description:
    "A local government's 자치법규 분야 with counts; the seq filters search_ordinances (field).",
  args: { org: orgArg.describe("지자체코드, e.g. 6110000 서울특별시") },
  display: 100,
  row: z.object({ seq: z.string(), name: z.string(), count: z.number().int().optional() }),
  async fetch(a, ctx, call) {
    const res = await callDrf(ctx, call.track, {
      endpoint: "search",
      target: "ordinfd",
      params: { org: a.org },
    });
    // The upstream answers every field at once: pages are cut here.
    return pageOf(parseOrdinanceFields(res.data).fields, a.page, a.display);
  },
  heading: (a) => `지자체 ${a.org} 자치법규 분야`,
  line: (f) => `- ${f.name}${f.count !== undefined ? ` (${f.count}건)` : ""} · seq ${f.seq}`,
  empty: "분야가 없습니다. 지자체코드를 확인하세요 (예: 6110000 서울특별시).",
  follow: (rows, a) =>
    `분야별 목록: ${pointerText(pointer("search_ordinances", { org: a.org, field: rows[0].seq }))}`,
});
