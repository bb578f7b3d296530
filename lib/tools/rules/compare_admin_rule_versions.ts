/**
 * `compare_admin_rule_versions`: 행정규칙 신구조문 대비 (`admrulOldAndNew`) — what the latest
 * revision changed, row by row.
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { defineTool } from "../define.ts";
import { callDrf } from "../meta.ts";
import { showDate } from "../../vocab/dates.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";
import { offsetArg, queryArg } from "../../vocab/params.ts";
import { MetaSchema } from "../schemas.ts";
import { cutUnits, TruncationSchema } from "../paging.ts";
import { type OldNewVersion, parseOldNew, parseOldNewSearch } from "../../parse/admrul_oldnew.ts";
import { ruleBodyArgs } from "./_admin_body.ts";
import { optionalStrings } from "./_common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  id: ruleBodyArgs.id.describe("행정규칙일련번호 of the new version"),
  ruleId: ruleBodyArgs.ruleId,
  query: queryArg.optional().describe("행정규칙명: the best match is compared"),
  changedOnly: z.boolean().default(true),
  offset: offsetArg,
}).refine((a) => a.id || a.ruleId || a.query, { message: "give id, ruleId or query" });

const version = z.object(
  optionalStrings("serial", "name", "issuedDate", "issuedNumber", "effectiveDate", "revisionType"),
);

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
export const compareAdminRuleVersions: GeneratedTool<"compare_admin_rule_versions"> = defineTool({
  name: "compare_admin_rule_versions",
  title: "행정규칙 신구조문 대비",
  targets: ["admrulOldAndNew"],
  aliases: ["compare_admin_rule_old_new"],
  description: "What a 행정규칙's latest revision changed: old vs new text side by side " +
    "(by 일련번호, 행정규칙ID or name).",
  input,
  output,
  async handler(args, ctx, call) {
    const { track } = call;
    let params: Record<string, string> = args.id ? { ID: args.id } : { LID: args.ruleId ?? "" };
    if (!args.id && !args.ruleId) {
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
      const body = cmp.new.serial ?? params.ID;
      head.push(
        "신구조문 대비 자료가 없습니다 (제정이거나 대비표 미제공)." +
          (body ? ` 본문: ${pointerText(pointer("get_admin_rule", { id: body }))}` : ""),
      );
    } else if (!pairs.length) {
      head.push("표시된 변경 조문이 없습니다. changedOnly: false 로 전체 대비를 보세요.");
    }
    const units = pairs.map((p) => `[${p.no}]\n  구: ${p.old}\n  신: ${p.new}`);
    // The rest is asked for by the 일련번호 found, so the next slice costs no name search.
    const resolved = params.ID ? { id: params.ID, query: undefined } : {};
    const more = {
      ...call,
      more: (patch: Record<string, unknown>) => call.more({ ...resolved, ...patch }),
    };
    const cut = cutUnits(ctx, more, units, {
      offset: args.offset,
      reserved: head.join("\n").length,
      unitName: "대비 조문",
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
