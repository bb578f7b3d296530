/**
 * Tools: definitions, the registry and the shared call path.
 *
 * @module
 */

export { defineTool, READ_ONLY } from "./define.ts";
export type { ToolAnnotations, ToolContext, ToolDef, ToolResult } from "./define.ts";
export { describeInputError, findTool, runTool, TOOLS } from "./registry.ts";
export type { ToolError, ToolErrorCode, ToolOutcome } from "./registry.ts";
