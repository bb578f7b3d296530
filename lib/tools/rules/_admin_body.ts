/**
 * Reading and rendering one admin-rule body; shared by get_admin_rule and get_institution_rule
 * (school/public/pi bodies reuse the admrul fields).
 *
 * @module
 */

import { z } from "zod";
import {
  defineTool,
  type TiedTool,
  type ToolAlias,
  type ToolCall,
  type ToolContext,
} from "../define.ts";
import { annexTail } from "./_annex_tail.ts";
import { callDrf } from "../meta.ts";
import type { CallTracker } from "../define.ts";
import { showDate } from "../../vocab/dates.ts";
import { articlesArg, nameArg, offsetArg } from "../../vocab/params.ts";
import { MetaSchema, SupplementSchema } from "../schemas.ts";
import { cutUnits, TruncationSchema } from "../paging.ts";
import { type AdminRule, parseAdminRule } from "../../parse/admrul.ts";
import {
  optionalStrings,
  pickRuleArticles,
  REVISION_FIELDS,
  RuleAnnexSchema,
  splitBlock,
} from "./_common.ts";
import type { DrfTarget } from "../../targets/mod.ts";

/** Input fields naming one rule body and what of it to show. */
export const ruleBodyArgs = {
  id: z.string().trim().regex(/^\d{1,13}$/, "digits").optional()
    .describe("일련번호 (13 digits from search; not the row number)"),
  ruleId: z.string().trim().regex(/^\d{1,10}$/, "digits").optional().describe("행정규칙ID"),
  name: nameArg.optional().describe("exact name"),
  articles: articlesArg.optional()
    .describe('e.g. ["제5조", "제9-5조", "제8조부터 제10조까지"]; omit for all'),
  offset: offsetArg,
};

/** Whether a rule body is named; use in `.refine`. */
const hasRuleLocator = (a: { id?: string; ruleId?: string; name?: string }): boolean =>
  Boolean(a.id || a.ruleId || a.name);

/** The message of a missing rule locator. */
const NEED_RULE = "give id (일련번호), ruleId (행정규칙ID) or name";

/** Output of a rule body. */
export const ruleBodyOutput = z.object({
  rule: z.object({
    serial: z.string(),
    name: z.string(),
    ...optionalStrings(...REVISION_FIELDS, "ruleId", "kindCode", "issuedDate", "issuedNumber"),
    ...optionalStrings("ministry", "ministryCode", "department", "phone"),
    articleForm: z.boolean().describe("false: text is one block; see attachments"),
    current: z.boolean().optional(),
  }),
  blocks: z.array(z.string()).describe("text blocks shown (articles when articleForm)"),
  totalBlocks: z.number().int(),
  missing: z.array(z.string()).optional().describe("requested articles the rule lacks"),
  supplements: z.array(SupplementSchema),
  annexes: z.array(RuleAnnexSchema),
  attachments: z.array(z.object({ name: z.string(), link: z.string().optional() })),
  revisionReason: z.string().optional(),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

type BodyOut = z.output<typeof ruleBodyOutput>;
type BodyArgs = z.output<z.ZodObject<typeof ruleBodyArgs>>;

/** Loads one body by 일련번호 (`ID`), 행정규칙ID (`LID`) or exact name (`LM`). */
export async function loadRuleBody(
  ctx: ToolContext,
  track: CallTracker,
  target: DrfTarget,
  loc: { id?: string; ruleId?: string; name?: string },
): Promise<AdminRule> {
  const params = loc.id ? { ID: loc.id } : loc.ruleId ? { LID: loc.ruleId } : { LM: loc.name };
  const res = await callDrf(ctx, track, { endpoint: "service", target, params });
  return parseAdminRule(res.data);
}

/** Reads (by `target`) and renders a body within the answer budget; the rest is `offset` on. */
export async function ruleBody(
  ctx: ToolContext,
  call: ToolCall,
  target: DrfTarget,
  args: BodyArgs,
): Promise<{ structured: BodyOut; text: string }> {
  const rule = await loadRuleBody(ctx, call.track, target, args);
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
  const pick = args.articles?.length
    ? pickRuleArticles(rule.blocks, (b) => b, args.articles, "규칙")
    : undefined;
  if (pick) head.push(...pick.notes);
  const units = (pick?.picked ?? rule.blocks).flatMap((b) => splitBlock(b));
  const tail: string[] = [];
  if (target === "admrul") {
    tail.push(...annexTail(rule.annexes, { family: "행정규칙", id: i.serial }));
  } else if (rule.annexes.length) {
    // 학칙·공단·공공기관 규정: get_annexes does not read their annex lists; the links are it.
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
  if (rule.supplements.length && !pick) {
    tail.push("부칙:", ...rule.supplements.map((s) => s.text));
  }
  const reserved = head.join("\n").length + tail.join("\n").length + 200;
  const cut = cutUnits(ctx, call, units, {
    offset: args.offset,
    reserved,
    unitName: "본문 조각",
  });
  return {
    structured: {
      rule: i,
      blocks: units.slice(args.offset, args.offset + cut.shown),
      totalBlocks: units.length,
      ...(pick?.missing.length ? { missing: pick.missing } : {}),
      supplements: rule.supplements,
      annexes: rule.annexes,
      attachments: rule.attachments,
      ...(rule.revisionReason ? { revisionReason: rule.revisionReason } : {}),
      ...(cut.truncated ? { truncated: cut.truncated } : {}),
      meta: call.track.meta(),
    },
    text: [head.join("\n"), cut.text, tail.join("\n")].filter((s) => s !== "").join("\n\n"),
  };
}

/**
 * A rule-body tool: the locator and selection arguments plus `args` of its own, read from the
 * upstream `target` its arguments name.
 */
export function ruleBodyTool<S extends z.ZodRawShape, N extends string>(spec: {
  name: N;
  title: string;
  aliases?: readonly ToolAlias[];
  description: string;
  /** The DRF targets it may call (see {@link ToolDef.targets}). */
  targets: readonly DrfTarget[];
  args: S;
  target: (a: z.output<z.ZodObject<S>>) => DrfTarget;
}): TiedTool<z.ZodObject<S & typeof ruleBodyArgs>, typeof ruleBodyOutput, N> {
  const input = z.object({ ...spec.args, ...ruleBodyArgs }).refine(
    (a) => hasRuleLocator(a as BodyArgs),
    { message: NEED_RULE },
  );
  return defineTool({
    name: spec.name,
    title: spec.title,
    aliases: spec.aliases,
    description: spec.description,
    targets: spec.targets,
    input,
    output: ruleBodyOutput,
    handler: (a, ctx, call) =>
      ruleBody(ctx, call, spec.target(a as z.output<z.ZodObject<S>>), a as BodyArgs),
  }) as unknown as TiedTool<z.ZodObject<S & typeof ruleBodyArgs>, typeof ruleBodyOutput, N>;
}
