/**
 * `get_law_ordinance_links`: the law ↔ ordinance link lists — which ordinances implement a law
 * (by law, by article, by ministry, by local government) and the 연계현황 statistics (`drlaw`).
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { showDate } from "../../vocab/dates.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { type LinkRow, parseDelegationStats, parseLinkList } from "../../parse/ordin_links.ts";
import { pointerArgs } from "./_common.ts";
import { InputError } from "../../errors.ts";

/** The link lists and what each answers. */
const TARGETS = {
  lnkLs: "연계 조례가 있는 법령 (법령명 query)",
  lnkLsOrdJo: "법령 조문별 연계 조례 조문 (lawId, jo)",
  lnkLsOrd: "법령별 연계 조례 (lawId)",
  lnkDep: "소관부처별 법령-조례 연계 (org = 부처코드)",
  lnkOrg: "지자체별 조례-법령 연계 (org = 지자체코드)",
  lnkOrd: "조례에서 본 연계 법령 (조례명 query)",
  drlaw: "법령 조문별·지역별 위임 조례 현황 통계",
} as const;

const input = z.object({
  target: z.enum(Object.keys(TARGETS) as [keyof typeof TARGETS]).describe(
    Object.entries(TARGETS).map(([k, v]) => `${k}: ${v}`).join("; "),
  ),
  query: z.string().trim().min(1).max(200).optional(),
  lawId: z.string().trim().regex(/^\d{1,10}$/, "digits").optional().describe("법령ID"),
  jo: z.string().trim().max(20).optional().describe("article of the law, e.g. 제5조의5"),
  org: z.string().trim().regex(/^\d{7}$/, "7-digit code").optional(),
  ...pagingInput,
}).refine((a) => !["lnkLsOrd", "lnkLsOrdJo"].includes(a.target) || a.lawId || a.query, {
  message: "lnkLsOrd/lnkLsOrdJo need lawId (or query)",
}).refine((a) => a.target !== "lnkOrg" || a.org, { message: "lnkOrg needs org (지자체코드)" });

const LinkRowSchema = z.object({
  lawName: z.string().optional(),
  lawId: z.string().optional(),
  lawMst: z.string().optional(),
  lawArticle: z.string().optional(),
  ordinanceSerial: z.string().optional().describe("→ get_ordinance mst"),
  ordinanceName: z.string().optional(),
  ordinanceId: z.string().optional(),
  ordinanceArticle: z.string().optional(),
  kind: z.string().optional(),
  promulgationDate: z.string().optional(),
  promulgationNumber: z.string().optional(),
  effectiveDate: z.string().optional(),
  revisionType: z.string().optional(),
});

const output = z.object({
  target: z.enum(Object.keys(TARGETS) as [keyof typeof TARGETS]),
  ...pagingOutput,
  rows: z.array(LinkRowSchema),
  stats: z.array(z.object({
    ministry: z.string(),
    lawName: z.string(),
    article: z.string(),
    articleDate: z.string().optional(),
    upcoming: z.boolean(),
    total: z.number().int(),
    byRegion: z.record(z.string(), z.number().int()),
  })).optional().describe("drlaw only"),
  notes: z.array(z.string()),
  meta: MetaSchema,
});

const _row: z.infer<typeof LinkRowSchema> = {} as LinkRow;
void _row;

/** "제5조의5" → JO 0005, JOBR 05 (lnkLsOrdJo's 4+2 digit article parameters). */
function joParams(jo: string): { JO: string; JOBR?: string } {
  const m = /^제?(\d+)조?(?:의(\d+))?$/.exec(jo.replace(/\s+/g, ""));
  if (!m) throw new InputError(`jo '${jo}': 예) 제5조, 제5조의5`);
  return { JO: m[1].padStart(4, "0"), ...(m[2] ? { JOBR: m[2].padStart(2, "0") } : {}) };
}

function rowLine(r: LinkRow): string {
  const law = r.lawName ? `${r.lawName}${r.lawArticle ? ` ${r.lawArticle}` : ""}` : "";
  const ord = r.ordinanceName
    ? `${r.ordinanceName}${
      r.ordinanceArticle ? ` ${r.ordinanceArticle}` : ""
    } (MST ${r.ordinanceSerial})`
    : "";
  const dates = `공포 ${showDate(r.promulgationDate)}, 시행 ${showDate(r.effectiveDate)}`;
  return `- ${[law, ord].filter(Boolean).join(" → ")} [${r.kind ?? "?"}] ${dates}` +
    (r.lawId && !r.ordinanceName ? ` · 법령ID ${r.lawId}` : "");
}

/** The `get_law_ordinance_links` tool. */
export const getLawOrdinanceLinks: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_law_ordinance_links",
  title: "법령-자치법규 연계 조회",
  aliases: [
    { name: "get_linked_ordinances", fixed: { target: "lnkLs" } },
    { name: "get_linked_ordinance_articles", fixed: { target: "lnkLsOrdJo" } },
    { name: "get_linked_laws_from_ordinance", fixed: { target: "lnkOrd" } },
  ],
  description: "Which 조례 implement which law (by law, article, ministry or 지자체) and the " +
    "per-region 연계현황 statistics (drlaw).",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const notes: string[] = [];
    if (args.target === "drlaw") {
      const res = await callDrf(ctx, track, {
        endpoint: "search",
        target: "drlaw",
        format: "HTML",
        params: { page: args.page > 1 ? args.page : undefined },
      });
      const t = parseDelegationStats(res.html ?? "");
      if (t.skipped) notes.push(`표 형식이 달라 읽지 못한 행 ${t.skipped}개`);
      const next = t.rows.length ? nextPage(t.total, args.page, 20) : undefined;
      const lines = [
        `법령-자치법규 연계현황: ${t.total}건 중 ${t.rows.length}건 (${args.page}쪽, 쪽당 20건 고정)`,
        ...t.rows.map((r) =>
          `- ${r.lawName} ${r.article}${
            r.upcoming ? " (시행 예정)" : ""
          } [${r.ministry}] 조례 ${r.total}건: ` +
          Object.entries(r.byRegion).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(
            ", ",
          )
        ),
        ...notes,
      ];
      const more = moreLine("get_law_ordinance_links", { target: "drlaw" }, next);
      if (more) lines.push(more);
      return {
        structured: {
          target: args.target,
          total: t.total,
          page: args.page,
          next,
          rows: [],
          stats: t.rows,
          notes,
          meta: track.meta(),
        },
        text: lines.join("\n"),
      };
    }
    const byLaw = args.target === "lnkLsOrd" || args.target === "lnkLsOrdJo";
    const params = {
      // lnkDep ignores query upstream (drf-api.md Q10): filter this page locally instead.
      query: args.target === "lnkDep" || (byLaw && args.lawId) ? undefined : args.query,
      knd: byLaw ? args.lawId : undefined,
      ...(args.target === "lnkLsOrdJo" && args.jo ? joParams(args.jo) : {}),
      org: args.target === "lnkDep" || args.target === "lnkOrg" ? args.org : undefined,
      display: args.display,
      page: args.page,
    };
    const res = await callDrf(ctx, track, { endpoint: "search", target: args.target, params });
    const page = parseLinkList(res.data);
    let rows = page.rows;
    if (args.target === "lnkDep" && args.query) {
      const q = args.query.replace(/\s/g, "");
      rows = rows.filter((r) =>
        `${r.lawName ?? ""}${r.ordinanceName ?? ""}`.replace(/\s/g, "").includes(q)
      );
      notes.push(
        `lnkDep은 query를 무시하므로 이 쪽의 ${page.rows.length}행 중 '${args.query}'를 포함한 ${rows.length}행만 남겼습니다 (전수 아님).`,
      );
    }
    if (args.jo && args.target !== "lnkLsOrdJo") {
      notes.push("jo는 lnkLsOrdJo에서만 쓰입니다 (무시함).");
    }
    const next = page.rows.length ? nextPage(page.total, page.page, args.display) : undefined;
    const lines = [
      `${TARGETS[args.target]}: ${page.total}건 중 ${rows.length}건 (${page.page}쪽)`,
      ...rows.map(rowLine),
      ...notes,
    ];
    if (page.total === 0) lines.push("연계된 항목이 없습니다. 법령ID·이름·코드를 확인하세요.");
    const more = moreLine("get_law_ordinance_links", pointerArgs(args), next);
    if (more) lines.push(more);
    return {
      structured: {
        target: args.target,
        total: page.total,
        page: page.page,
        next,
        rows,
        notes,
        meta: track.meta(),
      },
      text: lines.join("\n"),
    };
  },
});
