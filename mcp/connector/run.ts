/**
 * The connector's one way to reach the data: a registered tool, called by name through the
 * registry (same validation, caching, budget and labelled errors as every other face), with
 * the demo banner lifted off its text because the connector states it once, in `notes`/metadata.
 *
 * @module
 */

import { runToolByName, type ToolContext } from "../../lib/mod.ts";

/**
 * A tool's answer as the connector reads it.
 *
 * @example
 * ```ts
 * import type { Ran } from "./run.ts";
 * const failed: Ran = { ok: false, text: "[NOT_FOUND] …", code: "NOT_FOUND" };
 * ```
 */
export type Ran =
  | { ok: true; text: string; data: Record<string, unknown> }
  | { ok: false; text: string; code: string };

/**
 * Runs a registered tool; a failure keeps its label (`[NOT_RECORDED] …`, `[NOT_FOUND] …`).
 *
 * @example
 * ```ts
 * import { run } from "./run.ts";
 * import { createRuntime } from "../../lib/mod.ts";
 * const ran = await run("search_law", { query: "민법" }, (await createRuntime()).context());
 * ```
 */
export async function run(
  tool: string,
  args: Record<string, unknown>,
  ctx: ToolContext,
): Promise<Ran> {
  const out = await runToolByName(tool, args, ctx);
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

/**
 * A field of unknown data as a string, when it is one.
 *
 * @example
 * ```ts
 * import { str } from "./run.ts";
 * str({ lawId: "001706" }, "lawId"); // "001706"
 * ```
 */
export function str(o: unknown, key: string): string | undefined {
  const v = o && typeof o === "object" ? (o as Record<string, unknown>)[key] : undefined;
  return typeof v === "string" && v.length > 0 ? v : typeof v === "number" ? String(v) : undefined;
}

/**
 * A field of unknown data as an array of records.
 *
 * @example
 * ```ts
 * import { rows } from "./run.ts";
 * rows({ rows: [{ id: "1" }] }, "rows").length; // 1
 * ```
 */
export function rows(o: unknown, key: string): Record<string, unknown>[] {
  const v = o && typeof o === "object" ? (o as Record<string, unknown>)[key] : undefined;
  return Array.isArray(v) ? v.filter((x) => x && typeof x === "object") : [];
}
