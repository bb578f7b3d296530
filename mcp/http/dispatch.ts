/**
 * One MCP exchange over HTTP, after the guards: a request in the 2026-07-28 revision (per-request
 * `_meta`) goes to the SDK's modern handler, a 2025-era one to a fresh stateless server and
 * transport answering one JSON body — or SSE when a tools/call asked for progress. Either way
 * the server instance holds only this request's key and is closed when the answer is out, and a
 * client that disconnects first aborts the request's upstream calls (its request signal, SSE
 * keep-alives, or the heartbeats of a slow JSON answer tell us). The request log line is written
 * at the end, with the tools called and their upstream calls.
 *
 * @module
 */

import type { StructuredPolicy } from "../protocol/structured.ts";
import type { Runtime, UpstreamMeter } from "../../lib/mod.ts";
import { maskSecrets } from "../../lib/drf/mod.ts";
import { createMcpServer, type McpEvent } from "../protocol/server.ts";
import {
  type JSONRPCMessage,
  type McpHttpHandler,
  WebStandardStreamableHTTPServerTransport,
} from "../protocol/sdk.ts";
import { rpcError } from "./checks.ts";
import { type PerRequest, servedBy } from "./modern.ts";
import { withHeartbeat, within } from "./heartbeat.ts";

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
  /** Asked before each upstream call (rate limits count upstream calls). */
  meter?: UpstreamMeter;
  /** Whether a completion may spend an upstream lookup (rate limits). */
  allowUpstream: () => Promise<boolean>;
  /** CORS headers to add. */
  cors: Record<string, string>;
  /** Writes the log line and returns the response. */
  finish: (res: Response, extra?: Record<string, unknown>) => Response;
  /** The protocol version a legacy request speaks (its header, or the spec's default). */
  protocolVersion: string;
  /** The modern (2026-07-28) handler, when the request speaks that revision. */
  modern?: McpHttpHandler;
  /** Keep-alive / heartbeat interval while an answer is pending, ms. */
  heartbeatMs: number;
  /** When tool results carry structuredContent (default: see `protocol/structured.ts`). */
  structuredContent?: StructuredPolicy;
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
    meter: d.meter,
    protocolVersion: d.protocolVersion,
    structuredContent: d.structuredContent,
  };
  // The client going away aborts the exchange; once the answer is out, aborts mean nothing.
  const gone = new AbortController();
  const onGone = () => gone.abort(new DOMException("client disconnected", "AbortError"));
  req.signal.addEventListener("abort", onGone, { once: true });
  let closeServer = () => {};
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
  let ended = false;
  const end = (res: Response, extra: Record<string, unknown> = {}) => {
    req.signal.removeEventListener("abort", onGone);
    closeServer();
    if (ended) return res;
    ended = true;
    return finish(res, { ...summary(), ...extra });
  };

  const answer = (async (): Promise<Response> => {
    if (d.modern) return await servedBy(d.modern, req, parsed, options, gone.signal);
    const server = createMcpServer(options);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: !wantsSse,
      keepAliveMs: d.heartbeatMs,
    });
    let closed = false;
    closeServer = () => {
      if (closed) return;
      closed = true;
      server.close().catch(() => {});
    };
    gone.signal.addEventListener("abort", closeServer, { once: true });
    await server.connect(transport);
    return await untilGone(transport.handleRequest(req, { parsedBody: parsed }), gone.signal);
  })().then(withCors(cors), (e) => {
    if (gone.signal.aborted) return clientGone();
    const msg = maskSecrets(e instanceof Error ? e.message : String(e), oc);
    return rpcError(500, -32603, `Internal error: ${msg}`, cors);
  });

  const first = wantsSse ? await answer : await within(answer, d.heartbeatMs);
  if (!first) {
    return withHeartbeat(answer, {
      ms: d.heartbeatMs,
      headers: cors,
      onGone,
      onDone: (res) => end(res, { heartbeat: true }),
    });
  }
  const res = first;
  if (!res.body || !res.headers.get("content-type")?.includes("text/event-stream")) {
    return end(res);
  }
  // SSE: the request is over when the stream ends (or the client goes away).
  const reader = res.body.getReader();
  const stream = new ReadableStream<Uint8Array>({
    async pull(c) {
      const { done, value } = await reader.read();
      if (!done) return c.enqueue(value);
      c.close();
      end(res);
    },
    cancel(reason) {
      onGone();
      reader.cancel(reason).catch(() => {});
      end(res, { cancelled: true });
    },
  });
  return new Response(stream, { status: res.status, headers: res.headers });
}

function withCors(cors: Record<string, string>): (res: Response) => Response {
  return (res) => {
    if (Object.keys(cors).length === 0) return res;
    const headers = new Headers(res.headers);
    for (const [k, v] of Object.entries(cors)) headers.set(k, v);
    return new Response(res.body, { status: res.status, headers });
  };
}

/** Nobody is listening any more: the status nginx uses for it, for the log line. */
function clientGone(): Response {
  return new Response(null, { status: 499 });
}

/**
 * The exchange's response, or — when the client leaves first — an immediate one: the closed
 * server never answers, and a handler still waiting would hold the listener's shutdown.
 */
function untilGone(p: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.resolve(clientGone());
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(clientGone());
    signal.addEventListener("abort", onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
