/**
 * `tools/call`: an unknown tool is the protocol error -32602; a known one runs with the
 * request's abort signal (cancellation reaches its upstream calls), reports progress when the
 * client sent a token (start, each upstream call and chain branch, end), and answers in the shape
 * the request's protocol version knows.
 *
 * @module
 */

import { resolveBrief, runLazily, type ToolContext } from "../../lib/serve/mod.ts";
import { visible } from "../../lib/vocab/mod.ts";
import {
  type CallToolResult,
  ProtocolError,
  ProtocolErrorCode,
  type ServerContext,
} from "./sdk.ts";
import { observed, toolResult } from "./tool_results.ts";
import type { McpEvent } from "./log.ts";

/** What a tool call needs from the server. */
export interface CallDeps {
  /** A per-request tool context with the request's signal. */
  context(signal?: AbortSignal): ToolContext;
  /** The request log. */
  emit(e: McpEvent): void;
  /** The protocol version the request speaks. */
  protocol: string;
  /** Largest result, bytes of JSON. */
  maxResponseBytes?: number;
  /** Whether results carry structuredContent and resource links (see `structured.ts`). */
  structured: boolean;
}

/** Answers one `tools/call`. */
export async function callTool(
  params: {
    name: string;
    arguments?: Record<string, unknown>;
    _meta?: { progressToken?: string | number };
  },
  extra: ServerContext,
  deps: CallDeps,
): Promise<CallToolResult> {
  const { emit, protocol } = deps;
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
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `Unknown tool: '${visible(name.slice(0, 80))}'. tools/list shows the exposed tools; ` +
        "discover_tools finds the others by intent.",
    );
  }
  const token = params._meta?.progressToken;
  let step = 0;
  const progress = (message: string, done = false) => {
    if (token === undefined) return;
    const at = step++;
    extra.mcpReq.notify({
      method: "notifications/progress",
      params: { progressToken: token, progress: at, ...(done ? { total: at } : {}), message },
    }).catch(() => {});
  };
  progress(`${name}: 시작`);
  let ctx = deps.context(extra.mcpReq.signal);
  const budget = ctx.budget;
  if (token !== undefined) {
    // One increasing counter for both sources: each upstream call, and chain branches.
    ctx = observed(ctx, () => progress(`${name}: 법제처 호출 ${step}회`));
    ctx = { ...ctx, progress: (_done, _total, message) => progress(message) };
  }
  // Only the called tool is imported (lib/tools/lazy.ts), on its first call.
  const out = await runLazily(name, params.arguments, ctx);
  progress(`${name}: 완료`, true);
  const result = toolResult(name, out, deps.maxResponseBytes, protocol, deps.structured);
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
