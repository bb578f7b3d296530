/**
 * Catalogue tools: discover_tools and execute_tool, and the exposed profile.
 *
 * @module
 */

import { discoverTools } from "./discover_tools.ts";
import { executeTool } from "./execute_tool.ts";

export { EXPOSED_PROFILE, EXPOSED_TOOL_NAMES } from "./profile.ts";
export { intentRules } from "./intents.ts";
export { PEER_REPLACEMENTS, peerNameHint, PENDING_PEER_TOOLS } from "./replacements.ts";
export type { Replacement } from "./replacements.ts";
export type { IntentRule } from "./intents.ts";
export { rankTools } from "./discover_tools.ts";
export { argsFor } from "./call_args.ts";
export type { ToolMatch } from "./discover_tools.ts";

/** The catalogue tools. */
export const CATALOGUE_TOOLS = [discoverTools, executeTool] as const;
