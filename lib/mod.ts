/**
 * beopmang (법망): Korean law from the Ministry of Government Legislation's Open API, for LLM
 * agents and people.
 *
 * @example
 * ```ts
 * import { createRuntime, findTool, runTool } from "@beopmang/law";
 * const rt = await createRuntime({ oc: Deno.env.get("LAW_OC") });
 * const out = await runTool(findTool("get_law_text")!, { name: "건축법", articles: ["제4조의2"] }, rt.context());
 * console.log(out.text);
 * ```
 *
 * @module
 */

export * from "./errors.ts";
export * from "./drf/mod.ts";
export * from "./parse/mod.ts";
export * from "./law/mod.ts";
export * from "./tools/mod.ts";
export * from "./vocab/mod.ts";
export * from "./route/mod.ts";
export { routeQuery } from "./route/bound.ts";
export * from "./korean/mod.ts";
export * from "./topics/mod.ts";
export * from "./annex/mod.ts";
export { configFromEnv, createRuntime, DEMO_NOTICE } from "./runtime.ts";
export { demoCatalogue, matchDemo } from "./demo/catalogue.ts";
export { renderDemoCatalogue } from "./demo/render.ts";
export type { DemoCall, DemoCatalogue, DemoDoc, DemoGroup, DemoList } from "./demo/types.ts";
export type { Runtime, RuntimeConfig } from "./runtime.ts";
export { VERSION } from "./version.ts";
export {
  type BodyDoor,
  type DrfTarget,
  type ListDoor,
  type MissWords,
  NON_DECISION_TARGETS,
  type Probe,
  type TargetInfo,
  targetInfo,
} from "./targets/mod.ts";
