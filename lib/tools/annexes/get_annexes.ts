/**
 * `get_annexes`: list the 별표·서식 of a statute, admin rule or ordinance, pick one by notation,
 * title words or delegating article, and open it as Markdown (merged-cell tables kept).
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { ANNEX_LISTS } from "./entries.ts";
import { findAnnexes } from "./find.ts";
import { legacyAnnexArgs } from "./legacy.ts";
import { openAnnex } from "./open.ts";
import { selectAnnexes } from "./select.ts";
import { annexLine, documentText, locatorOf } from "./render.ts";

const digits = z.string().trim().regex(/^\d{1,13}$/, "digits");

const input = z.object({
  target: z.enum(["law", "admrul", "ordin"]).default("law")
    .describe("법령 · 행정규칙 · 자치법규"),
  lawId: digits.optional().describe("법령ID"),
  mst: digits.optional().describe("법령일련번호"),
  id: digits.optional().describe("행정규칙일련번호 / 자치법규일련번호"),
  name: z.string().trim().min(1).max(200).optional().describe("exact name"),
  annex: z.string().trim().min(1).max(40).optional()
    .describe('e.g. "별표 1의2", "서식 3", "별지 제2호서식"'),
  query: z.string().trim().min(1).max(100).optional().describe("title words"),
  article: z.string().trim().min(1).max(40).optional().describe('delegating article, "제4조"'),
  kind: z.enum(["별표", "서식", "별지", "별도", "부록", "별첨"]).optional(),
  bylSeq: digits.optional().describe("별표일련번호 (index)"),
  open: z.boolean().default(false).describe("read the first match's file"),
  offset: z.string().trim().regex(/^\d+(:\d+)*$/).optional().describe("resume a cut document"),
  ...pagingInput,
}).refine((a) => a.lawId || a.mst || a.id || a.name, { message: "give lawId, mst, id or name" })
  .refine((a) => a.target === "law" || !(a.lawId || a.mst), {
    message: "lawId/mst are for statutes; use id for admin rules and ordinances",
  });

const AnnexRowSchema = z.object({
  label: z.string(),
  kind: z.string(),
  number: z.number().int(),
  branch: z.number().int(),
  code: z.string().describe("별표번호+가지번호, 6 digits"),
  title: z.string().optional(),
  articles: z.array(z.string()),
  fileLink: z.string().optional(),
  pdfLink: z.string().optional(),
  source: z.enum(["body", "index"]),
  indexSeq: z.string().optional(),
  staleIndexLink: z.string().optional(),
  hasBodyText: z.boolean(),
});

const output = z.object({
  subject: z.object({
    target: z.enum(["law", "admrul", "ordin"]),
    name: z.string(),
    lawId: z.string().optional(),
    seq: z.string().optional(),
  }),
  indexTarget: z.string().optional().describe("annex list read besides the body"),
  annexes: z.array(AnnexRowSchema),
  ...pagingOutput,
  document: z.object({
    label: z.string(),
    title: z.string().optional(),
    source: z.enum(["file", "pdf", "body-text"]),
    format: z.string(),
    link: z.string().optional(),
    fileName: z.string().optional(),
    bytes: z.number().int(),
    tables: z.number().int(),
    warnings: z.array(z.object({ code: z.string(), message: z.string() })),
    markdown: z.string(),
    truncated: z.object({ nextOffset: z.string(), next: z.string() }).optional(),
  }).optional(),
  notes: z.array(z.string()),
  meta: MetaSchema,
});

type Output = z.output<typeof output>;

/** The `get_annexes` tool. */
export const getAnnexes: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_annexes",
  title: "별표·서식 조회",
  aliases: [
    "search_annexes",
    { name: "get_annex_text", fixed: { open: true } },
  ],
  legacyArgs: legacyAnnexArgs,
  description: "별표·서식 of a statute, admin rule or ordinance: list, pick by notation " +
    "(별표 1의2), title words or article, and open=true to read it as Markdown tables.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const selecting = !!(args.annex || args.query || args.article || args.kind || args.bylSeq);
    const found = await findAnnexes(ctx, track, {
      target: args.target,
      lawId: args.lawId,
      seq: args.mst ?? args.id,
      name: args.name,
    }, !!args.bylSeq);
    const picked = selectAnnexes(found.entries, args);
    const start = (args.page - 1) * args.display;
    const rows = picked.slice(start, start + args.display);
    const next = start + rows.length < picked.length ? { page: args.page + 1 } : undefined;
    const locator = locatorOf(args, found.subject);
    const structured: Output = {
      subject: found.subject,
      ...(found.indexRead ? { indexTarget: ANNEX_LISTS[args.target].target } : {}),
      annexes: rows.map(({ text, ...e }) => ({ ...e, hasBodyText: !!text?.trim() })),
      total: picked.length,
      page: args.page,
      ...(next ? { next } : {}),
      notes: found.notes,
      meta: track.meta(),
    };
    const head = `${found.subject.name} 별표·서식: ${found.entries.length}건` +
      (selecting ? `, 조건에 맞는 것 ${picked.length}건` : "");
    const lines = [head, ...found.notes.map((n) => `※ ${n}`)];
    const existing = found.entries.slice(0, 12).map((e) => e.label).join(", ");
    // A notation names one record: its absence is a miss, unlike a filter with no hits.
    if (picked.length === 0 && (args.annex || args.open)) {
      throw new DrfError(
        "NOT_FOUND",
        `${found.subject.name}에 ${args.annex ?? "조건에 맞는 별표·서식"}이(가) 없습니다.` +
          (existing ? ` 있는 것: ${existing}` : " 별표·서식이 없는 법령입니다."),
        { target: ANNEX_LISTS[args.target].target },
      );
    }
    if (picked.length === 0) {
      lines.push(
        found.entries.length
          ? `조건에 맞는 별표·서식이 없습니다. 있는 것: ${existing}`
          : "이 법령에는 별표·서식이 없습니다.",
      );
      return { structured: { ...structured, meta: track.meta() }, text: lines.join("\n") };
    }
    if (!args.open) {
      lines.push(...rows.map(annexLine));
      if (next) {
        lines.push(
          `더 보기: get_annexes ${JSON.stringify({ ...locator, ...sel(args), page: next.page })}`,
        );
      }
      lines.push(
        `열기: get_annexes ${JSON.stringify({ ...locator, annex: rows[0].label, open: true })}`,
      );
      return { structured, text: lines.join("\n") };
    }
    const entry = picked[0];
    if (picked.length > 1) {
      lines.push(
        `※ ${picked.length}건 중 첫 번째(${entry.label})를 엽니다. 다른 것은 annex로 고르세요.`,
      );
    }
    const headText = lines.join("\n");
    const opened = await openAnnex(ctx, entry, {
      maxChars: ctx.maxChars - headText.length - 400,
      offset: args.offset,
    });
    const nextCall = opened.nextOffset
      ? `get_annexes ${
        JSON.stringify({ ...locator, annex: entry.label, open: true, offset: opened.nextOffset })
      }`
      : undefined;
    const { nextOffset, ...doc } = opened;
    structured.document = {
      label: entry.label,
      ...(entry.title ? { title: entry.title } : {}),
      ...doc,
      ...(nextOffset && nextCall ? { truncated: { nextOffset, next: nextCall } } : {}),
    };
    structured.meta = track.meta();
    return { structured, text: [headText, documentText(entry, opened, nextCall)].join("\n\n") };
  },
});

function sel(a: { annex?: string; query?: string; article?: string; kind?: string }) {
  return Object.fromEntries(
    Object.entries({ annex: a.annex, query: a.query, article: a.article, kind: a.kind })
      .filter(([, v]) => v !== undefined),
  );
}
