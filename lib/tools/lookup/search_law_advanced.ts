/**
 * `search_law_advanced`: statute search with the list's filters — a 공포일 or 시행일 window,
 * 소관부처, 법령종류, 제개정 구분, body-text search and sort — over current statutes (`law`)
 * or all versions by 시행일 (`eflaw`, incl. 연혁·시행예정).
 *
 * @module
 */

import { z } from "zod";
import { resolveLawAlias } from "../../law/names.ts";
import { parseLawSearch } from "../../parse/search.ts";
import { pointer } from "../../vocab/pointer.ts";
import { dateArg, showDate } from "../../vocab/dates.ts";
import { queryArg } from "../../vocab/params.ts";
import { defineListTool } from "../list_tool.ts";
import { LawRowSchema } from "../schemas.ts";
import { drf, lawRowLine, orgArg, upstreamRange } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** 제개정 구분 → `rrClsCd` (the codes drf-api.md names; others as raw 3002xx codes). */
const REVISION_CODES = {
  제정: "300201",
  일부개정: "300202",
  전부개정: "300203",
  폐지: "300204",
  타법폐지: "300210",
} as const;

/** 법령종류 → `knd` (법종구분코드 as the recorded lists carry them); others as raw codes. */
const KIND_CODES = { 법률: "A0002", 대통령령: "A0007", 대법원규칙: "A0022" } as const;

const names = <K extends string>(o: Record<K, string>) => Object.keys(o) as [K, ...K[]];

/** A name's upstream code, or the value itself when it is a code already. */
const code = (o: Readonly<Record<string, string>>, v: string | undefined) =>
  v && Object.hasOwn(o, v) ? o[v] : v;

/** The `search_law_advanced` tool. */
export const searchLawAdvanced: GeneratedTool<"search_law_advanced"> = defineListTool({
  name: "search_law_advanced",
  title: "법령 상세 검색",
  targets: ["law", "eflaw"],
  aliases: ["advanced_search", "advanced_search_law"],
  description: "Statute search with filters: a 공포일 or 시행일 window (from–to, dateField), " +
    "소관부처, 법령종류, 제개정, body text, sort; current or all versions.",
  args: {
    query: queryArg.optional().describe("name words (or body words with scope body)"),
    scope: z.enum(["name", "body"]).default("name"),
    versions: z.enum(["current", "all"]).default("current")
      .describe("current: 현행 (law); all: 연혁·시행예정 too (eflaw)"),
    from: dateArg.optional().describe("window start (see dateField)"),
    to: dateArg.optional().describe("window end; default open"),
    dateField: z.enum(["promulgated", "effective"]).default("promulgated")
      .describe("the date from/to filter: 공포일 (promulgated) or 시행일 (effective)"),
    org: orgArg.optional().describe("소관부처코드, e.g. 1492000 고용노동부"),
    kind: z.union([z.enum(names(KIND_CODES)), z.string().trim().regex(/^[A-Z]?\d{1,6}$/)])
      .optional().describe("법령종류: 법률, 대통령령, 대법원규칙 or a 법종구분코드 (A0002 …)"),
    revision: z.union([
      z.enum(names(REVISION_CODES)),
      z.string().trim().regex(/^3002(0[1-9]|10)$/, "300201–300210"),
    ]).optional().describe("제개정 구분 (or its rrClsCd code)"),
    sort: z.enum(["lasc", "ldes", "dasc", "ddes", "nasc", "ndes", "efasc", "efdes"]).optional()
      .describe("name / 공포일 / 공포번호 / 시행일, asc or desc"),
  },
  require: {
    check: (a) => Boolean(a.query || a.from || a.to || a.org || a.kind || a.revision),
    message: "give query or at least one filter (from/to, org, kind, revision)",
  },
  row: LawRowSchema,
  extra: { filters: z.record(z.string(), z.string()).describe("upstream filters sent") },
  async fetch(a, ctx, call) {
    const filters: Record<string, string> = {};
    const put = (k: string, v: string | undefined) => {
      if (v) filters[k] = v;
    };
    put(a.dateField === "effective" ? "efYd" : "ancYd", upstreamRange(a.from, a.to));
    put("org", a.org);
    put("knd", code(KIND_CODES, a.kind));
    put("rrClsCd", code(REVISION_CODES, a.revision));
    if (a.scope === "body") filters.search = "2";
    const res = await drf(ctx, call.track, "search", a.versions === "all" ? "eflaw" : "law", {
      query: a.query ? resolveLawAlias(a.query) : undefined,
      ...filters,
      sort: a.sort,
      display: a.display,
      page: a.page,
    });
    return { ...parseLawSearch(res.data), extra: { filters } };
  },
  heading: (a, x) => {
    // The filters as sent, except that a date range reads like every other date in the text.
    const shown = Object.entries(x?.filters ?? {})
      .map(([k, v]) => `${k}=${/Yd$/.test(k) ? v.replace(/\d{8}/g, showDate) : v}`).join(", ");
    return `법령 상세 검색${a.query ? ` '${resolveLawAlias(a.query)}'` : ""} (` +
      `${a.versions === "all" ? "eflaw" : "law"}${shown ? `; ${shown}` : ""})`;
  },
  line: (r) => lawRowLine(r),
  empty: "조건에 맞는 법령이 없습니다. 조건을 넓혀 보세요.",
  open: (r) => ({ label: "본문", call: pointer("get_law_text", { lawId: r.lawId }) }),
});
