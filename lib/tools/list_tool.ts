/**
 * The list-tool builder: a search or list tool is its arguments, how one page is fetched, and
 * how one row reads; the builder adds paging, the output schema (`total`, `page`, `rows`,
 * `next`, `meta`), the text (counts, rows, the zero-hit hint, the next-page pointer) and the
 * registry shape. Every list answers the same way.
 *
 * @module
 */

import { falseZeroError, isKoreanText, probeFalseZero } from "./zero_probe.ts";
import { z } from "zod";
import { defineTool, type TiedTool, type ToolCall, type ToolContext } from "./define.ts";
import { nextPagePointer, pagingOutput } from "./paging.ts";
import { MetaSchema } from "./schemas.ts";
import { pagingArgs } from "../vocab/params.ts";
import { moreLine } from "../vocab/pointer.ts";
import type { ToolAlias, ToolIntent } from "./define.ts";
import type { DrfTarget } from "../targets/ids.ts";
import {
  DEMO_NEXT_PAGE_LINE,
  DEMO_PARTIAL_LINE,
  demoListLines,
  type DemoPartial,
  DemoPartialSchema,
  openLine,
  type RowOpener,
} from "./demo_answer.ts";

/** One fetched page. */
export interface ListPageData<R> {
  /** Hits across all pages. */
  total: number;
  /** This page's number. */
  page: number;
  /** This page's rows (clipped to `display` by the builder). */
  rows: R[];
  /**
   * Rows read upstream for this page when a local filter dropped some of `rows` (default: the
   * rows kept). The next-page pointer follows what was read, so a page filtered down to nothing
   * still points at the next one.
   */
  scanned?: number;
  /** Set by a demo search answered only from the recordings' titles (see `demo_answer.ts`). */
  demo?: DemoPartial;
  /** Answered from the local law library: a zero is the library's, no upstream probe. */
  local?: boolean;
}

/**
 * The counts of a page: `3건` when every hit is shown, else `1346건 중 5건`, and the page number
 * after the first (`(2쪽)`); the next-page pointer says how to go on.
 */
export function countLine(total: number, shown: number, page: number): string {
  const part = shown < total ? ` 중 ${shown}건` : "";
  return `${total}건${part}${page > 1 ? ` (${page}쪽)` : ""}`;
}

/** A list tool as written. */
export interface ListToolSpec<
  S extends z.ZodRawShape,
  R,
  X extends z.ZodRawShape,
  N extends string = string,
> {
  /** Registered name. */
  name: N;
  /** Korean title. */
  title: string;
  /** Other callable names. */
  aliases?: readonly ToolAlias[];
  /** One or two sentences for the listing. */
  description: string;
  /** Practitioner phrases that lead `discover_tools` here. */
  intents?: readonly ToolIntent[];
  /** The DRF targets its fetch may call. */
  targets?: readonly DrfTarget[];
  /** Arguments besides `page` and `display` (vocabulary names). */
  args: S;
  /** A rule across arguments (e.g. "give query or org"). */
  require?: { check: (a: z.output<z.ZodObject<NoInfer<S>>>) => boolean; message: string };
  /** Rows per page when not given (default 20). */
  display?: number;
  /** Output schema of one row. */
  row: z.ZodType<R>;
  /** Output fields besides the paging ones (e.g. `resolvedQuery`). */
  extra?: X;
  /** Fetches one page (the builder clips rows to `display`). */
  fetch: (
    args: z.output<z.ZodObject<NoInfer<S>>> & { page: number; display: number },
    ctx: ToolContext,
    call: ToolCall,
  ) => Promise<ListPageData<NoInfer<R>> & { extra?: z.output<z.ZodObject<NoInfer<X>>> }>;
  /** "'주차장' 자치법규 검색" — the counts are appended. */
  heading: (
    args: z.output<z.ZodObject<NoInfer<S>>>,
    extra?: z.output<z.ZodObject<NoInfer<X>>>,
  ) => string;
  /** One row as a text line. */
  line: (row: NoInfer<R>) => string;
  /** The zero-hit sentence, with what to try instead. */
  empty: string | ((args: z.output<z.ZodObject<NoInfer<S>>>) => string);
  /**
   * A follow-up line after non-empty rows, e.g. `읽기: get_law_text {"lawId":"001823"}` built
   * with `pointer()` from the first row, so the printed call runs as it is.
   */
  follow?: (rows: NoInfer<R>[], args: z.output<z.ZodObject<NoInfer<S>>>) => string | undefined;
  /**
   * The call that opens one row's document (`본문: get_law_text {"lawId":"001823"}`): the
   * builder prints it for the first row that opens — in demo mode, the first row the recordings
   * hold, by the call that opens that recording (see {@link openLine}).
   */
  open?: (row: NoInfer<R>) => RowOpener | undefined;
}

/** The output schema of a list tool: the paging fields, its rows and its extra fields. */
export type ListOutput<R, X extends z.ZodRawShape> = z.ZodObject<
  & {
    query: z.ZodOptional<z.ZodString>;
    total: z.ZodNumber;
    page: z.ZodNumber;
    next: typeof pagingOutput.next;
    rows: z.ZodArray<z.ZodType<R>>;
    meta: typeof MetaSchema;
    demo: z.ZodOptional<typeof DemoPartialSchema>;
  }
  & X
>;

/** The input schema of a list tool: its arguments and the paging ones. */
export type ListInput<S extends z.ZodRawShape> = z.ZodObject<S & typeof pagingArgs>;

/** A list tool, typed by its arguments, rows, extra output fields and name. */
export type ListToolDef<S extends z.ZodRawShape, R, X extends z.ZodRawShape, N extends string> =
  TiedTool<ListInput<S>, ListOutput<R, X>, N>;

/**
 * Builds a list tool.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import { defineListTool } from "./list_tool.ts";
 * const fruits = ["사과", "배", "감"];
 * const searchFruit = defineListTool({
 *   name: "search_fruit",
 *   title: "과일 검색",
 *   description: "Fruit whose name contains a word.",
 *   args: { query: z.string().min(1) },
 *   row: z.object({ name: z.string() }),
 *   // A real tool fetches one DRF page here with ctx and call.track.
 *   fetch: (a) => {
 *     const rows = fruits.filter((f) => f.includes(a.query)).map((name) => ({ name }));
 *     return Promise.resolve({ total: rows.length, page: a.page, rows });
 *   },
 *   heading: (a) => `'${a.query}' 과일 검색`,
 *   line: (r) => `- ${r.name}`,
 *   empty: "맞는 과일이 없습니다.",
 * });
 * console.log(searchFruit.name); // "search_fruit"
 * ```
 */
export function defineListTool<
  S extends z.ZodRawShape,
  R,
  X extends z.ZodRawShape = Record<never, never>,
  N extends string = string,
>(
  spec: ListToolSpec<S, R, X, N>,
  // NoInfer: a tool's declared type (`GeneratedTool`) must not choose the extra fields of a list
  // that has none; they are read from `spec` only.
): ListToolDef<S, R, NoInfer<X>, N> {
  const display = spec.display === undefined
    ? pagingArgs.display
    : pagingArgs.display.removeDefault().default(spec.display);
  const base = z.object({ ...spec.args, page: pagingArgs.page, display });
  const input = (spec.require
    ? base.refine(spec.require.check as (a: unknown) => boolean, {
      message: spec.require.message,
    })
    : base) as unknown as ListInput<S>;
  const output = z.object({
    query: z.string().optional(),
    ...pagingOutput,
    rows: z.array(spec.row),
    meta: MetaSchema,
    demo: DemoPartialSchema.optional(),
    ...(spec.extra ?? {}),
  }) as unknown as ListOutput<R, X>;
  const tool = defineTool({
    name: spec.name,
    title: spec.title,
    aliases: spec.aliases,
    description: spec.description,
    ...(spec.intents ? { intents: spec.intents } : {}),
    ...(spec.targets ? { targets: spec.targets } : {}),
    input,
    output,
    async handler(args, ctx, call) {
      const a = args as z.output<z.ZodObject<S>> & { page: number; display: number };
      const got = await spec.fetch(a, ctx, call);
      const asked = (a as { query?: unknown }).query;
      // A blocked cloud host gets totalCnt 0 for every Korean-text search: never a plain 0건.
      if (got.total === 0 && !got.local && isKoreanText(asked)) {
        if ((await probeFalseZero(ctx, call.track)).blocked) {
          throw falseZeroError(asked);
        }
      }
      const rows = got.rows.slice(0, a.display);
      const following = nextPagePointer(call, {
        total: got.total,
        page: got.page,
        display: a.display,
        shown: got.scanned ?? rows.length,
      });
      // The demo recorded the first page of each search only: a next page read upstream would
      // be NOT_RECORDED, so it is said, not offered as a call (lists paged in memory go on).
      const unrecordedPage = following !== undefined && ctx.demoNotice !== undefined &&
        call.track.searched?.() === true;
      const next = unrecordedPage ? undefined : following;
      // A partial demo answer counts what the recordings matched, never the collection.
      const counts = got.demo
        ? `데모 부분 답 — 기록에서 ${rows.length}건`
        : countLine(got.total, rows.length, got.page);
      const lines = [`${spec.heading(a, got.extra)}: ${counts}`];
      lines.push(...rows.map(spec.line));
      if (got.demo) lines.push(...demoListLines(got.demo));
      if (got.total === 0 && !got.demo) {
        lines.push(typeof spec.empty === "string" ? spec.empty : spec.empty(a));
      } else if (rows.length) {
        const f = spec.follow?.(rows, a);
        if (f) lines.push(f);
        const o = spec.open ? openLine(ctx.demoNotice, rows, spec.open) : undefined;
        if (o) lines.push(o);
      }
      if (got.demo) lines.push(DEMO_PARTIAL_LINE);
      const more = moreLine(next);
      if (more) lines.push(more);
      if (unrecordedPage) lines.push(DEMO_NEXT_PAGE_LINE);
      const query = asked;
      const structured = {
        ...(typeof query === "string" ? { query } : {}),
        total: got.total,
        page: got.page,
        ...(next ? { next } : {}),
        rows,
        meta: call.track.meta(),
        ...(got.demo ? { demo: got.demo } : {}),
        ...(got.extra ?? {}),
      };
      return { structured: structured as z.output<ListOutput<R, X>>, text: lines.join("\n") };
    },
  });
  return tool;
}
