/**
 * `get_law_ordinance_links`: the law ↔ ordinance link lists — which ordinances implement a law
 * (by law, by article, by ministry, by local government) and the 연계현황 statistics (`drlaw`).
 *
 * @module
 */

import { z } from "zod";
import { defineTool } from "../define.ts";
import { callDrf } from "../meta.ts";
import { showDate } from "../../vocab/dates.ts";
import { moreLine } from "../../vocab/pointer.ts";
import { articlesArg, lawIdArg, pagingArgs, queryArg } from "../../vocab/params.ts";
import { nextPagePointer, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { type LinkRow, parseDelegationStats, parseLinkList } from "../../parse/ordin_links.ts";
import { orgArg } from "./search_admin_rules.ts";
import { fixedAliases, optionalStrings, REVISION_FIELDS, ruleArticleRefs } from "./_common.ts";
import { InputError } from "../../errors.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The link lists and what each answers. */
const RELATIONS = {
  lnkLs: "연계 조례가 있는 법령 (법령명 query)",
  lnkLsOrdJo: "법령 조문별 연계 조례 조문 (lawId, articles)",
  lnkLsOrd: "법령별 연계 조례 (lawId)",
  lnkDep: "소관부처별 법령-조례 연계 (org = 부처코드)",
  lnkOrg: "지자체별 조례-법령 연계 (org = 지자체코드)",
  lnkOrd: "조례에서 본 연계 법령 (조례명 query)",
  drlaw: "법령 조문별·지역별 위임 조례 현황 통계",
} as const;

type Relation = keyof typeof RELATIONS;
const relationArg = z.enum(Object.keys(RELATIONS) as [Relation, ...Relation[]]);

/** drlaw pages are 20 rows, whatever is asked. */
const DRLAW_PAGE = 20;

const input = z.object({
  relation: relationArg.describe(
    Object.entries(RELATIONS).map(([k, v]) => `${k}: ${v}`).join("; "),
  ),
  query: queryArg.optional(),
  lawId: lawIdArg.optional(),
  articles: articlesArg.max(1).optional().describe("one article of the law (lnkLsOrdJo)"),
  org: orgArg.optional(),
  ...pagingArgs,
}).refine((a) => !["lnkLsOrd", "lnkLsOrdJo"].includes(a.relation) || a.lawId || a.query, {
  message: "lnkLsOrd/lnkLsOrdJo need lawId (or query)",
}).refine((a) => a.relation !== "lnkOrg" || a.org, { message: "lnkOrg needs org (지자체코드)" });

const LinkRowSchema = z.object({
  ...optionalStrings("lawName", "lawId", "lawMst", "lawArticle"),
  ordinanceSerial: z.string().optional().describe("→ get_ordinance mst"),
  ...optionalStrings("ordinanceName", "ordinanceId", "ordinanceArticle"),
  ...optionalStrings(...REVISION_FIELDS, "promulgationDate", "promulgationNumber"),
});

const output = z.object({
  relation: relationArg,
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
function joParams(articles: string[]): { JO: string; JOBR?: string } {
  const refs = ruleArticleRefs(articles);
  if (refs.length !== 1) {
    throw new InputError(
      `articles '${articles[0]}': 조문 하나만 주세요 (예: 제5조의5)`,
      "articles",
    );
  }
  const { article, branch } = refs[0];
  return {
    JO: String(article).padStart(4, "0"),
    ...(branch ? { JOBR: String(branch).padStart(2, "0") } : {}),
  };
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
export const getLawOrdinanceLinks: GeneratedTool<"get_law_ordinance_links"> = defineTool({
  name: "get_law_ordinance_links",
  title: "법령-자치법규 연계 조회",
  targets: ["drlaw", "lnkLs", "lnkLsOrd", "lnkLsOrdJo", "lnkDep", "lnkOrd", "lnkOrg"],
  aliases: fixedAliases("relation", {
    lnkLs: "get_linked_ordinances",
    lnkLsOrdJo: "get_linked_ordinance_articles",
    lnkOrd: "get_linked_laws_from_ordinance",
  }),
  description: "Which 조례 implement which law (by law, article, ministry or 지자체) and the " +
    "per-region 연계현황 statistics (drlaw).",
  input,
  output,
  async handler(args, ctx, call) {
    const { track } = call;
    const notes: string[] = [];
    if (args.articles && args.relation !== "lnkLsOrdJo") {
      notes.push("articles는 lnkLsOrdJo에서만 쓰입니다 (무시함).");
    }
    let page: { total: number; page: number; rows: LinkRow[] };
    let rows: LinkRow[];
    let stats: z.output<typeof output>["stats"];
    let lines: string[];
    if (args.relation === "drlaw") {
      const res = await callDrf(ctx, track, {
        endpoint: "search",
        target: "drlaw",
        format: "HTML",
        params: { page: args.page > 1 ? args.page : undefined },
      });
      const t = parseDelegationStats(res.html ?? "");
      if (t.skipped) notes.push(`표 형식이 달라 읽지 못한 행 ${t.skipped}개`);
      page = { total: t.total, page: args.page, rows: [] };
      rows = [];
      stats = t.rows;
      lines = [
        `법령-자치법규 연계현황: ${t.total}건 중 ${t.rows.length}건 (${args.page}쪽, 쪽당 ${DRLAW_PAGE}건 고정)`,
        ...t.rows.map((r) =>
          `- ${r.lawName} ${r.article}${r.upcoming ? " (시행 예정)" : ""} [${r.ministry}] ` +
          `조례 ${r.total}건: ` +
          Object.entries(r.byRegion).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`)
            .join(", ")
        ),
      ];
    } else {
      const byLaw = args.relation === "lnkLsOrd" || args.relation === "lnkLsOrdJo";
      const params = {
        // lnkDep ignores query upstream (drf-api.md Q10): filter this page locally instead.
        query: args.relation === "lnkDep" || (byLaw && args.lawId) ? undefined : args.query,
        knd: byLaw ? args.lawId : undefined,
        ...(args.relation === "lnkLsOrdJo" && args.articles ? joParams(args.articles) : {}),
        org: args.relation === "lnkDep" || args.relation === "lnkOrg" ? args.org : undefined,
        display: args.display,
        page: args.page,
      };
      const res = await callDrf(ctx, track, {
        endpoint: "search",
        target: args.relation,
        params,
      });
      page = parseLinkList(res.data);
      rows = page.rows;
      if (args.relation === "lnkDep" && args.query) {
        const q = args.query.replace(/\s/g, "");
        rows = rows.filter((r) =>
          `${r.lawName ?? ""}${r.ordinanceName ?? ""}`.replace(/\s/g, "").includes(q)
        );
        notes.push(
          `lnkDep은 query를 무시하므로 이 쪽의 ${page.rows.length}행 중 '${args.query}'를 포함한 ${rows.length}행만 남겼습니다 (전수 아님).`,
        );
      }
      lines = [
        `${RELATIONS[args.relation]}: ${page.total}건 중 ${rows.length}건 (${page.page}쪽)`,
        ...rows.map(rowLine),
      ];
      if (page.total === 0) lines.push("연계된 항목이 없습니다. 법령ID·이름·코드를 확인하세요.");
    }
    const next = nextPagePointer(call, {
      total: page.total,
      page: page.page,
      display: args.relation === "drlaw" ? DRLAW_PAGE : args.display,
      shown: stats?.length ?? page.rows.length,
    });
    const more = moreLine(next);
    lines.push(...notes, ...(more ? [more] : []));
    return {
      structured: {
        relation: args.relation,
        total: page.total,
        page: page.page,
        ...(next ? { next } : {}),
        rows,
        ...(stats ? { stats } : {}),
        notes,
        meta: track.meta(),
      },
      text: lines.join("\n"),
    };
  },
});
