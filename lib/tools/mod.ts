/**
 * Tools: definitions, the registry and the shared call path.
 *
 * @module
 */

export { defineTool, READ_ONLY } from "./define.ts";
export type {
  Parsed,
  Schema,
  SchemaIssue,
  SchemaResult,
  ToolAlias,
  ToolAnnotations,
  ToolCall,
  ToolContext,
  ToolDef,
  ToolIntent,
  ToolResult,
  ToolSpec,
} from "./define.ts";
export { MetaTracker } from "./meta.ts";
export { bySerial } from "./terms/web_links.ts";
export type { Meta } from "./schemas.ts";
export { createRegistry } from "./registry.ts";
export type { Registry } from "./registry.ts";
export type {
  Accepted,
  CallTracker,
  ResolvedTool,
  ToolCaller,
  ToolError,
  ToolErrorCode,
  ToolMapOf,
  ToolMapShape,
  ToolOutcome,
  ToolTypes,
} from "./define.ts";
export {
  callFor,
  callTool,
  findTool,
  INTENT_RULES,
  registry,
  resolveTool,
  runTool,
  runToolByName,
  takesArg,
  TOOL_CATEGORIES,
  toolCategory,
  TOOLS,
  toolsOfTarget,
} from "./toolset.ts";
export type { ToolCategory, ToolInput, ToolMap, ToolName, ToolOutput } from "./toolset.ts";
export { baseCaller } from "./base_tools.ts";
export type { BaseTool, BaseToolMap, BaseToolName } from "./base_tools.ts";
export {
  argsFor,
  EXPOSED_PROFILE,
  EXPOSED_TOOL_NAMES,
  intentRules,
  PEER_REPLACEMENTS,
  peerNameHint,
  PENDING_PEER_TOOLS,
  rankTools,
} from "./catalogue/mod.ts";
export type { IntentRule, Replacement, ToolMatch } from "./catalogue/mod.ts";
export { checkShape, shapeOf, TARGET_SHAPES } from "./system/mod.ts";
export type { ShapeVerdict, TargetShape } from "./system/mod.ts";
