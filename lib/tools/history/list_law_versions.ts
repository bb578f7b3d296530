/**
 * `list_law_versions`: every version (연혁·현행·시행예정) of one statute with the MST and 시행일
 * that read it. `eflaw` first (one row per 시행일 slice, 법령ID on every row); the `lsHistory`
 * HTML list as the fallback when `eflaw` is not approved for the key or finds nothing — it
 * collapses 분리시행 into one row per 공포 (drf-api.md Q11).
 *
 * @module
 */

import { z } from "zod";
import { DrfError, InputError } from "../../errors.ts";
import { resolveLawAlias } from "../../law/names.ts";
import {
  type LawVersion,
  parseLsHistoryHtml,
  sortVersions,
  versionsFromRows,
} from "../../parse/law_versions.ts";
import { parseLawSearch } from "../../parse/search.ts";
import { defineTool, READ_ONLY, type ToolContext, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { moreLine } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { fitLines, given, ymd } from "./common.ts";

const input = z.object({
  name: z.string().trim().min(1).max(200).optional().describe("법령명 or 약칭 (exact)"),
  lawName: z.string().trim().min(1).max(200).optional().describe("= name"),
  lawId: z.string().trim().regex(/^\d{1,10}$/, "digits").optional().describe("법령ID"),
  source: z.enum(["auto", "eflaw", "lsHistory"]).default("auto")
    .describe("auto: eflaw, then lsHistory if eflaw is refused or empty"),
  order: z.enum(["desc", "asc"]).default("desc").describe("by 시행일자"),
  page: z.number().int().min(1).max(50).default(1).describe("upstream page of 100 rows"),
  display: z.number().int().min(1).max(100).optional().describe("ignored (always 100)"),
}).refine((a) => a.name || a.lawName || a.lawId, { message: "give name or lawId" });

const VersionSchema = z.object({
  lawId: z.string().optional(),
  mst: z.string(),
  name: z.string(),
  effectiveDate: z.string().optional().describe("YYYYMMDD; pass as asOf"),
  promulgationDate: z.string().optional(),
  promulgationNumber: z.string().optional(),
  revisionType: z.string().optional(),
  status: z.enum(["현행", "시행예정", "연혁"]).optional(),
  kind: z.string().optional(),
  ministry: z.string().optional(),
});

const output = z.object({
  lawId: z.string().optional(),
  name: z.string().optional(),
  source: z.enum(["eflaw", "lsHistory"]),
  fallbackReason: z.string().optional(),
  versions: z.array(VersionSchema),
  upstreamTotal: z.number().int().describe("rows the upstream list matched, all statutes"),
  page: z.number().int(),
  next: z.object({ page: z.number().int() }).optional(),
  meta: MetaSchema,
});

type Args = z.output<typeof input>;
interface Found {
  lawId?: string;
  name?: string;
  versions: LawVersion[];
  total: number;
}

async function fromEflaw(ctx: ToolContext, track: MetaTracker, a: Args, q?: string) {
  const res = await callDrf(ctx, track, {
    endpoint: "search",
    target: "eflaw",
    // With only an ID the list is filtered by LID; with a name the LIKE search is narrowed here.
    params: q ? { query: q, display: 100, page: a.page } : {
      LID: a.lawId,
      display: 100,
      page: a.page,
    },
  });
  const page = parseLawSearch(res.data);
  const pick = versionsFromRows(page.rows, { lawId: a.lawId, name: q });
  return { ...pick, total: page.total };
}

async function fromHistory(ctx: ToolContext, track: MetaTracker, a: Args, q: string) {
  const res = await callDrf(ctx, track, {
    endpoint: "search",
    target: "lsHistory",
    format: "HTML",
    params: { query: q, display: 100, page: a.page, sort: "efdes" },
  });
  const parsed = parseLsHistoryHtml(res.html ?? "");
  const norm = (s: string) => s.replace(/\s+/g, "");
  const versions = parsed.rows.filter((r) => norm(r.name) === norm(q));
  return { lawId: a.lawId, name: versions[0]?.name ?? q, versions, total: parsed.total };
}

/** The `list_law_versions` tool. */
export const listLawVersions: ToolDef<typeof input, typeof output> = defineTool({
  name: "list_law_versions",
  title: "법령 연혁(판) 목록",
  aliases: ["search_historical_law", "get_law_versions"],
  description: "All versions (연혁·현행·시행예정) of one statute with MST + 시행일 for " +
    "get_law_text {mst, asOf}. Use before reading a past or upcoming text.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    const raw = a.name ?? a.lawName;
    const q = raw ? resolveLawAlias(raw) : undefined;
    let found: Found | undefined;
    let empty: Found | undefined;
    let source: "eflaw" | "lsHistory" = "eflaw";
    let fallbackReason: string | undefined;
    if (a.source !== "lsHistory") {
      try {
        found = await fromEflaw(ctx, track, a, q);
        if (!found.versions.length && a.source === "auto" && q && a.page === 1) {
          fallbackReason = "eflaw 목록에 이 법령의 행이 없어 lsHistory로 다시 찾았습니다.";
          empty = found;
          found = undefined;
        }
      } catch (e) {
        if (!(e instanceof DrfError) || e.code !== "NOT_APPROVED" || a.source !== "auto" || !q) {
          throw e;
        }
        fallbackReason = "이 키는 eflaw 목록이 승인되지 않아 lsHistory(HTML)로 찾았습니다.";
      }
    }
    if (!found) {
      if (!q) throw new InputError("lsHistory는 법령명으로만 찾습니다: name을 주세요.");
      try {
        found = await fromHistory(ctx, track, a, q);
        source = "lsHistory";
      } catch (e) {
        // An empty eflaw answer stays the answer when the HTML list is unavailable too.
        if (!empty || !(e instanceof DrfError) || e.code === "BUDGET_EXHAUSTED") throw e;
        found = empty;
        fallbackReason += ` lsHistory도 실패했습니다 (${e.code}).`;
      }
    }
    const versions = sortVersions(found.versions, a.order);
    const next = a.page * 100 < found.total ? { page: a.page + 1 } : undefined;
    const label = found.name ?? q ?? `법령ID ${a.lawId}`;
    const head = [
      `${label}${found.lawId ? ` (법령ID ${found.lawId})` : ""} 연혁: ${versions.length}개 판 ` +
      `(${source}, ${a.page}쪽 — 목록 전체 ${found.total}행 중 이 법령 행만)`,
    ];
    if (fallbackReason) head.push(`※ ${fallbackReason}`);
    if (source === "lsHistory") {
      head.push("※ lsHistory는 분리시행을 한 행으로 합칩니다; 시행일별 판은 eflaw가 정확합니다.");
    }
    if (!versions.length) {
      head.push("이 이름과 정확히 같은 법령의 판이 없습니다. 이름을 확인하세요.");
    }
    const lines = versions.map((v) =>
      `- 시행 ${ymd(v.effectiveDate)} [${v.status ?? "?"}] ${v.revisionType ?? ""} ` +
      `공포 ${ymd(v.promulgationDate)} 제${v.promulgationNumber ?? "?"}호 · MST ${v.mst}` +
      (v.effectiveDate ? ` → get_law_text {"mst":"${v.mst}","asOf":"${v.effectiveDate}"}` : "")
    );
    const more = moreLine("list_law_versions", given({ ...a, display: undefined }), next);
    const { text } = fitLines(
      head,
      lines,
      more ? [more] : [],
      ctx.maxChars,
      "order를 바꾸면 반대쪽 끝부터 봅니다.",
    );
    return {
      structured: {
        lawId: found.lawId,
        name: found.name,
        source,
        ...(fallbackReason ? { fallbackReason } : {}),
        versions,
        upstreamTotal: found.total,
        page: a.page,
        next,
        meta: track.meta(),
      },
      text,
    };
  },
});
