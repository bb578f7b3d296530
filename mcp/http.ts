/**
 * MCP over Streamable HTTP, stateless: every POST to `/mcp` gets a fresh server and transport
 * (so a caller's key, given as `X-Law-OC` or `?oc=`, lives only in its own request), answered
 * as one JSON body — or as SSE when a tools/call asked for progress. `/health` is a liveness
 * probe; the web app answers the other paths. In front of every door that can spend a key (MCP,
 * pages, `/api/*`): Host/Origin allow-lists (DNS rebinding), a token (required off loopback:
 * bearer, or a browser's session cookie from `/signin`; `/signout` ends it), token-bucket rate limits on tools/call
 * and page reads, body/response size caps, and a time limit on receiving the request body.
 *
 * Run it with `deno task start` (mcp/start.ts: 127.0.0.1:8000, `PORT`/`HOST` env), or with
 * `deno serve mcp/http.ts`: the default export is a `fetch` handler (e.g. for Deno Deploy).
 *
 * @module
 */

import { configFromEnv, createRuntime } from "../lib/mod.ts";
import { createHttpHandler, type HttpHandler, type HttpOptions } from "./http/handler.ts";
import { createWebApp, webDoor } from "../web/mod.ts";
import { exposureProblem } from "./http/exposure.ts";
import { type ConnLimits, connLimitsFromEnv, serveGuarded } from "./http/conn_guard.ts";

export { createHttpHandler } from "./http/handler.ts";
export type { HttpHandler, HttpOptions, WebDoors } from "./http/handler.ts";
export type { StructuredPolicy } from "./protocol/structured.ts";
export type { LogRecord, LogSink } from "./protocol/log.ts";
export { KvRateStore, MemoryRateStore } from "./http/rate_store.ts";
export type { RateDraw, RateStore, RateVerdict } from "./http/rate_store.ts";
export type { ConnLimits } from "./http/conn_guard.ts";

const MCP_PATH = "/mcp";

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
    bodyTimeoutMs: num("BEOPMANG_BODY_TIMEOUT_MS", 10_000),
    maxResponseBytes: num("BEOPMANG_MAX_RESPONSE_BYTES", 4 << 20),
    // Unset: the handler's defaults (which depend on whether a key can be spent at all).
    rateLimit: env.get("BEOPMANG_RATE_CLIENT") || env.get("BEOPMANG_RATE_SHARED")
      ? {
        perClient: num("BEOPMANG_RATE_CLIENT", 60),
        sharedKey: num("BEOPMANG_RATE_SHARED", 300),
      }
      : undefined,
    trustProxy: trustedHops(env.get("BEOPMANG_TRUST_PROXY")),
  };
}

/** `BEOPMANG_TRUST_PROXY`: the number of proxies in front (unset or 0: none). */
function trustedHops(v: string | undefined): number {
  if (!v?.trim()) return 0;
  if (/^\d{1,2}$/.test(v.trim())) return Number(v.trim());
  throw new Error(
    `BEOPMANG_TRUST_PROXY must be the number of proxies in front of the server (1, 2, …), ` +
      `not '${v.slice(0, 20)}'.`,
  );
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
 * Rejects without listening when the settings are unsafe (clients can be remote and there is no
 * token, or the token is shorter than 16 characters).
 * Connections pass the limits of `http/conn_guard.ts` (`connections` overrides the environment's).
 */
export async function serveHttp(
  overrides: Partial<HttpOptions> & {
    port?: number;
    quiet?: boolean;
    connections?: Partial<ConnLimits>;
  } = {},
): Promise<HttpServer> {
  const fromEnv = httpOptionsFromEnv();
  const own = !overrides.runtime;
  const runtime = overrides.runtime ?? await createRuntime(configFromEnv());
  const opts: HttpOptions = { ...fromEnv, ...overrides, runtime };
  let handler: HttpHandler;
  try {
    handler = createApp(opts);
  } catch (e) {
    if (own) await runtime.close();
    throw e;
  }
  const hostname = opts.hostname ?? "127.0.0.1";
  let server: Awaited<ReturnType<typeof serveGuarded>>;
  try {
    server = await serveGuarded({
      hostname,
      port: overrides.port ?? fromEnv.port,
      limits: guardLimits(
        { ...connLimitsFromEnv(), ...overrides.connections },
        opts.heartbeatMs ?? 1_000,
        !!opts.trustProxy && !Deno.env.get("BEOPMANG_MAX_CONNECTIONS_PER_CLIENT"),
      ),
    }, handler);
  } catch (e) {
    if (own) await runtime.close();
    throw e;
  }
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  const url = `http://${host}:${server.addr.port}`;
  if (!overrides.quiet) {
    for (const n of runtime.notices) console.error(`[beopmang] ${n}`);
    console.error(`[beopmang] MCP over HTTP at ${url}${MCP_PATH} (health: ${url}/health)`);
    console.error(`[beopmang] web app at ${url}/`);
  }
  return {
    url,
    async close() {
      await server.shutdown();
      if (own) await runtime.close();
    },
  };
}

/**
 * A streamed answer writes at least every `heartbeatMs` (SSE keep-alives, heartbeats before a
 * slow JSON answer); the idle limit counts from the last byte sent, so it must be longer. Behind
 * a trusted proxy every connection comes from the proxy: unless set, no cap per address but the
 * total.
 */
function guardLimits(limits: ConnLimits, heartbeatMs: number, proxied: boolean): ConnLimits {
  return {
    ...limits,
    idleTimeoutMs: Math.max(limits.idleTimeoutMs, 2 * heartbeatMs),
    maxPerClient: proxied ? limits.maxConnections : limits.maxPerClient,
  };
}

/**
 * The whole app: the web app at `/` beside the MCP endpoint (`/mcp`), `/health` and `/signin`,
 * every door behind the same guards (Host, Origin, token or session, body, rate limits).
 *
 * @example
 * ```ts
 * import { createApp } from "./http.ts";
 * import { createRuntime } from "../lib/mod.ts";
 * const app = createApp({ runtime: await createRuntime(), hostname: "127.0.0.1" });
 * Deno.serve({ hostname: "127.0.0.1", port: 8000 }, app);
 * ```
 */
export function createApp(opts: HttpOptions): HttpHandler {
  const web = {
    handler: createWebApp({ runtime: opts.runtime, signOut: Boolean(opts.authToken) }),
    door: webDoor,
  };
  return createHttpHandler({ ...opts, web });
}

/** The shape `deno serve` and Deno Deploy expect from a module's default export. */
export interface ServeEntry {
  /** Answers one request. */
  fetch(req: Request, info?: { remoteAddr?: Deno.Addr }): Promise<Response>;
  /** Told the address `deno serve` bound, before the first request. */
  onListen(addr: Deno.Addr): void;
}

let app: Promise<HttpHandler> | undefined;
/** The address `deno serve` bound (its `onListen`); undefined until it is told. */
let boundTo: string | undefined;

/**
 * `deno serve mcp/http.ts`: `onListen` learns the bind address (`--host`; `deno serve`'s default
 * is 0.0.0.0) and refuses unsafe settings at once, as `deno task start` does; the handler is
 * built from the environment on the first request, with that address, so the Host check and the
 * token rule are the same as on every other entry. A platform that never calls `onListen` leaves
 * the address unknown: then, without a token, only loopback clients under loopback names pass.
 */
const entry: ServeEntry = {
  onListen(addr) {
    boundTo = "hostname" in addr ? addr.hostname : undefined;
    let problem: string | undefined;
    try {
      const opts = httpOptionsFromEnv();
      problem = exposureProblem({
        ...opts,
        hostname: boundTo,
        hosted: configFromEnv().hosted === true,
      });
    } catch (e) {
      problem = e instanceof Error ? e.message : String(e);
    }
    if (problem) {
      console.error(`[beopmang] ${problem}`);
      Deno.exit(1);
    }
    const shown = boundTo?.includes(":") ? `[${boundTo}]` : boundTo;
    if ("port" in addr) console.error(`[beopmang] serving on http://${shown}:${addr.port}/`);
    // `deno task serve` sets it: the runtime (and the starter's first build) begins now.
    if (configFromEnv().starterPrebuild) void serveApp();
  },
  fetch(req, info) {
    return serveApp().then((h) => h(req, info));
  },
};

/** The `deno serve` app, made on the first request (or at listen, to prebuild the starter). */
function serveApp() {
  return app ??= (async () => {
    const runtime = await createRuntime(configFromEnv());
    for (const n of runtime.notices) console.error(`[beopmang] ${n}`);
    return createApp({ ...httpOptionsFromEnv(), hostname: boundTo, runtime });
  })();
}
export default entry;
