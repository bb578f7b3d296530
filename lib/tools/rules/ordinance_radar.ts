/**
 * `ordinance_radar`: which ordinances may lag their parent law. From a parent law (법령ID or
 * name; with its 시행령·시행규칙) the linked ordinances come from `lnkLsOrdJo`; from one
 * ordinance (korean-law-mcp's arguments) the parents are the laws its 제1조 cites. Each pair is
 * judged by the parent's latest 공포일 vs the ordinance's (see _radar.ts), within a few calls.
 *
 * @module
 */

import { z } from "zod";
import { defineTool } from "../define.ts";
import { showDate } from "../../vocab/dates.ts";
import { moreLine, pointer, pointerText } from "../../vocab/pointer.ts";
import { displayArg, lawIdArg, nameArg, pageArg } from "../../vocab/params.ts";
import { nextPagePointer, pageOf, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { todayKst } from "../../parse/statute.ts";
import { judge, type RadarRow, rank } from "./_radar.ts";
import { fromLaw, fromOrdinance } from "./_radar_sources.ts";
import { optionalStrings, REVISION_FIELDS } from "./_common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  lawId: lawIdArg.optional().describe("parent 법령ID"),
  name: nameArg.optional().describe("parent law name (exact or 약칭)"),
  withSubordinate: z.boolean().default(true).describe("also its 시행령·시행규칙 (by name)"),
  ordinance: z.string().trim().min(1).max(200).optional()
    .describe("or: one ordinance — its 자치법규일련번호 (digits) or exact name"),
  maxPages: z.number().int().min(1).max(3).default(2).describe(
    "link-list pages per parent (100 rows)",
  ),
  page: pageArg,
  display: displayArg.removeDefault().default(30).describe("ranked rows per page"),
}).refine((a) => a.lawId || a.name || a.ordinance, {
  message: "give lawId or name (parent law), or ordinance",
});

const output = z.object({
  mode: z.enum(["law", "ordinance"]),
  ...pagingOutput,
  parents: z.array(z.object({
    lawId: z.string(),
    name: z.string(),
    ...optionalStrings(...REVISION_FIELDS, "promulgationDate"),
  })),
  rows: z.array(z.object({
    serial: z.string().describe("→ get_ordinance mst"),
    name: z.string(),
    ...optionalStrings(...REVISION_FIELDS, "promulgationDate"),
    parentLawId: z.string(),
    parentName: z.string(),
    links: z.array(z.string()),
    status: z.enum(["review", "check", "unknown", "ok"]),
    lagDays: z.number().int().optional(),
    reason: z.string(),
  })),
  totalPairs: z.number().int(),
  counts: z.record(z.enum(["review", "check", "unknown", "ok"]), z.number().int()),
  complete: z.boolean().describe("false: not every linked ordinance could be checked"),
  notChecked: z.array(z.string()).describe("what could not be checked and why"),
  meta: MetaSchema,
});

const LABEL = {
  review: "정비 검토",
  check: "확인 권장",
  unknown: "판단 불가",
  ok: "최신",
} as const;

/** The `ordinance_radar` tool. */
export const ordinanceRadar: GeneratedTool<"ordinance_radar"> = defineTool({
  name: "ordinance_radar",
  title: "자치법규 정비 레이더",
  targets: ["law", "lnkLsOrdJo", "ordin"],
  intents: ["조례 미반영", "조례 정비", "상위법 개정 반영", "조례 레이더"],
  description: "Ordinances that may lag their parent law: linked 조례 ranked by how long they " +
    "predate the law's latest revision, with reasons.",
  input,
  output,
  async handler(args, ctx, call) {
    const { track } = call;
    const lawMode = !!(args.lawId || args.name);
    const byNumber = /^\d{1,10}$/.test(args.ordinance ?? "");
    const src = lawMode
      ? await fromLaw(ctx, track, {
        lawId: args.lawId,
        lawName: args.name,
        withSubordinate: args.withSubordinate,
        maxPages: args.maxPages,
      })
      : await fromOrdinance(ctx, track, {
        serial: byNumber ? args.ordinance : undefined,
        name: byNumber ? undefined : args.ordinance,
      });
    const today = todayKst();
    const byId = new Map(src.parents.map((p) => [p.lawId, p]));
    const rows: RadarRow[] = rank(
      src.pairs.map((x) => judge(x.ordinance, byId.get(x.parentLawId)!, x.links, today)),
    );
    const counts = { review: 0, check: 0, unknown: 0, ok: 0 };
    for (const r of rows) counts[r.status]++;
    const shown = pageOf(rows, args.page, args.display);
    const next = nextPagePointer(call, {
      ...shown,
      display: args.display,
      shown: shown.rows.length,
    });
    const first = (args.page - 1) * args.display;
    const lines = [
      `자치법규 정비 레이더 — 상위법령: ${src.parents.length ? "" : "(찾지 못함)"}${
        src.parents.map((p) =>
          `${p.name} (${p.revisionType ?? "개정"} 공포 ${showDate(p.promulgationDate)}, 시행 ${
            showDate(p.effectiveDate)
          })`
        ).join("; ")
      }`,
      `${rows.length}쌍 판정: 정비 검토 ${counts.review}, 확인 권장 ${counts.check}, 판단 불가 ${counts.unknown}, 최신 ${counts.ok}`,
      ...shown.rows.map((r, i) =>
        `${first + i + 1}. [${LABEL[r.status]}] ${r.name} (MST ${r.serial}) ↔ ${r.parentName}` +
        `${
          r.links.length
            ? ` · 연계 ${r.links.slice(0, 3).join(", ")}${r.links.length > 3 ? " …" : ""}`
            : ""
        }\n   ${r.reason}`
      ),
    ];
    if (!rows.length) {
      lines.push(
        lawMode
          ? "연계된 자치법규가 없습니다 (법령-자치법규 연계 목록 기준)."
          : "판정할 상위법령이 없습니다 (아래 참조).",
      );
    }
    if (src.notChecked.length) {
      lines.push("확인하지 못한 것:", ...src.notChecked.map((n) => `- ${n}`));
    }
    lines.push(
      "판정은 공포일 비교일 뿐, 조문 단위 개정 내용은 보지 않았습니다." +
        (shown.rows.length
          ? ` 본문: ${pointerText(pointer("get_ordinance", { mst: shown.rows[0].serial }))}`
          : ""),
    );
    const more = moreLine(next);
    if (more) lines.push(more);
    return {
      structured: {
        mode: lawMode ? "law" : "ordinance",
        total: rows.length,
        page: args.page,
        ...(next ? { next } : {}),
        parents: src.parents,
        rows: shown.rows,
        totalPairs: rows.length,
        counts,
        complete: src.notChecked.length === 0,
        notChecked: src.notChecked,
        meta: track.meta(),
      },
      text: lines.join("\n"),
    };
  },
});
