/**
 * The guard chain's plumbing: what a guard knows about a request ({@link GuardCtx}), the guard
 * shape (Hono's middleware style, `(req, ctx, next) => Promise<Response>`), and {@link compose}.
 * Every door that can spend a key — `/mcp`, the web pages, `/api/*`, annex pages — is one
 * composition of the same guards (see `guards.ts`), so no door can skip one by accident.
 *
 * @module
 */

import type { LogRecord } from "../protocol/log.ts";
import type { JSONRPCMessage } from "../protocol/sdk.ts";
import type { UpstreamMeter } from "../../lib/mod.ts";

/**
 * Which door a request came in by: the MCP endpoint, a web page (annex pages download files), a
 * web JSON endpoint (`/api/*`), a static asset, or the sign-in and sign-out pages. The door decides how a
 * refusal is written (JSON-RPC, JSON, or a page) and which guards apply.
 */
export type Door = "mcp" | "page" | "api" | "static" | "signin" | "signout";

/** What the guards know about one request, and what they leave for the next ones. */
export interface GuardCtx {
  /** The request URL, parsed once. */
  url: URL;
  /** The door (see {@link Door}). */
  door: Door;
  /** Client address (`X-Forwarded-For` behind a trusted proxy), or `"unknown"`. */
  client: string;
  /** The `Origin` header. */
  origin: string | null;
  /** CORS headers for an allowed Origin (empty otherwise); refusals carry them too. */
  cors: Record<string, string>;
  /** The request log record, filled in along the way. */
  record: LogRecord;
  /** Writes the log line (once per request) and returns the response. */
  finish: (res: Response, extra?: LogRecord) => Response;
  /** The body, when `bodyLimit` was asked to read it. */
  body?: string;
  /** Tokens this request takes from the rate limits (0: it reaches no upstream). */
  cost: number;
  /**
   * Asked before each upstream call the request makes (set by the rate guard): the first `cost`
   * calls are paid for by the admission, each further one draws on the same buckets.
   */
  meter?: UpstreamMeter;
  /** The caller's own key (MCP `X-Law-OC`): such a request does not draw on the shared key. */
  oc?: string;
  /** The first JSON-RPC id of an MCP body, once parsed (a 429 answers it). */
  rpcId?: string | number | null;
  /** The MCP protocol version the request speaks (its header, or the spec's default). */
  protocolVersion?: string;
  /** Why the `MCP-Protocol-Version` header was refused; the body decides how (-32022 or 400). */
  versionProblem?: string;
  /** The MCP body, parsed and checked. */
  mcp?: { parsed: unknown; messages: JSONRPCMessage[] };
}

/** One guard: answers (a refusal) or passes the request on with `next()`. */
export type Middleware = (
  req: Request,
  ctx: GuardCtx,
  next: () => Promise<Response>,
) => Promise<Response>;

/** The end of a chain: the door's own handler. */
export type Endpoint = (req: Request, ctx: GuardCtx) => Promise<Response>;

/**
 * Composes guards into one, run in order; the last `next()` calls the endpoint.
 *
 * @example
 * ```ts
 * import { compose, type Middleware } from "./chain.ts";
 * const tag: Middleware = async (_req, ctx, next) => {
 *   ctx.record.tagged = true;
 *   return await next();
 * };
 * const run = compose(tag)(() => Promise.resolve(new Response("ok")));
 * ```
 */
export function compose(...guards: Middleware[]): (end: Endpoint) => Endpoint {
  return (end) => (req, ctx) => {
    const step = (i: number): Promise<Response> =>
      i === guards.length ? end(req, ctx) : guards[i](req, ctx, () => step(i + 1));
    return step(0);
  };
}
