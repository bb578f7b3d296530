/**
 * Demo search's partial answer: when the recordings hold no answer to a search itself (the
 * client threw `NOT_RECORDED`), the search answers from what the demo does hold — documents whose
 * title matches, and recorded lists whose query or rows match ({@link matchDemo}) — labelled as a
 * partial demo answer. It is never a count of law.go.kr's collection and never "0건"; when
 * nothing matches, the `NOT_RECORDED` stands. Every face (MCP, CLI, web) gets it from the tool.
 *
 * @module
 */

import { z } from "zod";
import { type DemoDoc, type DemoList, matchDemo, pinRecorded } from "../demo/mod.ts";
import { DrfError } from "../errors.ts";
import { type Pointer, PointerSchema, pointerText } from "../vocab/pointer.ts";
import type { ToolContext } from "./define.ts";

/** The output field that marks a list answered only from the recordings' own titles. */
export const DemoPartialSchema: z.ZodObject<{
  partial: z.ZodLiteral<true>;
  lists: z.ZodArray<typeof PointerSchema>;
}> = z.object({
  partial: z.literal(true),
  lists: z.array(PointerSchema).describe("recorded lists that match, each as its call"),
}).describe(
  "demo mode only: the rows are the recordings' own documents whose titles match, not a " +
    "search of law.go.kr (the rest was not searched); total counts those rows only",
);

/** Type of {@link DemoPartialSchema}. */
export type DemoPartial = z.infer<typeof DemoPartialSchema>;

/** What a partial answer adds to its text, once: what it is and what it cannot know. */
export const DEMO_PARTIAL_LINE =
  "데모 부분 답: 기록해 둔 응답 가운데 이름이 맞는 것만 보였습니다. law.go.kr의 나머지는 " +
  "검색하지 않았습니다 (LAW_OC를 설정하면 찾습니다).";

/** What a demo list says where a live one offers its next page: the demo holds first pages. */
export const DEMO_NEXT_PAGE_LINE = "다음 쪽은 데모에 기록되어 있지 않습니다.";

/** True for the demo's "not among the recordings" (a live client never throws it). */
export function isNotRecorded(e: unknown, ctx: ToolContext): e is DrfError {
  return e instanceof DrfError && e.code === "NOT_RECORDED" && ctx.demoNotice !== undefined;
}

/** Which of the demo's documents and lists a search section stands for. */
export interface DemoKind<R> {
  /** The documents that are rows of this section, as rows. */
  row: (doc: DemoDoc) => R | undefined;
  /** DRF targets of the recorded lists this section points at. */
  targets: readonly string[];
}

/** A partial answer: rows from the matching documents, pointers to the matching lists. */
export interface DemoRows<R> {
  rows: R[];
  demo: DemoPartial;
}

/**
 * The recordings' answer to `query` for one kind, or undefined when nothing they hold matches
 * (the caller rethrows its `NOT_RECORDED`).
 *
 * @example
 * ```ts
 * import { demoRows } from "./demo_answer.ts";
 * const got = demoRows("근로기준법", {
 *   row: (d) => d.group === "law" && d.ids.lawId ? { name: d.title, lawId: d.ids.lawId } : undefined,
 *   targets: ["law"],
 * });
 * console.log(got?.rows.length ?? "NOT_RECORDED");
 * ```
 */
export function demoRows<R>(query: string | undefined, kind: DemoKind<R>): DemoRows<R> | undefined {
  if (!query) return undefined;
  const m = matchDemo(query);
  const rows = m.docs.map(kind.row).filter((r): r is NonNullable<R> => r !== undefined);
  const lists = m.lists.filter((l: DemoList) => kind.targets.includes(l.target))
    .map((l) => ({ tool: l.call.tool, arguments: { ...l.call.arguments } }) as Pointer);
  if (rows.length === 0 && lists.length === 0) return undefined;
  return { rows, demo: { partial: true, lists } };
}

/** Text lines of a partial answer after its rows: the matching lists, as calls that answer. */
export function demoListLines(demo: DemoPartial): string[] {
  return demo.lists.map((c) => `기록된 목록: ${pointerText(c)}`);
}

/** The call that opens one row of a list, and the word that introduces it (`본문`). */
export interface RowOpener {
  /** `본문`, `영문 본문` … */
  label: string;
  /** The call that opens the row's document. */
  call: Pointer;
}

/**
 * The line after a list that opens one of its rows, as a call that runs as printed. Live, the
 * first row that can be opened. In demo mode, the first row whose document the recordings hold,
 * by the call that opens that recording (a law recorded by MST is opened by its MST); when none
 * of the rows is recorded, the line says so and prints no call.
 *
 * @example
 * ```ts
 * import { openLine } from "./demo_answer.ts";
 * const open = (r: { lawId: string }) => ({
 *   label: "본문",
 *   call: { tool: "get_law_text", arguments: { lawId: r.lawId } },
 * });
 * openLine(undefined, [{ lawId: "003058" }], open); // '본문: get_law_text {"lawId":"003058"}'
 * openLine("데모", [{ lawId: "003058" }], open); // '본문: get_law_text {"mst":"270551"}'
 * ```
 */
export function openLine<R>(
  demoNotice: string | undefined,
  rows: readonly R[],
  open: (row: R) => RowOpener | undefined,
): string | undefined {
  const openers = rows.map(open).filter((o): o is RowOpener => o !== undefined);
  if (!openers.length) return undefined;
  const line = (o: RowOpener) => `${o.label}: ${pointerText(o.call)}`;
  if (demoNotice === undefined) return line(openers[0]);
  for (const o of openers) {
    const pin = pinRecorded(o.call);
    if (pin === undefined) return line(o);
    if (pin.recorded) return line({ label: o.label, call: { ...pin.call } as Pointer });
  }
  return `${openers[0].label}: 이 목록의 문서는 데모에 기록되어 있지 않습니다`;
}
