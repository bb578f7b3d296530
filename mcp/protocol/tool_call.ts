/**
 * `tools/call`, one core for both paths — the SDK server's handler (`server.ts`) and the stdio
 * server's own answer before the SDK has loaded (`mcp/stdio/calls.ts`): an unknown tool is the
 * protocol error -32602; a known one runs with the request's abort signal (cancellation reaches
 * its upstream calls), reports progress when the client sent a token (start, each upstream call
 * and chain branch, end), and answers in the shape the request's protocol version knows. It
 * imports nothing of the SDK: errors are {@link RpcError}s, which the SDK answers alike.
 *
 * @module
 */

import {
  resolveBrief,
  runLazily,
  type Runtime,
  type ToolContext,
  type UpstreamMeter,
} from "../../lib/serve/mod.ts";
import { visible } from "../../lib/vocab/mod.ts";
import type { CallToolResult } from "./sdk.ts";
import { observed, toolResult } from "./tool_results.ts";
import type { McpEvent } from "./log.ts";
import { RpcCode, RpcError } from "./rpc.ts";
import { envProfile, type ToolProfile } from "./listing.ts";
import { envStructuredPolicy, sendsStructured, type StructuredPolicy } from "./structured.ts";

/** How a server runs tools: the options {@link callSetup} reads (the SDK server takes more). */
export interface CallOptions {
  /** The configured runtime (client, caches, demo mode). */
  runtime: Runtime;
  /** Key for this connection (HTTP mode); else the runtime's. */
  oc?: string;
  /** Largest tool result, in bytes of JSON; larger ones become a labelled error. */
  maxResponseBytes?: number;
  /** Called once per tools/call, resources/read and completion/complete. */
  onEvent?: (e: McpEvent) => void;
  /** Asked before each upstream call that spends a key (the HTTP face's rate limits). */
  meter?: UpstreamMeter;
  /** tools/list profile; default `BEOPMANG_TOOL_PROFILE` (`all`) or the exposed profile. */
  toolProfile?: ToolProfile;
  /**
   * When results carry structuredContent and resource links; default
   * `BEOPMANG_STRUCTURED_CONTENT` (`always`) or `listed` (where tools/list shows the output
   * schema). See `structured.ts`.
   */
  structuredContent?: StructuredPolicy;
}

/** What a tool call needs from the server, settled once per server from its options. */
export interface CallSetup {
  /** A per-request tool context with the request's signal. */
  context(signal?: AbortSignal): ToolContext;
  /** The request log (never throws). */
  emit(e: McpEvent): void;
  /** The tools/list profile. */
  profile: ToolProfile;
  /** Whether results carry structuredContent and resource links (see `structured.ts`). */
  structured: boolean;
  /** Largest result, bytes of JSON. */
  maxResponseBytes?: number;
}

/**
 * The call setup of a server built on `opts`: the SDK server and the stdio server's own call
 * path read the same options through this, so they run tools alike.
 *
 * @example
 * ```ts
 * import { callSetup } from "./tool_call.ts";
 * import { createRuntime } from "../../lib/mod.ts";
 * const setup = callSetup({ runtime: await createRuntime(), toolProfile: "exposed" });
 * setup.structured; // false unless BEOPMANG_STRUCTURED_CONTENT=always
 * ```
 */
export function callSetup(opts: CallOptions): CallSetup {
  const profile = opts.toolProfile ?? envProfile();
  return {
    context: (signal) => opts.runtime.context({ signal, oc: opts.oc, meter: opts.meter }),
    emit: (e) => {
      try {
        opts.onEvent?.(e);
      } catch { /* a logger must never break an answer */ }
    },
    profile,
    structured: sendsStructured(opts.structuredContent ?? envStructuredPolicy(), profile),
    maxResponseBytes: opts.maxResponseBytes,
  };
}

/** The params of a `tools/call` request. */
export interface CallParams {
  /** The tool's name or alias. */
  name: string;
  /** Its arguments. */
  arguments?: Record<string, unknown>;
  /** The progress token, when the client wants progress. */
  _meta?: { progressToken?: string | number };
}

/** What the request gives the call: its abort signal and a way to notify the client. */
export interface CallRequest {
  /** Aborted when the client cancels the request. */
  signal?: AbortSignal;
  /** Sends a notification related to the request (progress). */
  notify(n: { method: "notifications/progress"; params: Record<string, unknown> }): Promise<void>;
}

/**
 * Answers one `tools/call` in protocol version `protocol`; throws {@link RpcError} for an
 * unknown tool.
 */
export async function callTool(
  params: CallParams,
  req: CallRequest,
  protocol: string,
  setup: CallSetup,
): Promise<CallToolResult> {
  const { emit } = setup;
  const started = Date.now();
  const name = params.name;
  if (!resolveBrief(name)) {
    emit({
      method: "tools/call",
      tool: name,
      ok: false,
      code: "UNKNOWN_TOOL",
      ms: 0,
      upstreamCalls: 0,
      protocol,
    });
    throw new RpcError(
      RpcCode.InvalidParams,
      `Unknown tool: '${visible(name.slice(0, 80))}'. tools/list shows the exposed tools; ` +
        "discover_tools finds the others by intent.",
    );
  }
  const token = params._meta?.progressToken;
  let step = 0;
  const progress = (message: string, done = false) => {
    if (token === undefined) return;
    const at = step++;
    req.notify({
      method: "notifications/progress",
      params: { progressToken: token, progress: at, ...(done ? { total: at } : {}), message },
    }).catch(() => {});
  };
  progress(`${name}: 시작`);
  let ctx = setup.context(req.signal);
  const budget = ctx.budget;
  if (token !== undefined) {
    // One increasing counter for both sources: each upstream call, and chain branches.
    ctx = observed(ctx, () => progress(`${name}: 법제처 호출 ${step}회`));
    ctx = { ...ctx, progress: (_done, _total, message) => progress(message) };
  }
  // Only the called tool is imported (lib/tools/lazy.ts), on its first call.
  const out = await runLazily(name, params.arguments, ctx);
  progress(`${name}: 완료`, true);
  const result = toolResult(name, out, setup.maxResponseBytes, protocol, setup.structured);
  emit({
    method: "tools/call",
    tool: name,
    ok: !result.isError,
    code: out.ok ? (result.isError ? "RESPONSE_TOO_LARGE" : undefined) : out.error.code,
    ms: Date.now() - started,
    upstreamCalls: budget.calls,
    protocol,
  });
  return result;
}
