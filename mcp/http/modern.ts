/**
 * The 2026-07-28 leg of the HTTP endpoint: the SDK's fetch-style handler (`createMcpHandler`,
 * modern-only) over our server factory. The handler is built once; each request's own options
 * (its key, its rate-limit hook, its log sink) reach the factory through the request object the
 * SDK hands back, and the request carries a signal of our own so that a client that disconnects
 * cancels its exchange — and with it the upstream calls.
 *
 * @module
 */

import { createMcpServer, type McpServerOptions } from "../protocol/server.ts";
import { createMcpHandler, type McpHttpHandler } from "../protocol/sdk.ts";

/** Per-request server options. */
export type PerRequest = McpServerOptions;

const pending = new WeakMap<Request, PerRequest>();

/**
 * The modern-only handler; `maxBodyBytes` matches the endpoint's own cap, `keepAliveMs` is the
 * SSE keep-alive interval (a failed write is how a departed client is noticed).
 */
export function modernHandler(maxBodyBytes: number, keepAliveMs: number): McpHttpHandler {
  return createMcpHandler((ctx) => {
    const opts = ctx.requestInfo && pending.get(ctx.requestInfo);
    if (!opts) throw new Error("modern MCP request without its per-request options");
    return createMcpServer(opts);
  }, { legacy: "reject", maxRequestBodySize: maxBodyBytes, keepAliveMs });
}

/** Serves one modern request (its body already parsed) with `opts`, cancelled by `signal`. */
export async function servedBy(
  handler: McpHttpHandler,
  req: Request,
  parsed: unknown,
  opts: PerRequest,
  signal: AbortSignal,
): Promise<Response> {
  // A body-less copy: the original body has been read, and its signal is ours to control.
  const own = new Request(req.url, { method: req.method, headers: req.headers, signal });
  pending.set(own, opts);
  return await handler.fetch(own, { parsedBody: parsed });
}
