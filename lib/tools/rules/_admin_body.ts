/**
 * Reading and rendering one admin-rule body; shared by get_admin_rule and get_institution_rule
 * (school/public/pi bodies reuse the admrul fields).
 *
 * @module
 */

import { z } from "zod";
import type { ToolContext } from "../define.ts";
import { callDrf, type MetaTracker } from "../meta.ts";
import { showDate } from "../../vocab/dates.ts";
import { MetaSchema } from "../schemas.ts";
import { TruncationSchema } from "../paging.ts";
import { type AdminRule, parseAdminRule } from "../../parse/admrul.ts";
import { cutUnits, RuleAnnexSchema, splitBlock, SupplementSchema } from "./_common.ts";
import { InputError } from "../../errors.ts";

/** Input fields naming one rule body. */
export const ruleLocatorShape = {
  id: z.string().trim().regex(/^\d{1,13}$/, "digits").optional()
    .describe("일련번호 (13 digits from search; not the row number)"),
  lid: z.string().trim().regex(/^\d{1,10}$/, "digits").optional().describe("행정규칙ID"),
  name: z.string().trim().min(1).max(200).optional().describe("exact name"),
  jo: z.string().trim().max(20).optional().describe("one article, e.g. 제5조 or 제9-5조"),
  offset: z.number().int().min(0).default(0).describe("skip this many text blocks (paging)"),
};

/** Output of a rule body. */
export const ruleBodyOutput = z.object({
  rule: z.object({
    serial: z.string(),
    ruleId: z.string().optional(),
    name: z.string(),
    kind: z.string().optional(),
    kindCode: z.string().optional(),
    issuedDate: z.string().optional(),
    issuedNumber: z.string().optional(),
    revisionType: z.string().optional(),
    articleForm: z.boolean().describe("false: text is one block; see attachments"),
    ministry: z.string().optional(),
    ministryCode: z.string().optional(),
    department: z.string().optional(),
    phone: z.string().optional(),
    current: z.boolean().optional(),
    effectiveDate: z.string().optional(),
  }),
  blocks: z.array(z.string()).describe("text blocks shown (articles when articleForm)"),
  totalBlocks: z.number().int(),
  supplements: z.array(SupplementSchema),
  annexes: z.array(RuleAnnexSchema),
  attachments: z.array(z.object({ name: z.string(), link: z.string().optional() })),
  revisionReason: z.string().optional(),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

type BodyOut = z.output<typeof ruleBodyOutput>;

/** Loads one body by 일련번호 (`ID`), 행정규칙ID (`LID`) or exact name (`LM`). */
export async function loadRuleBody(
  ctx: ToolContext,
  track: MetaTracker,
  target: string,
  loc: { id?: string; lid?: string; name?: string },
): Promise<AdminRule> {
  const params = loc.id ? { ID: loc.id } : loc.lid ? { LID: loc.lid } : { LM: loc.name };
  const res = await callDrf(ctx, track, { endpoint: "service", target, params });
  return parseAdminRule(res.data);
}

/** "제9-5조" → matcher of blocks that start with that article (not 제9-5조의2). */
function articleMatcher(jo: string): RegExp {
  const m = /^제?\s*(\d+(?:-\d+)?)\s*조?(?:\s*의\s*(\d+))?$/.exec(jo.replace(/\s+/g, ""));
  if (!m) throw new InputError(`jo '${jo}': 예) 제5조, 제9-5조, 제10조의2`);
  const label = `제${m[1]}조${m[2] ? `의${m[2]}` : ""}`;
  return new RegExp(`^\\s*${label.replace(/-/g, "\\-")}(?![의\\d-])`);
}

/** Renders a body within the answer budget; `tool` and `locator` build the "rest" pointer. */
export function renderRuleBody(
  ctx: ToolContext,
  rule: AdminRule,
  opts: { offset: number; jo?: string; pointer: (extra: Record<string, unknown>) => string },
  track: MetaTracker,
): { structured: BodyOut; text: string } {
  const i = rule.info;
  const head = [
    `${i.name} [${[i.kind, i.ministry].filter(Boolean).join(", ")}]`,
    `발령 ${showDate(i.issuedDate)}${i.issuedNumber ? ` 제${i.issuedNumber}호` : ""}` +
    `${i.revisionType ? ` ${i.revisionType}` : ""}, 시행 ${showDate(i.effectiveDate)}` +
    `${i.current === false ? " (현행 아님)" : ""} · 일련번호 ${i.serial}` +
    `${i.ruleId ? ` · 행정규칙ID ${i.ruleId}` : ""}`,
  ];
  if (!i.articleForm) {
    head.push(
      "※ 조문형식이 아닌 규칙입니다 (조문형식여부=N): 본문이 한 덩어리이며 원문은 첨부파일에 있습니다.",
    );
  }
  let blocks = rule.blocks;
  if (opts.jo) {
    const re = articleMatcher(opts.jo);
    blocks = blocks.filter((b) => re.test(b));
    if (!blocks.length) {
      const near = rule.blocks.map((b) => /^\s*(제[\d-]+조(?:의\d+)?)/.exec(b)?.[1]).filter(
        Boolean,
      );
      head.push(
        `※ ${opts.jo}: 이 규칙에서 찾지 못했습니다. 있는 조문: ${
          near.slice(0, 15).join(", ") || "없음(조문형식 아님)"
        }`,
      );
    }
  }
  const units = blocks.flatMap((b) => splitBlock(b));
  const tail: string[] = [];
  if (rule.annexes.length) {
    tail.push(
      `별표·서식 ${rule.annexes.length}건:`,
      ...rule.annexes.map((a) =>
        `- ${a.label} ${a.title ?? ""}${a.fileLink ? ` ${a.fileLink}` : ""}`
      ),
    );
  }
  if (rule.attachments.length) {
    tail.push(
      "첨부파일:",
      ...rule.attachments.map((a) => `- ${a.name}${a.link ? ` ${a.link}` : ""}`),
    );
  }
  if (rule.supplements.length && !opts.jo) {
    tail.push("부칙:", ...rule.supplements.map((s) => s.text));
  }
  const reserved = head.join("\n").length + tail.join("\n").length + 200;
  const cut = cutUnits(ctx, units, {
    offset: opts.offset,
    reserved,
    unitName: "본문 조각",
    nextCall: (o) => opts.pointer({ offset: o }),
  });
  const shown = units.slice(opts.offset, opts.offset + cut.shown);
  return {
    structured: {
      rule: i,
      blocks: shown,
      totalBlocks: units.length,
      supplements: rule.supplements,
      annexes: rule.annexes,
      attachments: rule.attachments,
      ...(rule.revisionReason ? { revisionReason: rule.revisionReason } : {}),
      ...(cut.truncated ? { truncated: cut.truncated } : {}),
      meta: track.meta(),
    },
    text: [head.join("\n"), cut.text, tail.join("\n")].filter((s) => s !== "").join("\n\n"),
  };
}
