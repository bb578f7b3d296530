/**
 * `get_law_system`: the 법령 체계도 — a statute's family (법률 → 시행령 → 시행규칙), the 행정규칙
 * under each level, and its 관련법령 (`lsStmd` body).
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { resolveLaw } from "../statute_source.ts";
import { type LawSystemStatute, parseLawSystem } from "../../parse/law_system.ts";
import { fitLines, hasLocator, idParams, locatorInput, locatorOf } from "./_common.ts";
import { showDate } from "../../vocab/dates.ts";

const input = z.object({
  ...locatorInput,
  adminRules: z.boolean().default(true).describe("include the 행정규칙 under each level"),
}).refine(hasLocator, { message: "give lawId, mst or name" });

const StatuteRow = z.object({
  tier: z.enum(["법률", "시행령", "시행규칙"]),
  lawId: z.string(),
  mst: z.string(),
  name: z.string(),
  kind: z.string().optional(),
  promulgationDate: z.string().optional(),
  promulgationNumber: z.string().optional(),
  effectiveDate: z.string().optional(),
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
    issuedDate: z.string().optional(),
    issuedNumber: z.string().optional(),
    effectiveDate: z.string().optional(),
    parentMst: z.string(),
  })),
  adminRuleCount: z.number().int(),
  related: z.array(StatuteRow),
  meta: MetaSchema,
});

const line = (s: LawSystemStatute) =>
  `${s.name} [${
    s.kind ?? s.tier
  }] 시행 ${(showDate(s.effectiveDate) || "?")} · 법령ID ${s.lawId} · MST ${s.mst}`;

/** The `get_law_system` tool. */
export const getLawSystem: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_law_system",
  title: "법령 체계도",
  aliases: ["get_law_system_tree", "get_law_tree"],
  description:
    "A statute's 체계도: its 시행령·시행규칙 family, the 행정규칙 under each, and 관련법령, " +
    "with IDs for get_law_text.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const loc = await resolveLaw(ctx, track, locatorOf(args));
    const res = await callDrf(ctx, track, {
      endpoint: "service",
      target: "lsStmd",
      params: idParams(loc),
    });
    const sys = parseLawSystem(res.data);
    const rules = args.adminRules ? sys.adminRules : [];
    const lines = [`법령 체계도: ${sys.base.name} (법령ID ${sys.base.lawId}, MST ${sys.base.mst})`];
    const depth = new Map<string, number>();
    for (const s of sys.statutes) {
      const d = s.parentMst ? (depth.get(s.parentMst) ?? 0) + 1 : 0;
      depth.set(s.mst, d);
      lines.push(`${"  ".repeat(d)}- ${s.tier}: ${line(s)}`);
      const mine = rules.filter((r) => r.parentMst === s.mst);
      for (const r of mine) {
        lines.push(
          `${"  ".repeat(d + 1)}· ${r.kind} ${r.name} (시행 ${(showDate(r.effectiveDate) ||
            "?")}, 행정규칙일련번호 ${r.serial})`,
        );
      }
    }
    if (!args.adminRules) {
      lines.push(`(행정규칙 ${sys.adminRules.length}건 생략: adminRules: true)`);
    }
    lines.push(
      sys.related.length ? "관련법령:" : "관련법령: 없음",
      ...sys.related.map((s) => `- ${line(s)}`),
    );
    const fitted = fitLines(
      lines,
      ctx.maxChars,
      () => `전체 목록은 structuredContent에 있습니다; 행정규칙 없이 보려면 adminRules: false.`,
    );
    return {
      structured: {
        base: sys.base,
        statutes: sys.statutes,
        adminRules: rules,
        adminRuleCount: sys.adminRules.length,
        related: sys.related,
        meta: track.meta(),
      },
      text: fitted.text,
    };
  },
});
