/**
 * What a server needs to start light (`@beopmang/law/serve`): the runtime, the tools' briefs
 * (name, description, JSON Schemas — generated from the zod definitions) and the lazy call path,
 * which imports a tool's module on its first call. Importing the package root evaluates every
 * tool; this entry evaluates none until one is called.
 *
 * @example
 * ```ts
 * import { createRuntime, EXPOSED_TOOL_NAMES, resolveBrief, runLazily } from "@beopmang/law/serve";
 * const listed = EXPOSED_TOOL_NAMES.map((n) => resolveBrief(n)?.brief.title);
 * const rt = await createRuntime();
 * const out = await runLazily("search_law", { query: "건축법" }, rt.context());
 * console.log(listed, out.text);
 * await rt.close();
 * ```
 *
 * @module
 */

export { configFromEnv, createRuntime } from "./runtime.ts";
export type { Runtime, RuntimeConfig } from "./runtime.ts";
export type { UpstreamMeter } from "./drf/budget.ts";
export { VERSION } from "./version.ts";
export { DrfError, InputError } from "./errors.ts";
export { checkText, reservedKeyPath } from "./vocab/text_guard.ts";
export { TOOL_BRIEFS } from "./tools/briefs.gen.ts";
export type { JsonSchemaObject, ToolBrief } from "./tools/brief.ts";
export { loadTool, resolveBrief, runLazily } from "./tools/lazy.ts";
export type { BriefMatch } from "./tools/lazy.ts";
export { EXPOSED_PROFILE, EXPOSED_TOOL_NAMES } from "./tools/catalogue/profile.ts";
export type { ToolContext, ToolOutcome } from "./tools/define.ts";
