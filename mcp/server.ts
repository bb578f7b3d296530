/**
 * The MCP server factory: one function that builds a server over the tool registry, used by
 * every transport (stdio keeps one; Streamable HTTP builds one per request, so a request's key
 * lives in its own server instance and nowhere else).
 *
 * Besides tools it serves resources (law://, annex://, decision:// templates), prompts and
 * completions; tool results carry `resource_link` items for what they name, and progress
 * notifications (start, each upstream call, end) when the client sent a progress token.
 *
 * @module
 */

import {
  CallToolRequestSchema,
  type CallToolResult,
  CompleteRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type RequestHandlerExtra,
  Server,
  type ServerNotification,
  type ServerRequest,
  type Tool,
} from "./sdk.ts";
import { z } from "zod";
import {
  type DrfClient,
  EXPOSED_TOOL_NAMES,
  maskSecrets,
  type Runtime,
  runToolByName,
  type ToolContext,
  type ToolDef,
  TOOLS,
  VERSION,
} from "../lib/mod.ts";
import { resourceLinks } from "./links.ts";
import { readResource, RESOURCE_TEMPLATES, RESOURCES } from "./resources.ts";
import { getPrompt, PROMPTS } from "./prompts.ts";
import { complete } from "./completions.ts";

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

/** One handled request, for the structured request log (never carries the key). */
export interface McpEvent {
  /** JSON-RPC method. */
  method: string;
  /** Tool name (tools/call). */
  tool?: string;
  /** Resource URI (resources/read). */
  uri?: string;
  /** Whether it succeeded. */
  ok: boolean;
  /** Error label when it did not. */
  code?: string;
  /** Duration. */
  ms: number;
  /** Upstream (DRF) requests it made. */
  upstreamCalls: number;
}

/** Options of {@link createMcpServer}. */
export interface McpServerOptions {
  /** The configured runtime (client, caches, demo mode). */
  runtime: Runtime;
  /** Key for this connection (HTTP mode); else the runtime's. */
  oc?: string;
  /** Largest tool result, in bytes of JSON; larger ones become a labelled error. */
  maxResponseBytes?: number;
  /** Called once per tools/call, resources/read and completion/complete. */
  onEvent?: (e: McpEvent) => void;
  /** Whether a completion may spend one upstream lookup now (rate limits); default yes. */
  allowUpstream?: () => boolean;
  /** tools/list profile; default `BEOPMANG_TOOL_PROFILE` (`all`) or the exposed profile. */
  toolProfile?: ToolProfile;
}

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** A context whose client reports each upstream call (for progress notifications). */
function observed(ctx: ToolContext, onCall: () => void): ToolContext {
  const target = ctx.client;
  const client = new Proxy(target, {
    get(t, p) {
      if (p === "call" || p === "download") {
        const fn = Reflect.get(t, p, t) as (...a: unknown[]) => Promise<unknown>;
        return async (...a: unknown[]) => {
          try {
            return await fn.apply(t, a);
          } finally {
            onCall();
          }
        };
      }
      const v = Reflect.get(t, p, t);
      return typeof v === "function" ? v.bind(t) : v;
    },
  }) as DrfClient;
  return { ...ctx, client };
}

function envProfile(): ToolProfile {
  try {
    return Deno.env.get("BEOPMANG_TOOL_PROFILE") === "all" ? "all" : "exposed";
  } catch {
    return "exposed"; // no env permission: the default
  }
}

/**
 * Builds an MCP server exposing the registry's tools, the resource templates, the prompts and
 * completions.
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
      capabilities: { tools: {}, resources: {}, prompts: {}, completions: {} },
      instructions: "Korean law from the Ministry of Government Legislation (law.go.kr DRF). " +
        "Find a statute with search_law, then read it with get_law_text (articles like 제10조의2). " +
        "Resources: law://{lawId}/{article}, law://{lawId}@{YYYYMMDD}, decision://{domain}/{id}.",
    },
  );
  const { runtime } = opts;
  const context = (signal?: AbortSignal) => runtime.context({ signal, oc: opts.oc });
  const emit = (e: McpEvent) => {
    try {
      opts.onEvent?.(e);
    } catch { /* a logger must never break an answer */ }
  };
  const profile = opts.toolProfile ?? envProfile();
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolListings(profile) }));
  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const started = Date.now();
    const name = req.params.name;
    const token = req.params._meta?.progressToken;
    let step = 0;
    const progress = (message: string, done = false) => {
      if (token === undefined) return;
      const at = step++;
      extra.sendNotification({
        method: "notifications/progress",
        params: { progressToken: token, progress: at, ...(done ? { total: at } : {}), message },
      }).catch(() => {});
    };
    progress(`${name}: 시작`);
    let ctx = context(extra.signal);
    const budget = ctx.budget;
    if (token !== undefined) ctx = observed(ctx, () => progress(`${name}: 법제처 호출 ${step}회`));
    const out = await runToolByName(name, req.params.arguments, ctx);
    progress(`${name}: 완료`, true);
    const result = toolResult(out, opts.maxResponseBytes);
    emit({
      method: "tools/call",
      tool: name,
      ok: !result.isError,
      code: out.ok ? (result.isError ? "RESPONSE_TOO_LARGE" : undefined) : out.error.code,
      ms: Date.now() - started,
      upstreamCalls: budget.calls,
    });
    return result;
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: RESOURCES }));
  server.setRequestHandler(
    ListResourceTemplatesRequestSchema,
    () => ({ resourceTemplates: RESOURCE_TEMPLATES }),
  );
  server.setRequestHandler(ReadResourceRequestSchema, async (req, extra: Extra) => {
    const started = Date.now();
    const ctx = context(extra.signal);
    let ok = false;
    let code: string | undefined;
    try {
      const res = await readResource(req.params.uri, ctx);
      const size = JSON.stringify(res).length;
      if (opts.maxResponseBytes && size > opts.maxResponseBytes) {
        code = "RESPONSE_TOO_LARGE";
        throw new Error(tooLarge(size, opts.maxResponseBytes));
      }
      ok = true;
      return res;
    } catch (e) {
      code ??= (e as { code?: unknown }).code?.toString();
      throw e;
    } finally {
      emit({
        method: "resources/read",
        uri: maskSecrets(req.params.uri, opts.oc),
        ok,
        code,
        ms: Date.now() - started,
        upstreamCalls: ctx.budget.calls,
      });
    }
  });
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: PROMPTS }));
  server.setRequestHandler(
    GetPromptRequestSchema,
    (req) => getPrompt(req.params.name, req.params.arguments ?? {}),
  );
  server.setRequestHandler(CompleteRequestSchema, async (req, extra) => {
    const started = Date.now();
    let calls = 0;
    const res = await complete(req.params, {
      context: (signal) => {
        const ctx = context(signal);
        return observed(ctx, () => calls++);
      },
      allowUpstream: opts.allowUpstream,
      signal: extra.signal,
    });
    emit({
      method: "completion/complete",
      ok: true,
      ms: Date.now() - started,
      upstreamCalls: calls,
    });
    return res;
  });
  return server;
}

function tooLarge(size: number, cap: number): string {
  return `[RESPONSE_TOO_LARGE] 답이 ${size}바이트로 이 서버의 상한 ${cap}바이트를 넘습니다. ` +
    "조문을 나눠(articles, offset) 요청하세요 (answer exceeds the server's response cap).";
}

/** The MCP result of a tool outcome: text, structured content and resource links. */
function toolResult(
  out: Awaited<ReturnType<typeof runToolByName>>,
  maxBytes?: number,
): CallToolResult {
  if (!out.ok) return { isError: true, content: [{ type: "text", text: out.text }] };
  const result: CallToolResult = {
    content: [{ type: "text", text: out.text }, ...resourceLinks(out.structured)],
    structuredContent: out.structured,
  };
  if (maxBytes) {
    const size = JSON.stringify(result).length;
    if (size > maxBytes) {
      return { isError: true, content: [{ type: "text", text: tooLarge(size, maxBytes) }] };
    }
  }
  return result;
}
