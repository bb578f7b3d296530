/**
 * `list_law_versions`: every version (연혁·현행·시행예정) of one statute with the MST and 시행일
 * that read it. `eflaw` first (one row per 시행일 slice, 법령ID on every row); the `lsHistory`
 * HTML list as the fallback when `eflaw` is not approved for the key or finds nothing — it
 * collapses 분리시행 into one row per 공포 (drf-api.md Q11). The upstream lists match names
 * loosely, so their pages are read (100 rows each, a few at most) and this statute's rows kept;
 * pages of the result are cut here.
 *
 * @module
 */

import { z } from "zod";
import { DrfError, InputError } from "../../errors.ts";
import { resolveLawAlias } from "../../law/names.ts";
import {
  type LawVersion,
  markRenames,
  parseLsHistoryHtml,
  sortVersions,
  versionsFromRows,
} from "../../parse/law_versions.ts";
import { parseLawSearch } from "../../parse/search.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";
import { showDate } from "../../vocab/dates.ts";
import { hasLawLocator, lawIdArg, nameArg } from "../../vocab/params.ts";
import type { ToolContext } from "../define.ts";
import { defineListTool } from "../list_tool.ts";
import { callDrf } from "../meta.ts";
import type { CallTracker } from "../define.ts";
import { pageOf } from "../paging.ts";
import { josa } from "../../korean/mod.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** Upstream pages read at most per list (100 rows each). */
const MAX_PAGES = 5;

const VersionSchema: z.ZodType<LawVersion> = z.object({
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
  renamedFrom: z.string().optional().describe("this version renamed the statute from this name"),
  formerName: z.boolean().optional().describe("carries a name the statute no longer has"),
});

interface Found {
  lawId?: string;
  name?: string;
  versions: LawVersion[];
  /** Whether the upstream list was read to its end (or past this statute's rows). */
  complete: boolean;
  /** Every name the versions carry, newest first, when the statute was renamed. */
  names?: string[];
  /** Why earlier names may be missing, when following the 법령ID failed. */
  lineageNote?: string;
}

/** One upstream page: its total, its row count, and which rows were this statute's. */
interface PageCount {
  total: number;
  rows: number;
  mine: number;
  /** Whether the page's last row was this statute's (name order: its rows may go on). */
  lastMine?: boolean;
}

/**
 * Reads upstream pages until the list is read, a page comes back short, or — for a list in name
 * order, where one statute's rows stand together — this statute's rows are passed; at most
 * {@link MAX_PAGES} pages, keeping two calls of the budget in reserve. Says whether the list
 * was read to its end: a short page while the total says more means rows were not seen.
 */
async function readPages(
  ctx: ToolContext,
  nameOrder: boolean,
  fetchPage: (page: number) => Promise<PageCount>,
): Promise<boolean> {
  let seen = false;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const got = await fetchPage(page);
    if (page * 100 >= got.total) return true;
    seen ||= got.mine > 0;
    if (nameOrder && seen && !got.lastMine) return true;
    if (got.rows < 100 || ctx.budget.limits.maxCalls - ctx.budget.calls <= 2) return false;
  }
  return false;
}

async function fromEflaw(
  ctx: ToolContext,
  track: CallTracker,
  loc: { lawId?: string; name?: string },
): Promise<Found> {
  const found: Found = { lawId: loc.lawId, name: loc.name, versions: [], complete: false };
  found.complete = await readPages(ctx, true, async (page) => {
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "eflaw",
      // With only an ID the list is filtered by LID; with a name the LIKE search is narrowed here.
      params: loc.name
        ? { query: loc.name, display: 100, page }
        : { LID: loc.lawId, display: 100, page },
    });
    const rows = parseLawSearch(res.data);
    const pick = versionsFromRows(rows.rows, { lawId: found.lawId, name: loc.name });
    found.lawId ??= pick.lawId;
    found.name = pick.name ?? found.name;
    found.versions.push(...pick.versions);
    const last = rows.rows.at(-1)?.lawId.replace(/^0+/, "");
    return {
      total: rows.total,
      rows: rows.rows.length,
      mine: pick.versions.length,
      lastMine: !!last && last === found.lawId?.replace(/^0+/, ""),
    };
  });
  return found;
}

async function fromHistory(ctx: ToolContext, track: CallTracker, name: string): Promise<Found> {
  const norm = (s: string) => s.replace(/\s+/g, "");
  const found: Found = { name, versions: [], complete: false };
  // Newest first across statutes: this statute's rows are spread over the pages.
  found.complete = await readPages(ctx, false, async (page) => {
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "lsHistory",
      format: "HTML",
      params: { query: name, display: 100, page, sort: "efdes" },
    });
    const parsed = parseLsHistoryHtml(res.html ?? "");
    const mine = parsed.rows.filter((r) => norm(r.name) === norm(name));
    found.versions.push(...mine);
    return { total: parsed.total, rows: parsed.rows.length, mine: mine.length };
  });
  found.name = found.versions[0]?.name ?? name;
  return found;
}

/** Revision types that start a statute's line (no earlier version under any name). */
const FIRST = /^(제정|폐지제정)$/;

/**
 * A name search sees only the versions under that name; a statute renamed by an amendment
 * (same 법령ID, 제명변경) has older versions under its old name. When the list was read to its
 * end and its oldest version is not a 제정, the 법령ID list (`LID`) is read as well and its rows
 * replace the name's. A failure there leaves the name's rows, said.
 */
async function followLineage(
  ctx: ToolContext,
  track: CallTracker,
  found: Found,
): Promise<Found> {
  const oldest = sortVersions(found.versions, "asc")[0];
  if (!found.lawId || !found.complete || !oldest || FIRST.test(oldest.revisionType ?? "")) {
    return found;
  }
  try {
    const byId = await fromEflaw(ctx, track, { lawId: found.lawId });
    if (byId.versions.length <= found.versions.length) return found;
    return { ...byId, name: found.name };
  } catch (e) {
    if (!(e instanceof DrfError) || e.code === "BUDGET_EXHAUSTED") throw e;
    return {
      ...found,
      lineageNote: `가장 오래된 판이 ${oldest.revisionType ?? "?"}이라 법령ID ${found.lawId}로 ` +
        `이전 이름의 판을 찾았으나 실패했습니다 (${e.code}).`,
    };
  }
}

/** The names the versions carry, newest first; undefined when there is only one. */
function namesOf(versions: readonly LawVersion[]): string[] | undefined {
  const names = [...new Set(sortVersions([...versions], "desc").map((v) => v.name))];
  return names.length > 1 ? names : undefined;
}

/** The versions, from `eflaw` or (falling back, or when asked) `lsHistory`, and why. */
async function findVersions(
  ctx: ToolContext,
  track: CallTracker,
  a: { lawId?: string; name?: string; source: "auto" | "eflaw" | "lsHistory" },
): Promise<Found & { source: "eflaw" | "lsHistory"; fallbackReason?: string }> {
  const name = a.name ? resolveLawAlias(a.name) : undefined;
  let empty: Found | undefined;
  let fallbackReason: string | undefined;
  if (a.source !== "lsHistory") {
    try {
      let found = await fromEflaw(ctx, track, { lawId: a.lawId, name });
      if (found.versions.length || a.source === "eflaw" || !name) {
        if (name) found = await followLineage(ctx, track, found);
        const names = namesOf(found.versions);
        return {
          ...found,
          ...(names ? { names, versions: markRenames(found.versions) } : {}),
          source: "eflaw",
        };
      }
      fallbackReason = "eflaw 목록에 이 법령의 행이 없어 lsHistory로 다시 찾았습니다.";
      empty = found;
    } catch (e) {
      if (!(e instanceof DrfError) || e.code !== "NOT_APPROVED" || a.source !== "auto" || !name) {
        throw e;
      }
      fallbackReason = "이 키는 eflaw 목록이 승인되지 않아 lsHistory(HTML)로 찾았습니다.";
    }
  }
  if (!name) throw new InputError("lsHistory는 법령명으로만 찾습니다: name을 주세요.", "name");
  try {
    return { ...await fromHistory(ctx, track, name), source: "lsHistory", fallbackReason };
  } catch (e) {
    // An empty eflaw answer stays the answer when the HTML list is unavailable too.
    if (!empty || !(e instanceof DrfError) || e.code === "BUDGET_EXHAUSTED") throw e;
    return {
      ...empty,
      source: "eflaw",
      fallbackReason: `${fallbackReason} lsHistory도 실패했습니다 (${e.code}).`,
    };
  }
}

/** The `list_law_versions` tool. */
export const listLawVersions: GeneratedTool<"list_law_versions"> = defineListTool({
  name: "list_law_versions",
  title: "법령 연혁(판) 목록",
  targets: ["eflaw", "lsHistory"],
  intents: ["연혁", "개정 이력", "역대 버전", "시행일별"],
  aliases: ["search_historical_law", "get_law_versions"],
  description: "All versions (연혁·현행·시행예정) of one statute with MST + 시행일 for " +
    "get_law_text {mst, asOf}. Use before reading a past or upcoming text.",
  args: {
    lawId: lawIdArg.optional(),
    name: nameArg.optional(),
    source: z.enum(["auto", "eflaw", "lsHistory"]).default("auto")
      .describe("auto: eflaw, then lsHistory if eflaw is refused or empty"),
    sort: z.enum(["efdes", "efasc"]).default("efdes").describe("by 시행일, newest or oldest first"),
  },
  require: { check: hasLawLocator, message: "give name or lawId" },
  display: 100,
  row: VersionSchema,
  extra: {
    lawId: z.string().optional(),
    name: z.string().optional(),
    source: z.enum(["eflaw", "lsHistory"]),
    fallbackReason: z.string().optional(),
    names: z.array(z.string()).optional()
      .describe("renamed (same 법령ID): every name followed, newest first"),
    lineageNote: z.string().optional(),
    complete: z.boolean().describe(
      "false: the upstream list was not read to its end, so " +
        "versions may be missing (older ones, most likely)",
    ),
  },
  async fetch(a, ctx, call) {
    const { versions, ...found } = await findVersions(ctx, call.track, a);
    const sorted = sortVersions(versions, a.sort === "efasc" ? "asc" : "desc");
    return { ...pageOf(sorted, a.page, a.display), extra: found };
  },
  heading: (a, x) =>
    [
      ...(x?.fallbackReason ? [`※ ${x.fallbackReason}`] : []),
      ...(x?.source === "lsHistory"
        ? ["※ lsHistory는 분리시행을 한 행으로 합칩니다; 시행일별 판은 eflaw가 정확합니다."]
        : []),
      ...(x?.names
        ? [
          `※ 제명 변경: 같은 법령ID의 이름 ${
            josa(x.names.join(" ← "), "을/를")
          } 모두 따라갔습니다.`,
        ]
        : []),
      ...(x?.lineageNote ? [`※ ${x.lineageNote}`] : []),
      ...(x?.complete === false
        ? ["※ 원 목록을 끝까지 읽지 못했습니다: 빠진 판(주로 오래된 판)이 있을 수 있습니다."]
        : []),
      `${x?.name ?? a.name ?? ""}${x?.lawId ? ` (법령ID ${x.lawId})` : ""} `.trimStart() +
      `연혁 (${x?.source})`,
    ].join("\n"),
  // One line per version; one printed call reads the first (any row: its MST, asOf its 시행일).
  line: (v) =>
    `- 시행 ${showDate(v.effectiveDate)} [${v.status ?? "?"}] ${v.revisionType ?? ""} ` +
    `공포 ${showDate(v.promulgationDate)} 제${v.promulgationNumber ?? "?"}호 · MST ${v.mst}` +
    (v.renamedFrom ? ` 〔제명 변경: ${v.renamedFrom} → ${v.name}〕` : "") +
    (v.formerName && !v.renamedFrom ? ` 〔당시 이름: ${v.name}〕` : ""),
  follow: (rows) => {
    const v = rows.find((r) => r.effectiveDate);
    return v
      ? `본문: ${
        pointerText(pointer("get_law_text", { mst: v.mst, asOf: v.effectiveDate }))
      } (다른 판: 그 행의 MST, asOf = 시행일)`
      : undefined;
  },
  empty: (a) =>
    a.name
      ? "이 이름과 정확히 같은 법령의 판이 없습니다. 이름(또는 search_law로 찾은 법령ID)을 확인하세요."
      : "이 법령ID의 판이 없습니다.",
});
