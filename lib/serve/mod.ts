/**
 * What a server needs to start light (`@beopmang/law/serve`): the tools' briefs (name,
 * description, JSON Schemas — generated from the zod definitions), the lazy call path, which
 * imports a tool's module on its first call, and the runtime, imported when it is opened.
 * Importing the package root evaluates every tool; importing this entry evaluates none, and not
 * the runtime's client, caches and library either, until they are asked for.
 *
 * @example
 * ```ts
 * import { EXPOSED_TOOL_NAMES, openRuntime, resolveBrief, runLazily } from "@beopmang/law/serve";
 * const listed = EXPOSED_TOOL_NAMES.map((n) => resolveBrief(n)?.brief.title);
 * const { runtime } = await openRuntime();
 * const out = await runLazily("search_law", { query: "건축법" }, runtime.context());
 * console.log(listed, out.text);
 * await runtime.close();
 * ```
 *
 * @module
 */

import type { Runtime, RuntimeConfig } from "../runtime.ts";

export type { Runtime, RuntimeConfig } from "../runtime.ts";
export type { UpstreamMeter } from "../drf/budget.ts";
export { VERSION } from "../version.ts";
export { DrfError, InputError } from "../errors.ts";
export { checkText, reservedKeyPath } from "../vocab/text_guard.ts";
export { loadOutputSchemas, TOOL_BRIEFS } from "../tools/briefs.gen.ts";
export type { JsonSchemaObject, ToolBrief } from "../tools/brief.ts";
export { loadTool, resolveBrief, runLazily } from "../tools/lazy.ts";
export type { BriefMatch } from "../tools/lazy.ts";
export { EXPOSED_PROFILE, EXPOSED_TOOL_NAMES } from "../tools/catalogue/profile.ts";
export type { ToolContext, ToolOutcome } from "../tools/define.ts";

/**
 * Imports the runtime and opens it on `config` (default: the environment, as `configFromEnv`
 * reads it). The runtime's modules load here, not when this entry is imported.
 *
 * @example
 * ```ts
 * import { openRuntime } from "./mod.ts";
 * const { runtime, config } = await openRuntime();
 * console.log(runtime.client.baseUrl, config.oc !== undefined);
 * await runtime.close();
 * ```
 */
export async function openRuntime(
  config?: RuntimeConfig,
): Promise<{ runtime: Runtime; config: RuntimeConfig }> {
  const { configFromEnv, createRuntime } = await import("../runtime.ts");
  const c = config ?? configFromEnv();
  return { runtime: await createRuntime(c), config: c };
}
