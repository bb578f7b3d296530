/**
 * MCP over Streamable HTTP, stateless: every POST to `/mcp` gets a fresh server and transport
 * (so a caller's key, given as `X-Law-OC` or `?oc=`, lives only in its own request), answered
 * as one JSON body — or as SSE when a tools/call asked for progress. `/health` is a liveness
 * probe. In front of it: Host/Origin allow-lists (DNS rebinding), a bearer token (required off
 * loopback), token-bucket rate limits on tools/call, and body/response size caps.
 *
 * Run it with `deno task start` (mcp/start.ts: 127.0.0.1:8000, `PORT`/`HOST` env), or
 * `deno serve mcp/http.ts`
 * (the default export is a `fetch` handler, e.g. for Deno Deploy).
 *
 * @module
 */

import { configFromEnv, createRuntime, maskSecrets, type Runtime, VERSION } from "../lib/mod.ts";
import { createMcpServer, type McpEvent } from "./server.ts";
import { type JSONRPCMessage, WebStandardStreamableHTTPServerTransport } from "./sdk.ts";
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
import { RateLimiter } from "./rate_limit.ts";
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
  /** Largest tool result or resource, in bytes of JSON. Default 4 MiB. */
  maxResponseBytes?: number;
  /** tools/call (and resources/read) per minute per client, and on the shared server key. */
  rateLimit?: { perClient: number; sharedKey: number };
  /** Take the client address from `X-Forwarded-For` (behind a trusted proxy only). */
  trustProxy?: boolean;
  /** Request log sink (default: JSON lines on stderr). */
  log?: LogSink;
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
  if (bound !== undefined && !isLoopback(bound) && !opts.authToken) {
    throw new Error(
      `Refusing to serve MCP on ${bound} without BEOPMANG_AUTH_TOKEN: anyone who can reach ` +
        "the port could spend the server's key. Set a token, or bind 127.0.0.1.",
    );
  }
  const allowedOrigins = opts.allowedOrigins ?? [];
  const allowedHosts = opts.allowedHosts ?? [];
  const maxBody = opts.maxBodyBytes ?? 1 << 20;
  const maxResponse = opts.maxResponseBytes ?? 4 << 20;
  const rate = opts.rateLimit ?? { perClient: 60, sharedKey: 300 };
  const perClient = new RateLimiter({ perMinute: rate.perClient });
  const shared = new RateLimiter({ perMinute: rate.sharedKey });
  const log = opts.log ?? stderrLog();
  const started = Date.now();

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
    } else if (bound === undefined && !isLoopback(client)) {
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

    const body = await readBody(req, maxBody);
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
    const messages = (Array.isArray(parsed) ? parsed : [parsed]) as JSONRPCMessage[];
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
      const waits = [perClient.wait(client, cost), oc ? 0 : shared.wait("shared", cost)];
      const wait = Math.max(...waits);
      if (wait > 0) {
        const firstId = (messages.find((m) => "id" in m) as { id?: string | number })?.id ?? null;
        const seconds = Number.isFinite(wait) ? Math.max(1, Math.ceil(wait / 1000)) : 60;
        return finish(
          rpcError(
            429,
            -32000,
            `Too Many Requests: ${waits[0] > 0 ? "this client" : "the shared key"} is over its ` +
              `rate limit; retry in ${seconds}s`,
            { ...cors, "retry-after": String(seconds) },
            firstId,
          ),
          { limited: waits[0] > 0 ? "client" : "shared" },
        );
      }
      perClient.take(client, cost);
      if (!oc) shared.take("shared", cost);
    }
    const allowUpstream = () => {
      if (perClient.wait(client) > 0 || (!oc && shared.wait("shared") > 0)) return false;
      perClient.take(client);
      if (!oc) shared.take("shared");
      return true;
    };

    const events: McpEvent[] = [];
    const wantsSse = messages.some((m) => {
      const x = m as { method?: string; params?: { _meta?: { progressToken?: unknown } } };
      return x.method === "tools/call" && x.params?._meta?.progressToken !== undefined;
    });
    const server = createMcpServer({
      runtime: opts.runtime,
      oc,
      maxResponseBytes: maxResponse,
      onEvent: (e) => events.push(e),
      allowUpstream,
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
  };
}

/** Environment variables of the HTTP face (besides the runtime's). */
export function httpOptionsFromEnv(
  env: { get(k: string): string | undefined } = Deno.env,
): Omit<HttpOptions, "runtime"> & { port: number } {
  const num = (k: string, d: number) => {
    const v = env.get(k);
    return v && /^\d+$/.test(v) ? Number(v) : d;
  };
  const list = (k: string) =>
    (env.get(k) ?? "").split(",").map((s) => s.trim()).filter((s) => s.length > 0);
  return {
    hostname: env.get("HOST") || "127.0.0.1",
    port: num("PORT", 8000),
    authToken: env.get("BEOPMANG_AUTH_TOKEN") || undefined,
    allowedOrigins: list("BEOPMANG_ALLOWED_ORIGINS"),
    allowedHosts: list("BEOPMANG_ALLOWED_HOSTS"),
    maxBodyBytes: num("BEOPMANG_MAX_BODY_BYTES", 1 << 20),
    maxResponseBytes: num("BEOPMANG_MAX_RESPONSE_BYTES", 4 << 20),
    rateLimit: {
      perClient: num("BEOPMANG_RATE_CLIENT", 60),
      sharedKey: num("BEOPMANG_RATE_SHARED", 300),
    },
    trustProxy: env.get("BEOPMANG_TRUST_PROXY") === "1",
  };
}

/** A running HTTP server. */
export interface HttpServer {
  /** `http://127.0.0.1:8000` (no trailing slash); MCP is at `${url}/mcp`. */
  url: string;
  /** Stops listening and releases the runtime when this call created it. */
  close(): Promise<void>;
}

/**
 * Starts the HTTP app (`deno task start`): settings from the environment, overridable.
 * Rejects without listening when the settings are unsafe (off loopback without a token).
 */
export async function serveHttp(
  overrides: Partial<HttpOptions> & { port?: number; quiet?: boolean } = {},
): Promise<HttpServer> {
  const fromEnv = httpOptionsFromEnv();
  const own = !overrides.runtime;
  const runtime = overrides.runtime ?? await createRuntime(configFromEnv());
  const opts: HttpOptions = { ...fromEnv, ...overrides, runtime };
  let handler: HttpHandler;
  try {
    handler = createHttpHandler(opts);
  } catch (e) {
    if (own) await runtime.close();
    throw e;
  }
  const hostname = opts.hostname ?? "127.0.0.1";
  const server = Deno.serve({
    hostname,
    port: overrides.port ?? fromEnv.port,
    onListen: () => {},
  }, handler);
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  const url = `http://${host}:${server.addr.port}`;
  if (!overrides.quiet) {
    if (runtime.demoNotice) console.error(`[beopmang] ${runtime.demoNotice}`);
    console.error(`[beopmang] MCP over HTTP at ${url}${MCP_PATH} (health: ${url}/health)`);
  }
  return {
    url,
    async close() {
      await server.shutdown();
      if (own) await runtime.close();
    },
  };
}

let app: Promise<HttpHandler> | undefined;

/** `deno serve mcp/http.ts`: the handler built from the environment on first request. */
export default {
  fetch(req: Request, info?: { remoteAddr?: Deno.Addr }): Promise<Response> {
    app ??= (async () => {
      const runtime = await createRuntime(configFromEnv());
      if (runtime.demoNotice) console.error(`[beopmang] ${runtime.demoNotice}`);
      // The bind address is `deno serve`'s, unknown here: without a token only loopback
      // clients are answered.
      return createHttpHandler({ ...httpOptionsFromEnv(), hostname: undefined, runtime });
    })();
    return app.then((h) => h(req, info));
  },
};
