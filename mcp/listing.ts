/**
 * Tool listings for tools/list: JSON Schemas from the zod definitions, built once per profile
 * (HTTP builds a server per request, so the listing must not be rebuilt each time).
 *
 * @module
 */

import { z } from "zod";
import { EXPOSED_TOOL_NAMES, type ToolDef, TOOLS } from "../lib/mod.ts";
import type { Tool } from "./sdk.ts";

/** JSON Schema of a zod schema, without the `$schema` line clients do not need. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): Tool["inputSchema"] {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as
    & Record<string, unknown>
    & { $schema?: string };
  return { type: "object", ...rest } as Tool["inputSchema"];
}

/** The MCP `Tool` listing of one definition. */
export function toolListing(t: ToolDef): Tool {
  return {
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema: jsonSchema(t.input, "input"),
    outputSchema: jsonSchema(t.output, "output") as Tool["outputSchema"],
    annotations: { title: t.title, ...t.annotations },
  };
}

/** Which tools tools/list shows: the catalogue's exposed profile, or every tool. */
export type ToolProfile = "exposed" | "all";

const listings = new Map<ToolProfile, Tool[]>();

/**
 * The listing of a profile, built once (HTTP builds a server per request). The exposed profile
 * keeps the per-conversation token cost low; every tool stays callable by name either way.
 */
export function toolListings(profile: ToolProfile = "exposed"): Tool[] {
  let l = listings.get(profile);
  if (!l) {
    const picked = profile === "all" || EXPOSED_TOOL_NAMES.length === 0
      ? TOOLS
      : EXPOSED_TOOL_NAMES.map((n) => TOOLS.find((t) => t.name === n)).filter((t) => !!t);
    l = picked.map(toolListing);
    listings.set(profile, l);
  }
  return l;
}

/** The profile named by `BEOPMANG_TOOL_PROFILE` (`all`), else the exposed one. */
export function envProfile(): ToolProfile {
  try {
    return Deno.env.get("BEOPMANG_TOOL_PROFILE") === "all" ? "all" : "exposed";
  } catch {
    return "exposed"; // no env permission: the default
  }
}
