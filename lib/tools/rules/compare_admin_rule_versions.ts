/**
 * `compare_admin_rule_versions`: 행정규칙 신구조문 대비 (`admrulOldAndNew`) — what the latest
 * revision changed, row by row.
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { showDate } from "../../vocab/dates.ts";
import { MetaSchema } from "../schemas.ts";
import { TruncationSchema } from "../paging.ts";
import { type OldNewVersion, parseOldNew, parseOldNewSearch } from "../../parse/admrul_oldnew.ts";
import { cutUnits } from "./_common.ts";

const input = z.object({
  id: z.string().trim().regex(/^\d{1,13}$/, "digits").optional()
    .describe("행정규칙일련번호 of the new version"),
  lid: z.string().trim().regex(/^\d{1,10}$/, "digits").optional().describe("행정규칙ID"),
  query: z.string().trim().min(1).max(200).optional().describe(
    "행정규칙명: the best match is compared",
  ),
  changedOnly: z.boolean().default(true),
  offset: z.number().int().min(0).default(0),
}).refine((a) => a.id || a.lid || a.query, { message: "give id, lid or query" });

const version = z.object({
  serial: z.string().optional(),
  name: z.string().optional(),
  issuedDate: z.string().optional(),
  issuedNumber: z.string().optional(),
  effectiveDate: z.string().optional(),
  revisionType: z.string().optional(),
});

const output = z.object({
  old: version,
  new: version,
  exists: z.boolean().describe("false: upstream has no 신구 comparison for this rule"),
  pairs: z.array(
    z.object({ no: z.string(), old: z.string(), new: z.string(), changed: z.boolean() }),
  ),
  totalPairs: z.number().int(),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

function versionLine(label: string, v: OldNewVersion): string {
  return `${label}: ${v.name ?? "?"} 발령 ${showDate(v.issuedDate)}${
    v.issuedNumber ? ` 제${v.issuedNumber}호` : ""
  }, 시행 ${showDate(v.effectiveDate)}${v.revisionType ? ` (${v.revisionType})` : ""}`;
}

/** The `compare_admin_rule_versions` tool. */
export const compareAdminRuleVersions: ToolDef<typeof input, typeof output> = defineTool({
  name: "compare_admin_rule_versions",
  title: "행정규칙 신구조문 대비",
  aliases: ["compare_admin_rule_old_new"],
  description: "What a 행정규칙's latest revision changed: old vs new text side by side " +
    "(by 일련번호, 행정규칙ID or name).",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    let params: Record<string, string> = args.id ? { ID: args.id } : { LID: args.lid ?? "" };
    if (!args.id && !args.lid) {
      const found = parseOldNewSearch(
        (await callDrf(ctx, track, {
          endpoint: "search",
          target: "admrulOldAndNew",
          params: { query: args.query, display: 20 },
        })).data,
      );
      const q = args.query!.replace(/\s/g, "");
      const best = found.rows.find((r) => r.name.replace(/\s/g, "") === q) ?? found.rows[0];
      if (!best) {
        throw new DrfError("NOT_FOUND", `'${args.query}' 신구법 비교 대상 행정규칙이 없습니다.`, {
          target: "admrulOldAndNew",
        });
      }
      params = { ID: best.serial };
    }
    const cmp = parseOldNew(
      (await callDrf(ctx, track, { endpoint: "service", target: "admrulOldAndNew", params })).data,
    );
    const pairs = args.changedOnly ? cmp.pairs.filter((p) => p.changed) : cmp.pairs;
    const head = [versionLine("구", cmp.old), versionLine("신", cmp.new)];
    if (!cmp.exists) {
      head.push(
        "신구조문 대비 자료가 없습니다 (제정이거나 대비표 미제공). get_admin_rule로 본문을 보세요.",
      );
    } else if (!pairs.length) {
      head.push("표시된 변경 조문이 없습니다. changedOnly: false 로 전체 대비를 보세요.");
    }
    const units = pairs.map((p) => `[${p.no}]\n  구: ${p.old}\n  신: ${p.new}`);
    const pointerBase = { ...params.ID ? { id: params.ID } : { lid: params.LID } };
    const cut = cutUnits(ctx, units, {
      offset: args.offset,
      reserved: head.join("\n").length,
      unitName: "대비 조문",
      nextCall: (o) =>
        `compare_admin_rule_versions ${
          JSON.stringify({ ...pointerBase, changedOnly: args.changedOnly, offset: o })
        }`,
    });
    return {
      structured: {
        old: cmp.old,
        new: cmp.new,
        exists: cmp.exists,
        pairs: pairs.slice(args.offset, args.offset + cut.shown),
        totalPairs: pairs.length,
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: track.meta(),
      },
      text: [head.join("\n"), cut.text].filter(Boolean).join("\n\n"),
    };
  },
});
