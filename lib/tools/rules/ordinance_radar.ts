/**
 * `ordinance_radar`: which ordinances may lag their parent law. From a parent law (법령ID or
 * name; with its 시행령·시행규칙) the linked ordinances come from `lnkLsOrdJo`; from one
 * ordinance (korean-law-mcp's arguments) the parents are the laws its 제1조 cites. Each pair is
 * judged by the parent's latest 공포일 vs the ordinance's (see _radar.ts), within a few calls.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { showDate } from "../../vocab/dates.ts";
import { MetaSchema } from "../schemas.ts";
import { todayKst } from "../../parse/statute.ts";
import { judge, type RadarRow, rank } from "./_radar.ts";
import { fromLaw, fromOrdinance } from "./_radar_sources.ts";

const digits = z.string().trim().regex(/^\d{1,10}$/, "digits");

const input = z.object({
  lawId: digits.optional().describe("parent 법령ID"),
  lawName: z.string().trim().min(1).max(200).optional().describe("parent law name (exact or 약칭)"),
  withSubordinate: z.boolean().default(true).describe("also its 시행령·시행규칙 (by name)"),
  ordinSeq: digits.optional().describe("or: one ordinance's 자치법규일련번호"),
  id: digits.optional().describe("= ordinSeq"),
  ordinanceName: z.string().trim().min(1).max(200).optional().describe("or: one ordinance's name"),
  query: z.string().trim().min(1).max(200).optional().describe("= ordinanceName"),
  maxPages: z.number().int().min(1).max(3).default(2).describe(
    "link-list pages per parent (100 rows)",
  ),
  limit: z.number().int().min(1).max(100).default(30).describe("rows shown"),
}).refine((a) => a.lawId || a.lawName || a.ordinSeq || a.id || a.ordinanceName || a.query, {
  message: "give lawId or lawName (or an ordinance: ordinSeq / ordinanceName)",
});

const output = z.object({
  mode: z.enum(["law", "ordinance"]),
  parents: z.array(z.object({
    lawId: z.string(),
    name: z.string(),
    kind: z.string().optional(),
    promulgationDate: z.string().optional(),
    effectiveDate: z.string().optional(),
    revisionType: z.string().optional(),
  })),
  rows: z.array(z.object({
    serial: z.string().describe("→ get_ordinance mst"),
    name: z.string(),
    kind: z.string().optional(),
    promulgationDate: z.string().optional(),
    effectiveDate: z.string().optional(),
    revisionType: z.string().optional(),
    parentLawId: z.string(),
    parentName: z.string(),
    links: z.array(z.string()),
    status: z.enum(["review", "check", "unknown", "ok"]),
    lagDays: z.number().int().optional(),
    reason: z.string(),
  })),
  totalPairs: z.number().int(),
  counts: z.object({
    review: z.number().int(),
    check: z.number().int(),
    unknown: z.number().int(),
    ok: z.number().int(),
  }),
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
export const ordinanceRadar: ToolDef<typeof input, typeof output> = defineTool({
  name: "ordinance_radar",
  title: "자치법규 정비 레이더",
  description: "Ordinances that may lag their parent law: linked 조례 ranked by how long they " +
    "predate the law's latest revision, with reasons.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const lawMode = !!(args.lawId || args.lawName);
    const src = lawMode
      ? await fromLaw(ctx, track, {
        lawId: args.lawId,
        lawName: args.lawName,
        withSubordinate: args.withSubordinate,
        maxPages: args.maxPages,
      })
      : await fromOrdinance(ctx, track, {
        serial: args.ordinSeq ?? args.id,
        name: args.ordinanceName ?? args.query,
      });
    const today = todayKst();
    const byId = new Map(src.parents.map((p) => [p.lawId, p]));
    const rows: RadarRow[] = rank(
      src.pairs.map((x) => judge(x.ordinance, byId.get(x.parentLawId)!, x.links, today)),
    );
    const counts = { review: 0, check: 0, unknown: 0, ok: 0 };
    for (const r of rows) counts[r.status]++;
    const shown = rows.slice(0, args.limit);
    const lines = [
      `자치법규 정비 레이더 — 상위법령: ${src.parents.length ? "" : "(찾지 못함)"}${
        src.parents.map((p) =>
          `${p.name} (${p.revisionType ?? "개정"} 공포 ${showDate(p.promulgationDate)}, 시행 ${
            showDate(p.effectiveDate)
          })`
        ).join("; ")
      }`,
      `${rows.length}쌍 판정: 정비 검토 ${counts.review}, 확인 권장 ${counts.check}, 판단 불가 ${counts.unknown}, 최신 ${counts.ok}`,
      ...shown.map((r, i) =>
        `${i + 1}. [${LABEL[r.status]}] ${r.name} (MST ${r.serial}) ↔ ${r.parentName}` +
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
    if (rows.length > shown.length) {
      lines.push(`… 외 ${rows.length - shown.length}쌍 (limit을 늘리면 더 봅니다).`);
    }
    if (src.notChecked.length) {
      lines.push(
        "확인하지 못한 것:",
        ...src.notChecked.map((n) => `- ${n}`),
      );
    }
    lines.push(
      "판정은 공포일 비교일 뿐, 조문 단위 개정 내용은 보지 않았습니다. 본문: get_ordinance {mst}.",
    );
    return {
      structured: {
        mode: lawMode ? "law" : "ordinance",
        parents: src.parents,
        rows: shown,
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
