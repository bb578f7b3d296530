/**
 * One MCP exchange over HTTP, stateless: a fresh server (holding only this request's key) and
 * transport answer the already-checked JSON-RPC body — one JSON body, or SSE when a tools/call
 * asked for progress — and are closed when the answer is out; the request log line is written
 * then, with the tools called and their upstream calls.
 *
 * @module
 */

import { maskSecrets, type Runtime } from "../lib/mod.ts";
import { createMcpServer, type McpEvent } from "./server.ts";
import type { StructuredPolicy } from "./structured.ts";
import { type JSONRPCMessage, WebStandardStreamableHTTPServerTransport } from "./sdk.ts";
import { rpcError } from "./http_guard.ts";

/** What {@link dispatch} needs from the handler. */
export interface Dispatch {
  /** The request (its body already read). */
  req: Request;
  /** The parsed body. */
  parsed: unknown;
  /** The messages of the body. */
  messages: JSONRPCMessage[];
  /** The runtime. */
  runtime: Runtime;
  /** This request's own key, if it brought one. */
  oc?: string;
  /** Response-size cap for tool results and resources. */
  maxResponseBytes: number;
  /** Whether a completion may spend an upstream lookup (rate limits). */
  allowUpstream: () => boolean;
  /** CORS headers to add. */
  cors: Record<string, string>;
  /** Writes the log line and returns the response. */
  finish: (res: Response, extra?: Record<string, unknown>) => Response;
  /** When tool results carry structuredContent (default: see `structured.ts`). */
  structuredContent?: StructuredPolicy;
}

/** Answers one MCP POST. */
export async function dispatch(d: Dispatch): Promise<Response> {
  const { req, parsed, messages, oc, allowUpstream, cors, finish } = d;
  const events: McpEvent[] = [];
  const wantsSse = messages.some((m) => {
    const x = m as { method?: string; params?: { _meta?: { progressToken?: unknown } } };
    return x.method === "tools/call" && x.params?._meta?.progressToken !== undefined;
  });
  const server = createMcpServer({
    runtime: d.runtime,
    oc,
    maxResponseBytes: d.maxResponseBytes,
    onEvent: (e) => events.push(e),
    allowUpstream,
    structuredContent: d.structuredContent,
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: !wantsSse,
  });
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    server.close().catch(() => {});
  };
  const summary = () => {
    const tools = events.filter((e) => e.tool).map((e) => e.tool);
    return {
      ...(tools.length ? { tool: tools.length === 1 ? tools[0] : tools } : {}),
      ...(events.some((e) => !e.ok)
        ? { errors: events.filter((e) => !e.ok).map((e) => e.code ?? "ERROR") }
        : {}),
      upstreamCalls: events.reduce((n, e) => n + e.upstreamCalls, 0),
      ...(wantsSse ? { sse: true } : {}),
    };
  };
  let res: Response;
  try {
    await server.connect(transport);
    res = await transport.handleRequest(req, { parsedBody: parsed });
  } catch (e) {
    close();
    const msg = maskSecrets(e instanceof Error ? e.message : String(e), oc);
    return finish(rpcError(500, -32603, `Internal error: ${msg}`, cors), summary());
  }
  const headers = new Headers(res.headers);
  for (const [k, v] of Object.entries(cors)) headers.set(k, v);
  if (!res.body || !headers.get("content-type")?.includes("text/event-stream")) {
    close();
    return finish(new Response(res.body, { status: res.status, headers }), summary());
  }
  // SSE: the request is over when the stream ends (or the client goes away).
  const reader = res.body.getReader();
  const stream = new ReadableStream<Uint8Array>({
    async pull(c) {
      const { done, value } = await reader.read();
      if (!done) return c.enqueue(value);
      c.close();
      close();
      finish(res, summary());
    },
    cancel(reason) {
      reader.cancel(reason).catch(() => {});
      close();
      finish(res, { ...summary(), cancelled: true });
    },
  });
  return new Response(stream, { status: res.status, headers });
}
