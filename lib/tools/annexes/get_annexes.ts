/**
 * `get_annexes`: list the 별표·서식 of a statute, admin rule or ordinance, pick one by notation,
 * title words or delegating article, and open it as Markdown (merged-cell tables kept).
 *
 * @module
 */

import { z } from "zod";
import { DrfError, InputError } from "../../errors.ts";
import { defineTool } from "../define.ts";
import { nextPagePointer, pageOf, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { moreLine, pointer, PointerSchema, pointerText } from "../../vocab/pointer.ts";
import { articlesArg, asOfArg, lawIdArg, mstArg, nameArg, pagingArgs } from "../../vocab/params.ts";
import { ANNEX_LISTS } from "./entries.ts";
import { findAnnexes } from "./find.ts";
import { findAnnexesAsOf } from "./as_of.ts";
import { openAnnex } from "./open.ts";
import { selectAnnexes } from "./select.ts";
import { annexLine, documentText, locatorOf } from "./render.ts";
import { josa } from "../../korean/mod.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const familyArg = z.enum(["law", "admrul", "ordin"]);
/** The vocabulary's family words → the upstream's list codes this tool works with. */
const FAMILY_CODE = { 법령: "law", 행정규칙: "admrul", 자치법규: "ordin" } as const;

const input = z.object({
  family: z.enum(["법령", "행정규칙", "자치법규"]).default("법령")
    .transform((f) => FAMILY_CODE[f]),
  lawId: lawIdArg.optional(),
  mst: mstArg.optional().describe("법령일련번호 (or 자치법규일련번호)"),
  id: z.string().trim().regex(/^\d{1,13}$/, "digits").optional()
    .describe("행정규칙·자치법규 일련번호"),
  name: nameArg.optional().describe("exact name"),
  asOf: asOfArg.optional().describe("statutes: as in force on that date"),
  annex: z.string().trim().min(1).max(40).optional()
    .describe('e.g. "별표 1의2", "서식 3", "별지 제2호서식"'),
  query: z.string().trim().min(1).max(100).optional().describe("title words"),
  articles: articlesArg.optional().describe('delegating articles, e.g. ["제4조"]'),
  kind: z.enum(["별표", "서식", "별지", "별도", "부록", "별첨"]).optional(),
  bylSeq: z.string().trim().regex(/^\d{1,13}$/, "digits").optional()
    .describe("별표일련번호 (index)"),
  open: z.boolean().optional()
    .describe("default: opens the one annex names; false lists"),
  // The one offset that is not a count: a cut document goes on at a table row (표:행).
  offset: z.string().trim().regex(/^\d+(:\d+)*$/).optional()
    .describe("continue a cut document: the 표:행 its pointer gives"),
  ...pagingArgs,
}).refine((a) => a.lawId || a.mst || a.id || a.name, { message: "give lawId, mst, id or name" })
  .refine((a) => a.family === "law" ? !a.id : !(a.lawId || (a.family === "admrul" && a.mst)), {
    message: "lawId/mst are for statutes (mst also for ordinances); use id for admin rules",
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
    family: familyArg,
    name: z.string(),
    lawId: z.string().optional(),
    seq: z.string().optional(),
  }),
  indexList: z.string().optional().describe("annex list read besides the body"),
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
    truncated: z.object({
      nextOffset: z.string().describe("표:행 where the rest starts"),
      next: PointerSchema.describe("the call that fetches the rest"),
    }).optional(),
  }).optional(),
  notes: z.array(z.string()),
  meta: MetaSchema,
});

type Output = z.output<typeof output>;

/** The `get_annexes` tool. */
export const getAnnexes: GeneratedTool<"get_annexes"> = defineTool({
  name: "get_annexes",
  title: "별표·서식 조회",
  targets: ["law", "eflaw", "licbyl", "admrul", "admbyl", "ordin", "ordinbyl"],
  intents: ["별표", "서식", "별지", "과태료 기준", "과징금 기준", "수수료", "처분기준", "기준표"],
  aliases: [
    "search_annexes",
    { name: "get_annex_text", fixed: { open: true } },
  ],
  description: "별표·서식 of a statute, admin rule or ordinance: list, or open by notation " +
    "(별표 1의2 → Markdown tables), title words or articles.",
  input,
  output,
  async handler(args, ctx, call) {
    const { track } = call;
    const selecting = !!(args.annex || args.query || args.articles || args.kind || args.bylSeq);
    const loc = {
      family: args.family,
      lawId: args.lawId,
      seq: args.mst ?? args.id,
      name: args.name,
    };
    const found = args.asOf
      ? await findAnnexesAsOf(ctx, track, loc, args.asOf)
      : await findAnnexes(ctx, track, loc, !!args.bylSeq);
    const picked = selectAnnexes(found.entries, args);
    // A notation that names exactly one annex is a request to read it: no second call.
    const open = args.open ?? ((!!args.annex || !!args.bylSeq) && picked.length === 1);
    if (args.offset && !open) {
      throw new InputError(
        "offset (표:행) continues an opened document: name it with annex, or give open: true",
        "offset",
      );
    }
    const { rows } = pageOf(picked, args.page, args.display);
    const next = nextPagePointer(call, {
      total: picked.length,
      page: args.page,
      display: args.display,
      shown: rows.length,
    });
    const list = ANNEX_LISTS[args.family].list;
    const structured: Output = {
      subject: found.subject,
      ...(found.indexRead ? { indexList: list } : {}),
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
    if (picked.length === 0 && (args.annex || open)) {
      throw new DrfError(
        "NOT_FOUND",
        `${found.subject.name}에 ${
          josa(args.annex ?? "조건에 맞는 별표·서식", "이/가")
        } 없습니다.` +
          (existing ? ` 있는 것: ${existing}` : " 별표·서식이 없는 법령입니다."),
        { target: list },
      );
    }
    if (picked.length === 0) {
      lines.push(
        found.entries.length
          ? `조건에 맞는 별표·서식이 없습니다. 있는 것: ${existing}`
          : "이 법령에는 별표·서식이 없습니다.",
      );
      return { structured, text: lines.join("\n") };
    }
    if (!open) {
      lines.push(...rows.map(annexLine));
      const more = moreLine(next);
      if (more) lines.push(more);
      if (rows.length) {
        const open = pointer("get_annexes", {
          ...locatorOf(args, found.subject),
          ...(args.asOf ? { asOf: args.asOf } : {}),
          annex: rows[0].label,
          open: true,
        });
        lines.push(`열기: ${pointerText(open)}`);
      }
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
    const { nextOffset, ...doc } = opened;
    const rest = nextOffset
      ? call.more({ annex: entry.label, open: true, offset: nextOffset })
      : undefined;
    structured.document = {
      label: entry.label,
      ...(entry.title ? { title: entry.title } : {}),
      ...doc,
      ...(nextOffset && rest ? { truncated: { nextOffset, next: rest } } : {}),
    };
    structured.meta = track.meta();
    return { structured, text: [headText, documentText(entry, opened, rest)].join("\n\n") };
  },
});
