/**
 * `get_law_system`: the 법령 체계도 — a statute's family (법률 → 시행령 → 시행규칙), optionally
 * the 행정규칙 under each level, and its 관련법령 (`lsStmd` body).
 *
 * @module
 */

import { z } from "zod";
import { defineTool } from "../define.ts";
import { TruncationSchema } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import {
  type LawSystemAdminRule,
  type LawSystemStatute,
  parseLawSystem,
} from "../../parse/law_system.ts";
import { cutRows, lawInput, lawService } from "./_common.ts";
import { showDate } from "../../vocab/dates.ts";
import { pointerText } from "../../vocab/pointer.ts";
import { offsetArg } from "../../vocab/params.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = lawInput({
  include: z.array(z.enum(["adminRules"])).default([])
    .describe('["adminRules"]: also the 행정규칙 (훈령·예규·고시 …) under each level'),
  offset: offsetArg,
});

const StatuteRow = z.object({
  tier: z.enum(["법률", "시행령", "시행규칙"]),
  lawId: z.string(),
  mst: z.string(),
  name: z.string(),
  kind: z.string().optional(),
  promulgationDate: z.string().optional().describe("YYYYMMDD"),
  promulgationNumber: z.string().optional(),
  effectiveDate: z.string().optional().describe("YYYYMMDD"),
  revisionType: z.string().optional(),
  parentMst: z.string().optional().describe("MST of the statute above"),
});

const output = z.object({
  base: StatuteRow,
  statutes: z.array(StatuteRow).describe("the family, 법률 first, each with parentMst"),
  adminRules: z.array(z.object({
    kind: z.string(),
    adminRuleId: z.string(),
    serial: z.string().describe("행정규칙일련번호 (admrul body ID)"),
    name: z.string(),
    issuedDate: z.string().optional().describe("YYYYMMDD"),
    issuedNumber: z.string().optional(),
    effectiveDate: z.string().optional().describe("YYYYMMDD"),
    parentMst: z.string(),
  })).describe('with include: ["adminRules"]'),
  adminRuleCount: z.number().int().describe("행정규칙 under the family, shown or not"),
  related: z.array(StatuteRow),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

/** One line of the tree and the record it shows. */
type Entry =
  | { line: string; statute: LawSystemStatute }
  | { line: string; rule: LawSystemAdminRule }
  | { line: string; related: LawSystemStatute }
  | { line: string };

const statuteLine = (s: LawSystemStatute) =>
  `${s.name} [${s.kind ?? s.tier}] 시행 ${showDate(s.effectiveDate) || "?"} · 법령ID ${s.lawId}` +
  ` · MST ${s.mst}`;

/** The tree as lines, top-down, each 행정규칙 under its statute. */
function entries(
  sys: ReturnType<typeof parseLawSystem>,
  rules: readonly LawSystemAdminRule[],
): Entry[] {
  const out: Entry[] = [];
  const depth = new Map<string, number>();
  for (const s of sys.statutes) {
    const d = s.parentMst ? (depth.get(s.parentMst) ?? 0) + 1 : 0;
    depth.set(s.mst, d);
    out.push({ line: `${"  ".repeat(d)}- ${s.tier}: ${statuteLine(s)}`, statute: s });
    for (const r of rules.filter((r) => r.parentMst === s.mst)) {
      out.push({
        line: `${"  ".repeat(d + 1)}· ${r.kind} ${r.name} (시행 ${
          showDate(r.effectiveDate) || "?"
        }, 행정규칙일련번호 ${r.serial})`,
        rule: r,
      });
    }
  }
  out.push({ line: sys.related.length ? "관련법령:" : "관련법령: 없음" });
  for (const s of sys.related) out.push({ line: `- ${statuteLine(s)}`, related: s });
  return out;
}

/** The `get_law_system` tool. */
export const getLawSystem: GeneratedTool<"get_law_system"> = defineTool({
  name: "get_law_system",
  title: "법령 체계도",
  targets: ["lsStmd"],
  intents: ["체계도", "상하위법", "하위법령"],
  aliases: ["get_law_system_tree", "get_law_tree"],
  description:
    "A statute's 체계도: 시행령·시행규칙 family, 관련법령, 행정규칙 (include), with IDs.",
  input,
  output,
  async handler(args, ctx, call) {
    const { data, call: more } = await lawService(ctx, call, args, "lsStmd");
    const sys = parseLawSystem(data);
    const withRules = args.include.includes("adminRules");
    let head = `법령 체계도: ${sys.base.name} (법령ID ${sys.base.lawId}, MST ${sys.base.mst})`;
    if (!withRules && sys.adminRules.length) {
      head += `\n(행정규칙 ${sys.adminRules.length}건은 생략했습니다. 함께 보기: ${
        pointerText(more.more({ include: ["adminRules"], offset: 0 }))
      })`;
    }
    const cut = cutRows(
      ctx,
      more,
      head,
      entries(sys, withRules ? sys.adminRules : []),
      (e) => e.line,
      { offset: args.offset, unitName: "줄" },
    );
    return {
      structured: {
        base: sys.base,
        statutes: cut.rows.flatMap((e) => "statute" in e ? [e.statute] : []),
        adminRules: cut.rows.flatMap((e) => "rule" in e ? [e.rule] : []),
        adminRuleCount: sys.adminRules.length,
        related: cut.rows.flatMap((e) => "related" in e ? [e.related] : []),
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: call.track.meta(),
      },
      text: cut.text,
    };
  },
});
