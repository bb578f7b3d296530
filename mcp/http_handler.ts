/**
 * The HTTP handler of the MCP endpoint: `/health`, then Host/Origin allow-lists (DNS
 * rebinding), the bearer token, method and protocol-version checks, the body cap, the caller's
 * own key (`X-Law-OC` / `?oc=`), and token-bucket rate limits — before {@link dispatch} answers
 * the JSON-RPC body with a per-request server.
 *
 * @module
 */

import type { StructuredPolicy } from "./structured.ts";
import { type Runtime, VERSION } from "../lib/mod.ts";
import { isLegacyRequest, type JSONRPCMessage } from "./sdk.ts";
import { dispatch } from "./http_dispatch.ts";
import { modernHandler } from "./http_modern.ts";
import {
  bearerToken,
  hostName,
  isLoopback,
  originAllowed,
  protocolVersion,
  readBody,
  rpcError,
  sameSecret,
} from "./http_guard.ts";
import { KvRateStore, MemoryRateStore, type RateDraw, type RateStore } from "./rate_store.ts";
import { type LogSink, stderrLog } from "./log.ts";

/** Settings of the HTTP face. */
export interface HttpOptions {
  /** The configured runtime. */
  runtime: Runtime;
  /** The address the server is bound to; undefined = unknown (`deno serve`): see authToken. */
  hostname?: string;
  /**
   * Bearer token required on `/mcp`. Mandatory when bound off loopback; when the bind address
   * is unknown and no token is set, only loopback clients are answered.
   */
  authToken?: string;
  /** Browser origins allowed besides loopback ones (`https://app.example`, or `*`). */
  allowedOrigins?: readonly string[];
  /** Host header names accepted besides loopback ones (checked when bound to loopback). */
  allowedHosts?: readonly string[];
  /** Largest request body (413 above). Default 1 MiB. */
  maxBodyBytes?: number;
  /** Time allowed to receive the whole request body (408 after: slow-body clients). Default 10 s. */
  bodyTimeoutMs?: number;
  /** Largest tool result or resource, in bytes of JSON. Default 4 MiB. */
  maxResponseBytes?: number;
  /** tools/call (and resources/read) per minute per client, and on the shared server key. */
  rateLimit?: { perClient: number; sharedKey: number };
  /**
   * Where the limits are counted. Default: in Deno KV when the runtime is hosted (shared by
   * every isolate and region), else in this process.
   */
  rateStore?: RateStore;
  /** Take the client address from `X-Forwarded-For` (behind a trusted proxy only). */
  trustProxy?: boolean;
  /** Request log sink (default: JSON lines on stderr). */
  log?: LogSink;
  /**
   * While an answer is pending: SSE keep-alives, or heartbeats before a slow JSON answer, so that
   * a client that went away is noticed and its upstream calls are cancelled. Default 1000 ms.
   */
  heartbeatMs?: number;
  /** When tool results carry structuredContent (default: see `structured.ts`). */
  structuredContent?: StructuredPolicy;
}

/** `Deno.serve`-compatible handler. */
export type HttpHandler = (req: Request, info?: { remoteAddr?: Deno.Addr }) => Promise<Response>;

const MCP_PATH = "/mcp";
const OC_FORMAT = /^[A-Za-z0-9._@+\-]{2,100}$/;
const CORS_HEADERS = "content-type, accept, authorization, mcp-protocol-version, " +
  "mcp-session-id, last-event-id, x-law-oc";

function remoteHost(req: Request, info: { remoteAddr?: Deno.Addr } | undefined, proxy: boolean) {
  if (proxy) {
    const fwd = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (fwd) return fwd;
  }
  const a = info?.remoteAddr;
  return a && "hostname" in a ? a.hostname : undefined;
}

/**
 * Builds the HTTP handler. Throws when asked to serve off loopback without a token.
 *
 * @example
 * ```ts
 * import { createHttpHandler } from "./http.ts";
 * import { createRuntime } from "../lib/mod.ts";
 * const handler = createHttpHandler({ runtime: await createRuntime() });
 * Deno.serve({ hostname: "127.0.0.1", port: 8000 }, handler);
 * ```
 */
export function createHttpHandler(opts: HttpOptions): HttpHandler {
  const bound = opts.hostname;
  // A hosted server holds no key: there is nothing of ours to spend, so no token is needed to
  // serve the public (the rate limits still apply).
  const open = opts.runtime.hosted;
  if (bound !== undefined && !isLoopback(bound) && !opts.authToken && !open) {
    throw new Error(
      `Refusing to serve MCP on ${bound} without BEOPMANG_AUTH_TOKEN: anyone who can reach ` +
        "the port could spend the server's key. Set a token, or bind 127.0.0.1.",
    );
  }
  const allowedOrigins = opts.allowedOrigins ?? [];
  const allowedHosts = opts.allowedHosts ?? [];
  const maxBody = opts.maxBodyBytes ?? 1 << 20;
  const maxResponse = opts.maxResponseBytes ?? 4 << 20;
  const bodyTimeout = opts.bodyTimeoutMs ?? 10_000;
  const rate = opts.rateLimit ?? { perClient: 60, sharedKey: 300 };
  const store = opts.rateStore ??
    // Hosted, or sharing one KV with other processes: the limits hold across all of them.
    ((opts.runtime.hosted || opts.runtime.sharedKv) && opts.runtime.kv
      ? new KvRateStore(opts.runtime.kv)
      : new MemoryRateStore());
  const draws = (client: string, oc: string | undefined, cost: number): RateDraw[] => [
    { key: `client:${client}`, cost, perMinute: rate.perClient },
    ...(oc ? [] : [{ key: "shared", cost, perMinute: rate.sharedKey }]),
  ];
  const log = opts.log ?? stderrLog();
  const started = Date.now();
  const modern = modernHandler(maxBody, opts.heartbeatMs ?? 1_000);

  return async (req, info) => {
    const t0 = Date.now();
    const url = new URL(req.url);
    const origin = req.headers.get("origin");
    const cors: Record<string, string> = origin && originAllowed(origin, allowedOrigins)
      ? {
        "access-control-allow-origin": origin,
        "access-control-expose-headers": "mcp-session-id, retry-after",
        vary: "Origin",
      }
      : {};
    const client = remoteHost(req, info, !!opts.trustProxy) ?? "unknown";
    const record: Record<string, unknown> = { method: req.method, path: url.pathname, client };
    const finish = (res: Response, extra: Record<string, unknown> = {}) => {
      log({ ...record, ...extra, status: res.status, ms: Date.now() - t0 });
      return res;
    };

    if (url.pathname === "/health") {
      return finish(Response.json({
        status: "ok",
        name: "beopmang",
        version: VERSION,
        demo: !!opts.runtime.demoNotice,
        uptimeS: Math.round((Date.now() - started) / 1000),
      }, { headers: { "cache-control": "no-store", ...cors } }));
    }
    if (url.pathname !== MCP_PATH) {
      return finish(Response.json({ error: "not found; MCP is at /mcp" }, { status: 404 }));
    }
    // DNS rebinding: a loopback server answers only loopback (or listed) Host names.
    const host = req.headers.get("host") ?? url.host;
    if (bound !== undefined && isLoopback(bound) && host) {
      const name = hostName(host);
      if (!isLoopback(name) && !allowedHosts.includes(name) && !allowedHosts.includes(host)) {
        return finish(rpcError(403, -32000, `Forbidden: Host '${host}' is not allowed`));
      }
    }
    if (origin && !originAllowed(origin, allowedOrigins)) {
      return finish(
        rpcError(
          403,
          -32000,
          `Forbidden: Origin '${origin}' is not allowed (BEOPMANG_ALLOWED_ORIGINS)`,
        ),
      );
    }
    if (req.method === "OPTIONS") {
      return finish(
        new Response(null, {
          status: 204,
          headers: {
            ...cors,
            "access-control-allow-methods": "POST, OPTIONS",
            "access-control-allow-headers": CORS_HEADERS,
            "access-control-max-age": "600",
          },
        }),
      );
    }
    if (opts.authToken) {
      const given = bearerToken(req.headers.get("authorization"));
      if (!given || !(await sameSecret(given, opts.authToken))) {
        return finish(rpcError(401, -32001, "Unauthorized: send Authorization: Bearer <token>", {
          ...cors,
          "www-authenticate": 'Bearer realm="beopmang"',
        }));
      }
    } else if (bound === undefined && !isLoopback(client) && !open) {
      return finish(
        rpcError(
          401,
          -32001,
          "Unauthorized: this server has no BEOPMANG_AUTH_TOKEN and only " +
            "answers loopback clients",
          { ...cors, "www-authenticate": 'Bearer realm="beopmang"' },
        ),
      );
    }
    if (req.method !== "POST") {
      // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
      return finish(rpcError(405, -32000, "Method Not Allowed: POST JSON-RPC to /mcp", {
        ...cors,
        allow: "POST, OPTIONS",
      }));
    }
    const version = protocolVersion(req);
    if (!version.ok) return finish(rpcError(400, -32000, version.message, cors));

    const body = await readBody(req, maxBody, bodyTimeout);
    if (!body.ok && body.timedOut) {
      return finish(
        rpcError(408, -32000, `Request Timeout: the body must arrive within ${bodyTimeout} ms`, {
          ...cors,
          connection: "close",
        }),
      );
    }
    if (!body.ok) {
      return finish(
        rpcError(413, -32000, `Payload Too Large: the body must not exceed ${maxBody} bytes`, cors),
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return finish(rpcError(400, -32700, "Parse error: invalid JSON", cors));
    }
    // Only objects (or a non-empty batch of them) are JSON-RPC: `null`, numbers, strings and
    // `[1]` would otherwise reach code that reads `.method` off them and end in a 500.
    const list = Array.isArray(parsed) ? parsed : [parsed];
    if (
      list.length === 0 ||
      !list.every((m) => m !== null && typeof m === "object" && !Array.isArray(m))
    ) {
      return finish(
        rpcError(
          400,
          -32600,
          "Invalid Request: the body must be a JSON-RPC object or a batch of them",
          cors,
        ),
      );
    }
    const messages = list as JSONRPCMessage[];
    const methods = messages.map((m) => (m as { method?: string }).method).filter(Boolean);
    record.rpc = methods;

    const headerOc = req.headers.get("x-law-oc") ?? url.searchParams.get("oc") ?? undefined;
    const oc = headerOc?.trim() || undefined;
    if (oc !== undefined && !OC_FORMAT.test(oc)) {
      return finish(rpcError(400, -32000, "Bad Request: X-Law-OC is not a valid OC key", cors));
    }
    record.key = oc ? "request" : opts.runtime.demoNotice ? "demo" : "server";

    // Rate limits: tools/call and resources/read reach the upstream; nothing else counts.
    const cost = methods.filter((m) => m === "tools/call" || m === "resources/read").length;
    if (cost > 0) {
      const verdict = await store.take(draws(client, oc, cost));
      if (!verdict.ok) {
        const firstId = (messages.find((m) => "id" in m) as { id?: string | number })?.id ?? null;
        const wait = verdict.waitMs;
        const seconds = Number.isFinite(wait) ? Math.max(1, Math.ceil(wait / 1000)) : 60;
        const who = verdict.key === "shared" ? "shared" : "client";
        return finish(
          rpcError(
            429,
            -32000,
            `Too Many Requests: ${who === "client" ? "this client" : "the shared key"} is over ` +
              `its rate limit; retry in ${seconds}s`,
            { ...cors, "retry-after": String(seconds) },
            firstId,
          ),
          { limited: who },
        );
      }
    }
    const allowUpstream = async () => (await store.take(draws(client, oc, 1))).ok;

    return await dispatch({
      req,
      parsed,
      messages,
      runtime: opts.runtime,
      oc,
      maxResponseBytes: maxResponse,
      allowUpstream,
      cors,
      finish,
      protocolVersion: version.version,
      heartbeatMs: opts.heartbeatMs ?? 1_000,
      structuredContent: opts.structuredContent,
      modern: (await isLegacyRequest(req, parsed)) ? undefined : modern,
    });
  };
}
