/**
 * Pieces shared by the rule tools: date inputs, output schemas of rows and annexes, and the
 * cutting of long bodies into what fits the answer plus an offset to continue.
 *
 * @module
 */

import { z } from "zod";
import type { ToolContext } from "../define.ts";
import { moreLine, nextPage } from "../paging.ts";
import { showDate } from "../../vocab/dates.ts";
import type { AdminRuleRow } from "../../parse/admrul.ts";
import type { OrdinanceRow } from "../../parse/ordin.ts";

/** A date argument: YYYYMMDD or YYYY-MM-DD, normalised to YYYYMMDD. */
export const ymdInput: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>> = z.string().trim()
  .regex(/^\d{4}-?\d{2}-?\d{2}$/, "YYYY-MM-DD or YYYYMMDD")
  .transform((s) => s.replaceAll("-", ""));

const ymd = z.string().describe("YYYYMMDD");

/** `A~B` for DRF range parameters; one-sided ranges are closed with far dates. */
export function dateRange(from?: string, to?: string): string | undefined {
  if (!from && !to) return undefined;
  return `${from ?? "19000101"}~${to ?? "99991231"}`;
}

/** An admin-rule / institution-rule list row. */
export const AdminRuleRowSchema = z.object({
  serial: z.string().describe("행정규칙일련번호 → get_admin_rule id"),
  ruleId: z.string().optional().describe("행정규칙ID → get_admin_rule lid"),
  name: z.string(),
  kind: z.string().optional(),
  issuedDate: ymd.optional(),
  issuedNumber: z.string().optional(),
  ministry: z.string().optional(),
  status: z.string().optional(),
  revisionType: z.string().optional(),
  effectiveDate: ymd.optional(),
  classification: z.string().optional(),
});

/** An ordinance list row. */
export const OrdinanceRowSchema = z.object({
  serial: z.string().describe("자치법규일련번호 → get_ordinance mst"),
  ordinanceId: z.string().optional(),
  name: z.string(),
  kind: z.string().optional(),
  localGov: z.string().optional(),
  promulgationDate: ymd.optional(),
  promulgationNumber: z.string().optional(),
  effectiveDate: ymd.optional(),
  revisionType: z.string().optional(),
  field: z.string().optional(),
});

/** An annex entry of a rule body. */
export const RuleAnnexSchema = z.object({
  label: z.string(),
  title: z.string().optional(),
  fileLink: z.string().optional(),
  pdfLink: z.string().optional(),
  hasText: z.boolean(),
});

/** A 부칙 entry. */
export const SupplementSchema = z.object({
  promulgationDate: ymd.optional(),
  promulgationNumber: z.string().optional(),
  text: z.string(),
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
  return `- ${r.name} [${[r.kind, r.status, r.ministry].filter(Boolean).join(", ")}] ${dates}` +
    ` · 일련번호 ${r.serial}${r.ruleId ? ` · ID ${r.ruleId}` : ""}`;
}

/** One line of an ordinance list. */
export function ordinanceLine(r: OrdinanceRow): string {
  return `- ${r.name} [${[r.kind, r.localGov].filter(Boolean).join(", ")}] 공포 ${
    showDate(r.promulgationDate)
  }, 시행 ${showDate(r.effectiveDate)}${r.revisionType ? ` (${r.revisionType})` : ""}` +
    ` · MST ${r.serial}`;
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

/** What fits of a body's units, and the pointer to the rest. */
export interface CutResult {
  /** Text of the shown units. */
  text: string;
  /** Units shown. */
  shown: number;
  /** Set when units remain. */
  truncated?: { shown: number; total: number; next: string };
}

/**
 * Takes units from `offset` while they fit in the answer budget (always at least one), and says
 * what was cut and which call returns the rest.
 */
export function cutUnits(
  ctx: ToolContext,
  units: string[],
  opts: { offset: number; reserved: number; unitName: string; nextCall: (o: number) => string },
): CutResult {
  const parts: string[] = [];
  let used = opts.reserved;
  for (const u of units.slice(opts.offset)) {
    if (parts.length > 0 && used + u.length + 1 > ctx.maxChars) break;
    parts.push(u);
    used += u.length + 1;
  }
  const end = opts.offset + parts.length;
  if (end >= units.length) return { text: parts.join("\n"), shown: parts.length };
  const next = opts.nextCall(end);
  return {
    text: parts.join("\n") +
      `\n[응답 길이 제한으로 ${units.length}개 ${opts.unitName} 중 ${
        opts.offset + 1
      }–${end}번째만 보였습니다. 나머지: ${next}]`,
    shown: parts.length,
    truncated: { shown: parts.length, total: units.length, next },
  };
}

/** Arguments for a "more" pointer: without paging, empty values and the given defaults. */
export function pointerArgs(
  args: Record<string, unknown>,
  defaults: Record<string, unknown> = {},
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).filter(([k, v]) =>
      v !== undefined && v !== false && k !== "page" && defaults[k] !== v &&
      !(k === "display" && v === 20)
    ),
  );
}

/** What {@link listPage} needs to render one page of a rule list. */
export interface ListPageInput<R> {
  /** The tool, for the "more" pointer. */
  tool: string;
  /** Arguments for the pointer (already passed through {@link pointerArgs}). */
  pointer: Record<string, unknown>;
  /** Heading before the counts, e.g. "'주차장' 자치법규 검색". */
  heading: string;
  /** The parsed page. */
  parsed: { total: number; page: number; rows: R[] };
  /** Rows per page asked for. */
  display: number;
  /** One row as a text line. */
  line: (row: R) => string;
  /** The sentence for zero hits (with what to try instead). */
  empty: string;
}

/**
 * One page of a rule list: rows clipped to `display` (upstream never sends more; a recorded
 * answer may), the next page, and the text with counts, rows, the zero-hit hint and the pointer.
 */
export function listPage<R>(
  p: ListPageInput<R>,
): { rows: R[]; total: number; page: number; next?: { page: number }; text: string } {
  const rows = p.parsed.rows.slice(0, p.display);
  const { total, page } = p.parsed;
  const next = rows.length ? nextPage(total, page, p.display) : undefined;
  const lines = [
    `${p.heading}: ${total}건 중 ${rows.length}건 (${page}쪽)`,
    ...rows.map(p.line),
  ];
  if (total === 0) lines.push(p.empty);
  const more = moreLine(p.tool, p.pointer, next);
  if (more) lines.push(more);
  return { rows, total, page, next, text: lines.join("\n") };
}
