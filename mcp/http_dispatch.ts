/**
 * One MCP exchange over HTTP, after the guards: a request in the 2026-07-28 revision (per-request
 * `_meta`) goes to the SDK's modern handler, a 2025-era one to a fresh stateless server and
 * transport answering one JSON body — or SSE when a tools/call asked for progress. Either way
 * the server instance holds only this request's key, is closed when the answer is out, and a
 * client that disconnects first aborts the request's upstream calls. The request log line is
 * written at the end, with the tools called and their upstream calls.
 *
 * @module
 */

import { maskSecrets, type Runtime } from "../lib/mod.ts";
import { createMcpServer, type McpEvent } from "./server.ts";
import {
  type JSONRPCMessage,
  type McpHttpHandler,
  WebStandardStreamableHTTPServerTransport,
} from "./sdk.ts";
import { rpcError } from "./http_guard.ts";
import { type PerRequest, servedBy } from "./http_modern.ts";

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
  /** The protocol version a legacy request speaks (its header, or the spec's default). */
  protocolVersion: string;
  /** The modern (2026-07-28) handler, when the request speaks that revision. */
  modern?: McpHttpHandler;
}

/** Answers one MCP POST. */
export async function dispatch(d: Dispatch): Promise<Response> {
  const { req, parsed, messages, oc, cors, finish } = d;
  const events: McpEvent[] = [];
  const wantsSse = messages.some((m) => {
    const x = m as { method?: string; params?: { _meta?: { progressToken?: unknown } } };
    return x.method === "tools/call" && x.params?._meta?.progressToken !== undefined;
  });
  const options: PerRequest = {
    runtime: d.runtime,
    oc,
    maxResponseBytes: d.maxResponseBytes,
    onEvent: (e) => events.push(e),
    allowUpstream: d.allowUpstream,
    protocolVersion: d.protocolVersion,
  };
  // The client going away aborts the exchange; once the answer is out, aborts mean nothing.
  const gone = new AbortController();
  const onGone = () => gone.abort(new DOMException("client disconnected", "AbortError"));
  req.signal.addEventListener("abort", onGone, { once: true });
  const release = () => req.signal.removeEventListener("abort", onGone);
  const summary = () => {
    const tools = events.filter((e) => e.tool).map((e) => e.tool);
    return {
      ...(tools.length ? { tool: tools.length === 1 ? tools[0] : tools } : {}),
      ...(events.some((e) => !e.ok)
        ? { errors: events.filter((e) => !e.ok).map((e) => e.code ?? "ERROR") }
        : {}),
      upstreamCalls: events.reduce((n, e) => n + e.upstreamCalls, 0),
      era: d.modern ? "modern" : "legacy",
      ...(wantsSse ? { sse: true } : {}),
      ...(gone.signal.aborted ? { cancelled: true } : {}),
    };
  };
  let res: Response;
  let close = () => {};
  try {
    if (d.modern) {
      res = await servedBy(d.modern, req, parsed, options, gone.signal);
    } else {
      const server = createMcpServer(options);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: !wantsSse,
      });
      let closed = false;
      close = () => {
        if (closed) return;
        closed = true;
        server.close().catch(() => {});
      };
      gone.signal.addEventListener("abort", close, { once: true });
      await server.connect(transport);
      res = await transport.handleRequest(req, { parsedBody: parsed });
    }
  } catch (e) {
    release();
    close();
    const msg = maskSecrets(e instanceof Error ? e.message : String(e), oc);
    return finish(rpcError(500, -32603, `Internal error: ${msg}`, cors), summary());
  }
  const headers = new Headers(res.headers);
  for (const [k, v] of Object.entries(cors)) headers.set(k, v);
  if (!res.body || !headers.get("content-type")?.includes("text/event-stream")) {
    release();
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
      release();
      close();
      finish(res, summary());
    },
    cancel(reason) {
      onGone();
      reader.cancel(reason).catch(() => {});
      release();
      close();
      finish(res, { ...summary(), cancelled: true });
    },
  });
  return new Response(stream, { status: res.status, headers });
}
