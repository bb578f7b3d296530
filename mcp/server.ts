/**
 * The MCP server factory: one function that builds a server over the tool registry, used by
 * every transport (stdio now; Streamable HTTP reuses it per request).
 *
 * @module
 */

import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  Server,
  type Tool,
} from "./sdk.ts";
import { z } from "zod";
import { type Runtime, runToolByName, type ToolDef, TOOLS, VERSION } from "../lib/mod.ts";

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

/** Options of {@link createMcpServer}. */
export interface McpServerOptions {
  /** The configured runtime (client, caches, demo mode). */
  runtime: Runtime;
  /** Key for this connection (HTTP mode); else the runtime's. */
  oc?: string;
}

/**
 * Builds an MCP server exposing the registry's tools.
 *
 * @example
 * ```ts
 * import { createMcpServer } from "./server.ts";
 * import { createRuntime } from "../lib/mod.ts";
 * const server = createMcpServer({ runtime: await createRuntime() });
 * ```
 */
export function createMcpServer(opts: McpServerOptions): Server {
  const server = new Server(
    { name: "beopmang", title: "법망 — 대한민국 법령", version: VERSION },
    {
      capabilities: { tools: {} },
      instructions: "Korean law from the Ministry of Government Legislation (law.go.kr DRF). " +
        "Find a statute with search_law, then read it with get_law_text (articles like 제10조의2).",
    },
  );
  const listing = TOOLS.map(toolListing);
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listing }));
  server.setRequestHandler(CallToolRequestSchema, async (req, extra): Promise<CallToolResult> => {
    const ctx = opts.runtime.context({ signal: extra.signal, oc: opts.oc });
    const out = await runToolByName(req.params.name, req.params.arguments, ctx);
    if (!out.ok) return { isError: true, content: [{ type: "text", text: out.text }] };
    return { content: [{ type: "text", text: out.text }], structuredContent: out.structured };
  });
  return server;
}
