/**
 * Pieces shared by the rule tools: the arguments and upstream parameters of the three rule
 * lists, the output schemas of their rows and annexes, one reader of `articles` for rule
 * bodies (admin rules, institution rules, ordinances), and the splitting of long blocks.
 *
 * @module
 */

import { z } from "zod";
import type { ToolCall, ToolContext } from "../define.ts";
import { callDrf } from "../meta.ts";
import { dateArg, showDate } from "../../vocab/dates.ts";
import { queryArg } from "../../vocab/params.ts";
import { type ArticleRef, formatArticle } from "../../law/article.ts";
import { parseArticleSpecs } from "../select_articles.ts";
import type { AdminRuleRow } from "../../parse/admrul.ts";
import type { OrdinanceRow } from "../../parse/ordin.ts";
import type { DrfTarget } from "../../targets/mod.ts";

/** Optional string fields, one per key: the many "when given" upstream facts of a record. */
export function optionalStrings<K extends string>(
  ...keys: K[]
): { [k in K]: z.ZodOptional<z.ZodString> } {
  return Object.fromEntries(keys.map((k) => [k, z.string().optional()])) as {
    [k in K]: z.ZodOptional<z.ZodString>;
  };
}

/** The facts of one revision every rule record carries (dates are YYYYMMDD). */
export const REVISION_FIELDS = ["kind", "effectiveDate", "revisionType"] as const;

/** `A~B` for DRF range parameters; one-sided ranges are closed with far dates. */
export function dateRange(from?: string, to?: string): string | undefined {
  if (!from && !to) return undefined;
  return `${from ?? "19000101"}~${to ?? "99991231"}`;
}

/** Arguments every rule list takes besides its own filters (and `page`/`display`). */
export const ruleListArgs = {
  query: queryArg.optional().describe("name words (scope body: text words)"),
  scope: z.enum(["name", "body"]).default("name"),
  from: dateArg.optional().describe("발령일·공포일 from"),
  to: dateArg.optional().describe("발령일·공포일 to"),
  history: z.boolean().default(false).describe("list superseded (연혁) versions instead"),
  sort: z.enum(["lasc", "ldes", "dasc", "ddes"]).optional()
    .describe("name (l) or date (d), ascending or descending"),
};

/**
 * One page of a rule list (`target`): the parameters every list sends the same way plus the
 * list's own filters (`params`); the answer's data for the list's parser.
 */
export async function searchRules(
  ctx: ToolContext,
  call: ToolCall,
  target: DrfTarget,
  a: {
    query?: string;
    scope: "name" | "body";
    history: boolean;
    sort?: string;
    page: number;
    display: number;
  },
  params: Record<string, string | undefined>,
): Promise<Record<string, unknown>> {
  const res = await callDrf(ctx, call.track, {
    endpoint: "search",
    target,
    params: {
      query: a.query,
      search: a.scope === "body" ? 2 : undefined,
      nw: a.history ? 2 : undefined,
      sort: a.sort,
      display: a.display,
      page: a.page,
      ...params,
    },
  });
  return res.data;
}

/** Old tool names that are this tool with one argument fixed: `{ value: oldName }`. */
export function fixedAliases(
  arg: string,
  names: Readonly<Record<string, string>>,
): { name: string; fixed: Record<string, string> }[] {
  return Object.entries(names).map(([value, name]) => ({ name, fixed: { [arg]: value } }));
}

/** An admin-rule / institution-rule list row. */
export const AdminRuleRowSchema = z.object({
  serial: z.string().describe("행정규칙일련번호 → get_admin_rule id"),
  ruleId: z.string().optional().describe("행정규칙ID → get_admin_rule ruleId"),
  name: z.string(),
  ...optionalStrings(...REVISION_FIELDS, "issuedDate", "issuedNumber", "ministry", "status"),
  classification: z.string().optional(),
});

/** An ordinance list row. */
export const OrdinanceRowSchema = z.object({
  serial: z.string().describe("자치법규일련번호 → get_ordinance mst"),
  name: z.string(),
  ...optionalStrings(...REVISION_FIELDS, "ordinanceId", "localGov", "field"),
  ...optionalStrings("promulgationDate", "promulgationNumber"),
});

/** An annex entry of a rule body. */
export const RuleAnnexSchema = z.object({
  label: z.string(),
  ...optionalStrings("title", "fileLink", "pdfLink"),
  hasText: z.boolean(),
});

// Drift checks between parser rows and schemas.
const _a: z.infer<typeof AdminRuleRowSchema> = {} as AdminRuleRow;
const _o: z.infer<typeof OrdinanceRowSchema> = {} as OrdinanceRow;
void _a, _o;

/** One line of an admin-rule list. */
export function adminRuleLine(r: AdminRuleRow): string {
  const dates = [
    r.issuedDate
      ? `발령 ${showDate(r.issuedDate)}${r.issuedNumber ? ` 제${r.issuedNumber}호` : ""}`
      : "",
    r.effectiveDate && r.effectiveDate !== "99991231" ? `시행 ${showDate(r.effectiveDate)}` : "",
  ].filter(Boolean).join(", ");
  // A partial demo row knows only its name and ids: no empty "[]" and no dates it does not have.
  const facts = [r.kind, r.status, r.ministry].filter(Boolean).join(", ");
  return `- ${r.name}${facts ? ` [${facts}]` : ""}${dates ? ` ${dates}` : ""}` +
    ` · 일련번호 ${r.serial}${r.ruleId ? ` · ID ${r.ruleId}` : ""}`;
}

/** One line of an ordinance list. */
export function ordinanceLine(r: OrdinanceRow): string {
  const facts = [r.kind, r.localGov].filter(Boolean).join(", ");
  const dates = [
    r.promulgationDate ? `공포 ${showDate(r.promulgationDate)}` : "",
    r.effectiveDate ? `시행 ${showDate(r.effectiveDate)}` : "",
  ].filter(Boolean).join(", ");
  return `- ${r.name}${facts ? ` [${facts}]` : ""}${dates ? ` ${dates}` : ""}` +
    `${r.revisionType ? ` (${r.revisionType})` : ""} · MST ${r.serial}`;
}

/** Splits a long block at line boundaries into pieces of at most `max` characters. */
export function splitBlock(text: string, max = 2_000): string[] {
  if (text.length <= max) return [text];
  const out: string[] = [];
  let cur = "";
  for (const line of text.split("\n")) {
    if (cur && cur.length + line.length + 1 > max) {
      out.push(cur);
      cur = "";
    }
    // A single line longer than max is cut hard; it still ends up whole across pieces.
    for (let l = line; l.length > 0; l = l.slice(max)) {
      const piece = l.slice(0, max);
      cur = cur ? `${cur}\n${piece}` : piece;
      if (l.length > max) {
        out.push(cur);
        cur = "";
      }
    }
  }
  if (cur) out.push(cur);
  return out;
}

/** "제9조의5" and admin rules' "제9-5조" → `9-5`; anything else → undefined. */
export function articleKey(label: string): string | undefined {
  const m = /^\s*제\s*(\d+)\s*(?:조\s*(?:의\s*(\d+))?|-\s*(\d+)\s*조)/.exec(label);
  return m ? `${Number(m[1])}-${Number(m[2] ?? m[3] ?? 0)}` : undefined;
}

/** Reads `articles` of a rule body; "제9-5조" (admin rules' numbering) reads as 제9조의5. */
export function ruleArticleRefs(specs: readonly string[]): ArticleRef[] {
  return parseArticleSpecs(
    specs.map((s) => s.replace(/제\s*(\d+)\s*-\s*(\d+)\s*조/g, "제$1조의$2")),
  );
}

/** What an `articles` selection picked from a rule body. */
export interface RulePick<T> {
  /** The items of the chosen articles, in request order. */
  picked: T[];
  /** Requested articles the body lacks. */
  missing: string[];
  /** Lines for the answer's head: what is missing (with what exists), what was widened. */
  notes: string[];
}

/**
 * Picks the items (blocks, articles) of the requested articles out of a rule body. Rule bodies
 * carry whole articles, so a 항/호/목 anchor picks its article (and the answer says so).
 */
export function pickRuleArticles<T>(
  items: readonly T[],
  labelOf: (item: T) => string | undefined,
  specs: readonly string[],
  noun: string,
): RulePick<T> {
  const refs = ruleArticleRefs(specs);
  const byKey = new Map<string, T[]>();
  const have: string[] = [];
  for (const item of items) {
    const label = labelOf(item);
    const key = label === undefined ? undefined : articleKey(label);
    if (!key) continue;
    if (!byKey.has(key)) have.push(/^\s*(제\S*?조(?:의\d+)?)/.exec(label!)?.[1] ?? label!);
    byKey.set(key, [...byKey.get(key) ?? [], item]);
  }
  const picked: T[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    const key = `${ref.article}-${ref.branch ?? 0}`;
    const found = byKey.get(key);
    if (!found) missing.push(formatArticle(ref));
    else if (!seen.has(key)) picked.push(...found);
    seen.add(key);
  }
  const notes: string[] = [];
  if (missing.length) {
    notes.push(
      `※ ${missing.join(", ")}: 이 ${noun}에 없습니다. 있는 조문: ${
        have.slice(0, 30).join(", ") || "없음 (조문형식 아님)"
      }`,
    );
  }
  if (refs.some((r) => r.paragraph !== undefined || r.item !== undefined)) {
    notes.push("※ 항·호·목은 따로 고르지 않고 그 조 전체를 보입니다.");
  }
  return { picked, missing, notes };
}
