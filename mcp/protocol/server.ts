/**
 * The MCP server factory: one function that builds a server over the tool registry, used by
 * every transport and every protocol era (stdio pins one per connection; Streamable HTTP builds
 * one per request, so a request's key lives in its own server instance and nowhere else).
 *
 * Besides tools it serves resources (law://, annex://, decision:// templates), prompts and
 * completions; tool results carry `resource_link` items for what they name (to clients whose
 * protocol version has them), and progress notifications (start, each upstream call, end) when
 * the client sent a progress token. A cancelled request (`notifications/cancelled`, or an HTTP
 * client that went away) aborts its upstream calls through the request's signal.
 *
 * @module
 */

import {
  DEFAULT_LEGACY_VERSION,
  PROTOCOL_VERSIONS,
  ProtocolError,
  ProtocolErrorCode,
  Server,
  type ServerContext,
} from "./sdk.ts";
import { maskSecrets } from "../../lib/drf/mod.ts";
import { observed, tooLarge } from "./tool_results.ts";
import { type CallOptions, callSetup, callTool } from "./tool_call.ts";
import { listEveryVersion, LISTING_CACHE_HINTS } from "./eras.ts";
import { toolListings } from "./listing.ts";
import { getPrompt, PROMPTS } from "./prompts.ts";
import { SERVER_CAPABILITIES, SERVER_INFO, SERVER_INSTRUCTIONS } from "./handshake.ts";

// What tools/list and the handshake do not need loads on first use: resources and completions
// run tools (and so reach the tool modules), the connector its own two.
const resources = () => import("./resources.ts");
const completions = () => import("./completions.ts");
const connector = () => import("../connector/mod.ts");

export { exposedListing, toolListing, toolListings } from "./listing.ts";
export type { ToolProfile } from "./listing.ts";
export type { StructuredPolicy } from "./structured.ts";
export type { McpEvent } from "./log.ts";

export { PROTOCOL_VERSIONS } from "./sdk.ts";

/** Options of {@link createMcpServer}: how it runs tools (`tool_call.ts`), and more. */
export interface McpServerOptions extends CallOptions {
  /** Whether a completion may spend one upstream lookup now (rate limits); default yes. */
  allowUpstream?: () => boolean | Promise<boolean>;
  /**
   * The version a legacy request speaks when the server never sees an `initialize` (stateless
   * HTTP: the `MCP-Protocol-Version` header). Modern requests name theirs in `_meta`, and a
   * stdio connection negotiates one.
   */
  protocolVersion?: string;
}

/**
 * Builds an MCP server exposing the registry's tools, the resource templates, the prompts and
 * completions. The same definition serves the 2026-07-28 revision and the 2025-era ones.
 *
 * @example
 * ```ts
 * import { createMcpServer } from "./server.ts";
 * import { createRuntime } from "../../lib/mod.ts";
 * const server = createMcpServer({ runtime: await createRuntime() });
 * ```
 */
export function createMcpServer(opts: McpServerOptions): Server {
  // The identity, capabilities and instructions are handshake.ts's: the stdio server answers
  // `initialize` from them before this server is built (mcp/stdio/serve.ts).
  const server = new Server(
    { ...SERVER_INFO },
    {
      capabilities: structuredClone(SERVER_CAPABILITIES),
      instructions: SERVER_INSTRUCTIONS,
      supportedProtocolVersions: [...PROTOCOL_VERSIONS],
      cacheHints: LISTING_CACHE_HINTS,
    },
  );
  listEveryVersion(server);
  // Tool calls, resources and completions run on the call setup the stdio server's own call
  // path reads from the same options (mcp/stdio/calls.ts).
  const setup = callSetup(opts);
  const { context, emit, profile } = setup;
  const versionOf = (ctx: ServerContext): string => {
    const claimed = ctx.mcpReq.envelope?.["io.modelcontextprotocol/protocolVersion" as never];
    return typeof claimed === "string"
      ? claimed
      : opts.protocolVersion ?? server.getNegotiatedProtocolVersion() ?? DEFAULT_LEGACY_VERSION;
  };
  server.setRequestHandler(
    "tools/list",
    async () => ({
      tools: profile === "connector"
        ? [...(await connector()).CONNECTOR_TOOLS]
        : await toolListings(profile),
    }),
  );
  server.setRequestHandler(
    "tools/call",
    (req, extra) =>
      profile === "connector"
        ? connectorCall(req.params, extra)
        : callTool(req.params, extra.mcpReq, versionOf(extra), setup),
  );
  // The connector profile answers its two tools and nothing else: a client that was shown
  // search/fetch must not reach the other forty by name.
  const connectorCall = async (
    params: { name: string; arguments?: Record<string, unknown> },
    extra: ServerContext,
  ) => {
    const started = Date.now();
    if (params.name !== "search" && params.name !== "fetch") {
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        `Unknown tool: '${params.name.slice(0, 80)}'. This server offers search and fetch.`,
      );
    }
    const ctx = context(extra.mcpReq.signal);
    const { callConnector, errorCode } = await connector();
    const result = await callConnector(params.name, params.arguments, ctx);
    emit({
      method: "tools/call",
      tool: params.name,
      ok: !result.isError,
      code: errorCode(result),
      ms: Date.now() - started,
      upstreamCalls: ctx.budget.calls,
      protocol: versionOf(extra),
    });
    const size = JSON.stringify(result).length;
    if (opts.maxResponseBytes && size > opts.maxResponseBytes) {
      return {
        isError: true,
        content: [{ type: "text" as const, text: tooLarge(size, opts.maxResponseBytes) }],
      };
    }
    return result;
  };
  server.setRequestHandler(
    "resources/list",
    async () => ({ resources: (await resources()).RESOURCES }),
  );
  server.setRequestHandler(
    "resources/templates/list",
    async () => ({ resourceTemplates: (await resources()).RESOURCE_TEMPLATES }),
  );
  server.setRequestHandler("resources/read", async (req, extra) => {
    const started = Date.now();
    const ctx = context(extra.mcpReq.signal);
    let ok = false;
    let code: string | undefined;
    try {
      const res = await (await resources()).readResource(req.params.uri, ctx);
      const size = JSON.stringify(res).length;
      if (opts.maxResponseBytes && size > opts.maxResponseBytes) {
        code = "RESPONSE_TOO_LARGE";
        throw new ProtocolError(
          ProtocolErrorCode.InternalError,
          tooLarge(size, opts.maxResponseBytes),
        );
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
        protocol: versionOf(extra),
      });
    }
  });
  server.setRequestHandler("prompts/list", () => ({ prompts: PROMPTS }));
  server.setRequestHandler(
    "prompts/get",
    (req) => getPrompt(req.params.name, req.params.arguments ?? {}),
  );
  server.setRequestHandler("completion/complete", async (req, extra) => {
    const started = Date.now();
    let calls = 0;
    const res = await (await completions()).complete(req.params, {
      context: (signal) => observed(context(signal), () => calls++),
      allowUpstream: opts.allowUpstream,
      signal: extra.mcpReq.signal,
    });
    emit({
      method: "completion/complete",
      ok: true,
      ms: Date.now() - started,
      upstreamCalls: calls,
      protocol: versionOf(extra),
    });
    return res;
  });
  return server;
}
