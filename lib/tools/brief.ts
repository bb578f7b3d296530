/**
 * A tool's brief: what listing and finding a tool need, without its handler or zod schemas —
 * generated from the definitions by `deno task gen` (dev/gen/specs.ts) into briefs.gen.json, so
 * that a server lists tools without evaluating them and imports a tool only when it is called.
 * The output schemas are generated beside them (brief_outputs.gen.json, `loadOutputSchemas`):
 * only the full listing reads them.
 *
 * @module
 */

import type { ToolAlias, ToolAnnotations, ToolIntent } from "./define.ts";
import type { DrfTarget } from "../targets/ids.ts";

/** A JSON Schema object as tools/list publishes it. */
export type JsonSchemaObject = { type: "object"; [key: string]: unknown };

/**
 * One tool's brief, generated from its definition ({@link ToolDef} in define.ts).
 *
 * @example
 * ```ts
 * import type { ToolBrief } from "./brief.ts";
 * const names = (briefs: readonly ToolBrief[]) => briefs.map((b) => b.name);
 * ```
 */
export interface ToolBrief {
  /** The tool's name. */
  name: string;
  /** Korean title shown by clients. */
  title: string;
  /** The description tools/list shows. */
  description: string;
  /** Other callable names (an alias may fix arguments). */
  aliases?: readonly ToolAlias[];
  /** Practitioner phrases that lead `discover_tools` here. */
  intents?: readonly ToolIntent[];
  /** The DRF targets its handler may call. */
  targets?: readonly DrfTarget[];
  /** MCP annotations. */
  annotations: ToolAnnotations;
  /**
   * A base tool: it reads upstream itself and needs no other tool's definition. A composite one
   * (analyses, research, the catalogue) is made of the other tools' calls and runs over the
   * registry of every tool.
   */
  base: boolean;
  /** JSON Schema of the input (zod's `input` view). */
  input: JsonSchemaObject;
}
