/**
 * `get_treaty`: one treaty (`trty` body) in Korean or English, its text cut to the answer
 * budget with a pointer to the rest.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { TruncationSchema } from "../paging.ts";
import { parseTreaty, type Treaty } from "../../parse/treaty.ts";
import { renameArgs } from "./shared.ts";
import { showDate } from "../../vocab/dates.ts";

const LANG: Record<string, "010202" | "010203"> = {
  ko: "010202",
  kr: "010202",
  "한글": "010202",
  en: "010203",
  "영문": "010203",
};

const input = z.object({
  id: z.string().trim().regex(/^\d{1,10}$/, "digits").describe("조약일련번호 from search_treaties"),
  chrClsCd: z.enum(["010202", "010203"]).default("010202").describe("010202 한글 / 010203 영문"),
  offset: z.number().int().min(0).default(0).describe("skip this many characters of the text"),
});

const ymd = z.string().optional().describe("YYYYMMDD");
const output = z.object({
  treaty: z.object({
    id: z.string(),
    nameKo: z.string(),
    nameEn: z.string().optional(),
    kindCode: z.string().optional().describe("440101 양자 / 440102 다자"),
    kind: z.string().optional(),
    treatyNo: z.string().optional(),
    effectiveDate: ymd,
    signDate: ymd,
    signPlace: z.string().optional(),
    gazetteDate: ymd,
    ratificationConsent: z.string().optional(),
    ratificationDate: ymd,
    counterparty: z.string().optional(),
    counterpartyOriginal: z.string().optional(),
    countryCode: z.string().optional(),
    field: z.string().optional(),
    depositary: z.string().optional(),
    remark: z.string().optional(),
  }),
  language: z.enum(["ko", "en"]),
  text: z.string().describe("조약내용 from offset, possibly cut"),
  textLength: z.number().int().describe("characters of the whole 조약내용"),
  truncated: TruncationSchema.optional().describe("shown/total count characters"),
  meta: MetaSchema,
});

function header(t: Treaty): string {
  const lines = [`=== ${t.nameKo || t.nameEn || `조약 ${t.id}`} ===`];
  if (t.nameEn && t.nameKo) lines.push(t.nameEn);
  lines.push(
    `조약일련번호 ${t.id} · 조약 제${t.treatyNo ?? "?"}호 · ${t.kind ?? "구분 미상"}` +
      (t.field ? ` · 분야 ${t.field}` : ""),
  );
  const facts = [
    t.signDate && `서명 ${(showDate(t.signDate) || "?")}${t.signPlace ? ` (${t.signPlace})` : ""}`,
    t.effectiveDate && `발효 ${(showDate(t.effectiveDate) || "?")}`,
    t.gazetteDate && `관보게재 ${(showDate(t.gazetteDate) || "?")}`,
    t.ratificationDate && `국회비준동의 ${(showDate(t.ratificationDate) || "?")}`,
  ].filter(Boolean);
  if (facts.length) lines.push(facts.join(" · "));
  const party = t.counterparty ?? t.counterpartyOriginal;
  if (party && t.kindCode !== "440102") {
    lines.push(
      `체결상대: ${party}${
        t.counterpartyOriginal && t.counterpartyOriginal !== party
          ? ` (${t.counterpartyOriginal})`
          : ""
      }`,
    );
  }
  if (t.depositary) lines.push(`기탁처: ${t.depositary}`);
  return lines.join("\n");
}

/** The `get_treaty` tool. */
export const getTreaty: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_treaty",
  title: "조약 본문 조회",
  aliases: ["get_treaty_text"],
  legacyArgs: (a) => {
    const out = renameArgs(a, [["ID", "id"], ["treatyId", "id"], ["language", "chrClsCd"]]);
    const l = typeof out.chrClsCd === "string"
      ? LANG[out.chrClsCd.trim().toLowerCase()]
      : undefined;
    if (l) out.chrClsCd = l;
    if (typeof out.id === "number") out.id = String(out.id);
    return out;
  },
  description: "One treaty by 조약일련번호: parties, dates, and its text in Korean (default) or " +
    "English (chrClsCd 010203).",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const res = await callDrf(ctx, track, {
      endpoint: "service",
      target: "trty",
      params: { ID: args.id, chrClsCd: args.chrClsCd },
    });
    const { text: full, ...treaty } = parseTreaty(res.data);
    const head = header({ ...treaty, text: full });
    const chars = [...full];
    // The header is always shown; the text gets what is left of the budget (at least a little).
    const room = Math.max(ctx.maxChars - head.length - 200, 300);
    let end = Math.min(chars.length, args.offset + room);
    if (end < chars.length) {
      // Prefer ending at a line break in the last 40% of the window.
      const slice = chars.slice(args.offset, end).join("");
      const nl = slice.lastIndexOf("\n");
      if (nl > slice.length * 0.6) end = args.offset + [...slice.slice(0, nl)].length;
    }
    const shownText = chars.slice(args.offset, end).join("");
    const parts = [
      head,
      shownText || (full ? "(이 위치 뒤로 남은 본문이 없습니다)" : "(본문 없음)"),
    ];
    let truncated;
    if (end < chars.length) {
      const next = `get_treaty ${
        JSON.stringify({ id: args.id, chrClsCd: args.chrClsCd, offset: end })
      }`;
      truncated = { shown: end - args.offset, total: chars.length, next };
      parts.push(
        `[응답 길이 제한으로 조약내용 ${chars.length}자 중 ${
          args.offset + 1
        }–${end}자만 보였습니다. 나머지: ${next}]`,
      );
    }
    return {
      structured: {
        treaty,
        language: args.chrClsCd === "010203" ? "en" : "ko",
        text: shownText,
        textLength: chars.length,
        ...(truncated ? { truncated } : {}),
        meta: track.meta(),
      },
      text: parts.join("\n\n"),
    };
  },
});
