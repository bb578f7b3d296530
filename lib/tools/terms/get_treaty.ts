/**
 * `get_treaty`: one treaty (`trty` body) in Korean or English, its text cut to the answer
 * budget with a pointer to the rest.
 *
 * @module
 */

import { z } from "zod";
import { defineTool } from "../define.ts";
import { MetaSchema } from "../schemas.ts";
import { TruncationSchema } from "../paging.ts";
import { charCut, windowEnd } from "../text_window.ts";
import { parseTreaty, type Treaty } from "../../parse/treaty.ts";
import { showDate } from "../../vocab/dates.ts";
import { offsetArg } from "../../vocab/params.ts";
import { serialArg } from "../decisions/args.ts";
import { drfData } from "./shared.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** chrClsCd of each language. */
const LANGUAGE_CODE = { ko: "010202", en: "010203" } as const;

const input = z.object({
  id: serialArg.describe("조약일련번호 from search_treaties"),
  language: z.enum(["ko", "en"]).default("ko").describe("ko 한글 / en 영문"),
  offset: offsetArg.describe("characters of the text already shown (from the pointer)"),
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

function header(t: Omit<Treaty, "text">): string {
  const lines = [`=== ${t.nameKo || t.nameEn || `조약 ${t.id}`} ===`];
  if (t.nameEn && t.nameKo) lines.push(t.nameEn);
  lines.push(
    `조약일련번호 ${t.id} · 조약 제${t.treatyNo ?? "?"}호 · ${t.kind ?? "구분 미상"}` +
      (t.field ? ` · 분야 ${t.field}` : ""),
  );
  const facts = [
    t.signDate && `서명 ${showDate(t.signDate)}${t.signPlace ? ` (${t.signPlace})` : ""}`,
    t.effectiveDate && `발효 ${showDate(t.effectiveDate)}`,
    t.gazetteDate && `관보게재 ${showDate(t.gazetteDate)}`,
    t.ratificationDate && `국회비준동의 ${showDate(t.ratificationDate)}`,
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
export const getTreaty: GeneratedTool<"get_treaty"> = defineTool({
  name: "get_treaty",
  title: "조약 본문 조회",
  targets: ["trty"],
  aliases: ["get_treaty_text"],
  description: "One treaty by 조약일련번호: parties, dates, and its text in Korean (default) or " +
    'English (language "en").',
  input,
  output,
  async handler(args, ctx, call) {
    const { text: full, ...treaty } = parseTreaty(
      await drfData(ctx, call, "service", "trty", {
        ID: args.id,
        chrClsCd: LANGUAGE_CODE[args.language],
      }),
    );
    const head = header(treaty);
    // The header is always shown; the text gets what is left of the budget (at least a little).
    const end = windowEnd(full, args.offset, Math.max(ctx.maxChars - head.length - 200, 300), 0.6);
    const shown = full.slice(args.offset, end);
    const cut = charCut(call, "조약내용", { offset: args.offset, end, total: full.length });
    const parts = [head, shown || (full ? "(이 위치 뒤로 남은 본문이 없습니다)" : "(본문 없음)")];
    if (cut.notice) parts.push(cut.notice);
    return {
      structured: {
        treaty,
        language: args.language,
        text: shown,
        textLength: full.length,
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: call.track.meta(),
      },
      text: parts.join("\n\n"),
    };
  },
});
