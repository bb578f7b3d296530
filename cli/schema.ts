/**
 * A tool's input schema as JSON Schema properties: what flags map to and what help prints.
 *
 * @module
 */

import { z } from "zod";
import type { ToolDef } from "../lib/mod.ts";

/** One property of a tool's JSON Schema (the parts the CLI reads). */
export interface PropSchema {
  /** JSON type ("string", "integer", "array" …), absent for unions / preprocessors. */
  type?: string | string[];
  /** Union members. */
  anyOf?: PropSchema[];
  /** Array item schema. */
  items?: PropSchema;
  /** Allowed values. */
  enum?: unknown[];
  /** Default value. */
  default?: unknown;
  /** Description from the zod schema. */
  description?: string;
  /** String bounds / patterns, numeric bounds. */
  minimum?: number;
  /** Upper bound. */
  maximum?: number;
  /** Regex the value must match. */
  pattern?: string;
}

/** The object schema of a tool's input. */
export interface InputSchema {
  /** Properties by name. */
  properties: Record<string, PropSchema>;
  /** Required names. */
  required: string[];
}

const CACHE = new Map<string, InputSchema>();

/** The input JSON Schema of `tool` (cached; empty when zod cannot represent it). */
export function inputSchema(tool: ToolDef): InputSchema {
  const hit = CACHE.get(tool.name);
  if (hit) return hit;
  let out: InputSchema = { properties: {}, required: [] };
  try {
    const s = z.toJSONSchema(tool.input as unknown as z.ZodType, {
      io: "input",
      unrepresentable: "any",
    }) as {
      properties?: Record<string, PropSchema>;
      required?: string[];
    };
    out = { properties: s.properties ?? {}, required: s.required ?? [] };
  } catch {
    // A schema zod cannot turn into JSON Schema still validates; help just shows less.
  }
  CACHE.set(tool.name, out);
  return out;
}

/** Every JSON type a property may take (unions flattened). */
export function typesOf(p: PropSchema | undefined): string[] {
  if (!p) return [];
  const own = p.type === undefined ? [] : Array.isArray(p.type) ? p.type : [p.type];
  return [...own, ...(p.anyOf ?? []).flatMap(typesOf)];
}

/** Enum values of a property (unions included). */
export function enumOf(p: PropSchema | undefined): unknown[] | undefined {
  if (!p) return undefined;
  if (p.enum) return p.enum;
  const vals = (p.anyOf ?? []).flatMap((x) => x.enum ?? []);
  return vals.length ? vals : undefined;
}
