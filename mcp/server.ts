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
} from "./sdk.ts";
import { maskSecrets, type Runtime, runToolByName, VERSION } from "../lib/mod.ts";
import { observed, tooLarge, toolResult } from "./tool_results.ts";
import { envProfile, toolListings, type ToolProfile } from "./listing.ts";
import { envStructuredPolicy, sendsStructured, type StructuredPolicy } from "./structured.ts";

export { toolListing, toolListings } from "./listing.ts";
export type { ToolProfile } from "./listing.ts";
export type { StructuredPolicy } from "./structured.ts";
import { readResource, RESOURCE_TEMPLATES, RESOURCES } from "./resources.ts";
import { getPrompt, PROMPTS } from "./prompts.ts";
import { complete } from "./completions.ts";

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
  /**
   * When results carry structuredContent and resource links; default
   * `BEOPMANG_STRUCTURED_CONTENT` (`always`) or `listed` (where tools/list shows the output
   * schema). See `structured.ts`.
   */
  structuredContent?: StructuredPolicy;
}

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

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
  const structured = sendsStructured(opts.structuredContent ?? envStructuredPolicy(), profile);
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
    if (token !== undefined) {
      // One increasing counter for both sources: each upstream call, and chain branches.
      ctx = observed(ctx, () => progress(`${name}: 법제처 호출 ${step}회`));
      ctx = { ...ctx, progress: (_done, _total, message) => progress(message) };
    }
    const out = await runToolByName(name, req.params.arguments, ctx);
    progress(`${name}: 완료`, true);
    const result = toolResult(out, opts.maxResponseBytes, structured);
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
