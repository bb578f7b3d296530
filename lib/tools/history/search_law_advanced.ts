/**
 * `search_law_advanced`: statute search with the list's filters — 시행일/공포일 windows,
 * 소관부처, 법령종류, 제개정 구분, body-text search and sort — over current statutes (`law`)
 * or all versions by 시행일 (`eflaw`, incl. 연혁·시행예정).
 *
 * @module
 */

import { z } from "zod";
import { resolveLawAlias } from "../../law/names.ts";
import { parseLawSearch } from "../../parse/search.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { LawRowSchema, MetaSchema } from "../schemas.ts";
import { drf, fitLines, given, orgArg, ymd, ymdArg } from "./common.ts";

/** 제개정 구분 → `rrClsCd` (the codes drf-api.md names; others as raw 3002xx codes). */
const REVISION_CODES = {
  제정: "300201",
  일부개정: "300202",
  전부개정: "300203",
  폐지: "300204",
  타법폐지: "300210",
} as const;
type Revision = keyof typeof REVISION_CODES;
const REVISIONS = Object.keys(REVISION_CODES) as [Revision, ...Revision[]];

const input = z.object({
  query: z.string().trim().min(1).max(200).optional().describe("name words (or body words)"),
  scope: z.enum(["name", "body"]).default("name").describe("body = 본문검색 (search=2)"),
  versions: z.enum(["current", "all"]).default("current")
    .describe("current: 현행 (law); all: 연혁·시행예정 too (eflaw)"),
  effectiveFrom: ymdArg.optional().describe("시행일 from (efYd)"),
  effectiveTo: ymdArg.optional(),
  promulgatedFrom: ymdArg.optional().describe("공포일 from (ancYd)"),
  promulgatedTo: ymdArg.optional(),
  fromDate: ymdArg.optional().describe("= promulgatedFrom"),
  toDate: ymdArg.optional().describe("= promulgatedTo"),
  org: orgArg.optional().describe("소관부처코드, e.g. 1492000 고용노동부"),
  knd: z.string().trim().regex(/^[A-Z]?\d{1,6}$/, "법령종류 code").optional()
    .describe("법령종류 code"),
  revision: z.enum(REVISIONS).optional().describe("제개정 구분"),
  rrClsCd: z.string().trim().regex(/^3002(0[1-9]|10)$/, "300201–300210").optional()
    .describe("= revision as code"),
  sort: z.enum(["lasc", "ldes", "dasc", "ddes", "nasc", "ndes", "efasc", "efdes"]).optional()
    .describe("name / 공포일 / 공포번호 / 시행일, asc or desc"),
  searchType: z.enum(["law"]).optional().describe("only law here; use rule/ordinance tools"),
  ...pagingInput,
}).refine(
  (a) =>
    a.query || a.effectiveFrom || a.effectiveTo || a.promulgatedFrom || a.promulgatedTo ||
    a.fromDate || a.toDate || a.org || a.knd || a.revision || a.rrClsCd,
  { message: "give query or at least one filter" },
);

const output = z.object({
  query: z.string().optional(),
  filters: z.record(z.string(), z.string()).describe("upstream parameters sent"),
  ...pagingOutput,
  rows: z.array(LawRowSchema),
  meta: MetaSchema,
});

function range(from?: string, to?: string): string | undefined {
  if (!from && !to) return undefined;
  return `${from ?? "19000101"}~${to ?? "99991231"}`;
}

/** The `search_law_advanced` tool. */
export const searchLawAdvanced: ToolDef<typeof input, typeof output> = defineTool({
  name: "search_law_advanced",
  title: "법령 상세 검색",
  aliases: ["advanced_search", "advanced_search_law"],
  description: "Statute search with filters: 시행일/공포일 ranges, 소관부처, 법령종류, 제개정, " +
    "body text, sort; current or all versions.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    const filters: Record<string, string> = {};
    const put = (k: string, v: string | undefined) => {
      if (v) filters[k] = v;
    };
    put("efYd", range(a.effectiveFrom, a.effectiveTo));
    put("ancYd", range(a.promulgatedFrom ?? a.fromDate, a.promulgatedTo ?? a.toDate));
    put("org", a.org);
    put("knd", a.knd);
    put("rrClsCd", a.rrClsCd ?? (a.revision ? REVISION_CODES[a.revision] : undefined));
    if (a.scope === "body") filters.search = "2";
    const query = a.query ? resolveLawAlias(a.query) : undefined;
    const target = a.versions === "all" ? "eflaw" : "law";
    const res = await drf(ctx, track, "search", target, {
      query,
      ...filters,
      sort: a.sort,
      display: a.display,
      page: a.page,
    });
    const page = parseLawSearch(res.data);
    const next = nextPage(page.total, a.page, a.display);
    const shown = Object.entries(filters).map(([k, v]) => `${k}=${v}`).join(", ");
    const head = [
      `법령 상세 검색${query ? ` '${query}'` : ""} (${target}${shown ? `; ${shown}` : ""}): ` +
      `${page.total}건 중 ${page.rows.length}건`,
    ];
    if (page.total === 0) head.push("조건에 맞는 법령이 없습니다. 조건을 넓혀 보세요.");
    const lines = page.rows.map((r) =>
      `- ${r.name} [${r.kind ?? "?"}, ${r.status ?? "?"}] ${r.revisionType ?? ""} ` +
      `공포 ${ymd(r.promulgationDate)} 시행 ${ymd(r.effectiveDate)} · ${r.ministry ?? ""} · ` +
      `법령ID ${r.lawId} · MST ${r.mst}`
    );
    const more = moreLine("search_law_advanced", given(a), next);
    const { text } = fitLines(head, lines, more ? [more] : [], ctx.maxChars, "display를 줄이세요.");
    return {
      structured: {
        query,
        filters,
        total: page.total,
        page: page.page,
        next,
        rows: page.rows,
        meta: track.meta(),
      },
      text,
    };
  },
});
