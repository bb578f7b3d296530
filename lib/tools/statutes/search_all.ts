/**
 * `search_all`: one query across statutes, admin rules and local ordinances at once (three
 * upstream calls in parallel). A section whose upstream fails is reported as failed, while the
 * others still answer: a partial answer is an answer, and an outage is never "0건".
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { parseAdminRuleSearch } from "../../parse/admrul.ts";
import { parseOrdinanceSearch } from "../../parse/ordin.ts";
import { defineTool } from "../define.ts";
import { callDrf } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import type { ToolContext } from "../define.ts";
import {
  DEMO_PARTIAL_LINE,
  type DemoKind,
  demoListLines,
  type DemoPartial,
  DemoPartialSchema,
  demoRows,
  isNotRecorded,
} from "../demo_answer.ts";
import {
  DEMO_ADMIN_RULES,
  DEMO_LAWS,
  DEMO_ORDINANCES,
  type DemoLawRow,
  SearchLawRowSchema,
} from "../demo_kinds.ts";
import { showDate } from "../../vocab/dates.ts";
import { type Pointer, pointer, PointerSchema, pointerText } from "../../vocab/pointer.ts";
import { displayArg, queryArg } from "../../vocab/params.ts";
import { searchLaws } from "../statute_source.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  query: queryArg.describe("name words, e.g. 주차장"),
  display: displayArg.removeDefault().max(50).default(10).describe("rows per section"),
});

const section = <T extends z.ZodType>(row: T) =>
  z.object({
    total: z.number().int(),
    rows: z.array(row),
    error: z.object({ code: z.string(), message: z.string() }).optional()
      .describe("set when this section's upstream failed (not a zero)"),
    next: PointerSchema.optional().describe("this section's next page, in its own list tool"),
    demo: DemoPartialSchema.optional(),
  });

const ruleRow = z.object({
  serial: z.string(),
  name: z.string(),
  kind: z.string().optional(),
  ministry: z.string().optional(),
  date: z.string().optional(),
});

const output = z.object({
  query: z.string(),
  laws: section(SearchLawRowSchema),
  adminRules: section(ruleRow),
  ordinances: section(ruleRow),
  meta: MetaSchema,
});

type Section<R> = {
  total: number;
  rows: R[];
  error?: { code: string; message: string };
  next?: Pointer;
  demo?: DemoPartial;
};

/**
 * One section: its search, or — demo mode, no recording of it — the recordings' documents of its
 * kind whose titles match; a failure is the section's error, never a zero.
 */
async function guarded<R>(
  ctx: ToolContext,
  query: string,
  kind: DemoKind<R>,
  run: () => Promise<{ total: number; rows: R[] }>,
): Promise<Section<R>> {
  try {
    return await run();
  } catch (e) {
    const demo = isNotRecorded(e, ctx) ? demoRows(query, kind) : undefined;
    if (demo) return { total: demo.rows.length, rows: demo.rows, demo: demo.demo };
    if (e instanceof DrfError) {
      return { total: 0, rows: [], error: { code: e.code, message: e.message } };
    }
    throw e;
  }
}

/** The `search_all` tool. */
export const searchAll: GeneratedTool<"search_all"> = defineTool({
  name: "search_all",
  title: "법령·행정규칙·자치법규 통합 검색",
  targets: ["law", "admrul", "ordin"],
  description: "One query across statutes, admin rules (훈령·예규·고시) and ordinances; rows per " +
    "section, each with its own total.",
  input,
  output,
  async handler(a, ctx, { track }) {
    const params = { query: a.query, display: a.display, page: 1 };
    const [laws, adminRules, ordinances] = await Promise.all([
      guarded(ctx, a.query, DEMO_LAWS, async () => {
        const { page } = await searchLaws(ctx, track, { query: a.query, display: a.display });
        return { total: page.total, rows: page.rows };
      }),
      guarded(ctx, a.query, DEMO_ADMIN_RULES, async () => {
        const res = await callDrf(ctx, track, { endpoint: "search", target: "admrul", params });
        const page = parseAdminRuleSearch(res.data);
        return {
          total: page.total,
          rows: page.rows.map((r) => ({
            serial: r.serial,
            name: r.name,
            kind: r.kind,
            ministry: r.ministry,
            date: r.issuedDate,
          })),
        };
      }),
      guarded(ctx, a.query, DEMO_ORDINANCES, async () => {
        const res = await callDrf(ctx, track, { endpoint: "search", target: "ordin", params });
        const page = parseOrdinanceSearch(res.data);
        return {
          total: page.total,
          rows: page.rows.map((r) => ({
            serial: r.serial,
            name: r.name,
            kind: r.kind,
            ministry: r.localGov,
            date: r.promulgationDate,
          })),
        };
      }),
    ]);
    // A section with more rows points at its own list tool, page 2 with the same page size.
    const more = <R>(s: Section<R>, tool: string): Section<R> =>
      !s.error && !s.demo && s.rows.length < s.total
        ? { ...s, next: pointer(tool, { query: a.query, page: 2, display: a.display }) }
        : s;
    const sections = {
      laws: more(laws, "search_law"),
      adminRules: more(adminRules, "search_admin_rules"),
      ordinances: more(ordinances, "search_ordinances"),
    };
    const block = (
      title: string,
      s: Section<{ name: string }>,
      line: (r: never) => string,
    ) => {
      if (s.error) {
        // Not among the demo recordings is not a failed lookup (and never "0건").
        const what = s.error.code === "NOT_RECORDED" ? "" : "조회 실패 ";
        return [`■ ${title}: ${what}[${s.error.code}] ${s.error.message}`];
      }
      if (s.demo) {
        // Partial: what the recordings matched, never a count of the collection.
        const head = `■ ${title}: 데모 부분 답 — 기록에서 ${s.rows.length}건`;
        return [head, ...s.rows.map((r) => line(r as never)), ...demoListLines(s.demo)];
      }
      const head = `■ ${title}: ${s.total}건${
        s.next ? ` 중 ${s.rows.length}건 (더 보기: ${pointerText(s.next)})` : ""
      }`;
      return [head, ...s.rows.map((r) => line(r as never))];
    };
    const text = [
      `'${a.query}' 통합 검색`,
      ...block(
        "법령",
        sections.laws,
        (r: DemoLawRow) =>
          `- ${r.name}${
            r.kind || r.effectiveDate ? ` [${r.kind ?? "?"}] 시행 ${showDate(r.effectiveDate)}` : ""
          } · 법령ID ${r.lawId}`,
      ),
      ...block(
        "행정규칙",
        sections.adminRules,
        (r: z.infer<typeof ruleRow>) =>
          `- ${r.name} [${r.kind ?? "?"}] ${r.ministry ?? ""} · 일련번호 ${r.serial}`,
      ),
      ...block(
        "자치법규",
        sections.ordinances,
        (r: z.infer<typeof ruleRow>) =>
          `- ${r.name} [${r.kind ?? "?"}] ${r.ministry ?? ""} · 일련번호 ${r.serial}`,
      ),
      // Said once: what a partial demo answer is and what it cannot know.
      ...(Object.values(sections).some((s) => s.demo) ? [DEMO_PARTIAL_LINE] : []),
    ].join("\n");
    return {
      structured: { query: a.query, ...sections, meta: track.meta() },
      text,
    };
  },
});
