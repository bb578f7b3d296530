/**
 * The connector's one way to reach the data: a registered tool, called through the typed tool
 * map (same validation, caching, budget and labelled errors as every other face), with
 * the demo banner lifted off its text because the connector states it once, in `notes`/metadata.
 *
 * @module
 */

import {
  callTool,
  type ToolContext,
  type ToolInput,
  type ToolName,
  type ToolOutcome,
  type ToolOutput,
} from "../../lib/mod.ts";

/**
 * A tool's answer as the connector reads it: the typed structured content of tool `O`'s answer.
 *
 * @example
 * ```ts
 * import type { Ran } from "./run.ts";
 * const failed: Ran<unknown> = { ok: false, text: "[NOT_FOUND] …", code: "NOT_FOUND" };
 * ```
 */
export type Ran<O> =
  | { ok: true; text: string; data: O }
  | { ok: false; text: string; code: string };

/**
 * Runs tool `tool` with typed arguments; a failure keeps its label (`[NOT_RECORDED] …`,
 * `[NOT_FOUND] …`).
 *
 * @example
 * ```ts
 * import { run } from "./run.ts";
 * import { createRuntime } from "../../lib/mod.ts";
 * const ran = await run("search_law", { query: "민법" }, (await createRuntime()).context());
 * if (ran.ok) ran.data.rows[0]?.name;
 * ```
 */
export async function run<N extends ToolName>(
  tool: N,
  args: ToolInput<N>,
  ctx: ToolContext,
): Promise<Ran<ToolOutput<N>>> {
  return unbannered(await callTool(tool, args, ctx), ctx);
}

/** The outcome with the demo banner lifted off its text (the connector states it once). */
function unbannered<O>(out: ToolOutcome<O>, ctx: ToolContext): Ran<O> {
  const banner = ctx.demoNotice ? `〔${ctx.demoNotice}〕\n` : undefined;
  const text = banner && out.text.startsWith(banner) ? out.text.slice(banner.length) : out.text;
  return out.ok
    ? { ok: true, text, data: out.structured }
    : { ok: false, text: labelled(out.error.code, out.error.message), code: out.error.code };
}

/**
 * `[CODE] message`, whether or not the message already carries its label.
 *
 * @example
 * ```ts
 * import { labelled } from "./run.ts";
 * labelled("NOT_FOUND", "없음"); // "[NOT_FOUND] 없음"
 * ```
 */
export function labelled(code: string, message: string): string {
  return message.startsWith(`[${code}]`) ? message : `[${code}] ${message}`;
}
