/**
 * The HTTP handler: `/health`, then one guard chain per door (`chain.ts`) — `/mcp`, and
 * with a web app the pages, `/api/*`, static files and `/signin` — built from the same guards
 * (`guards.ts`, `rate_limit.ts`) over one rate store, so a page read and a tools/call draw on the same
 * per-client and shared-key buckets. {@link dispatch} answers MCP with a per-request server.
 *
 * @module
 */

import type { StructuredPolicy } from "../protocol/structured.ts";
import { type Runtime, type UpstreamMeter, VERSION } from "../../lib/mod.ts";
import { isLegacyRequest } from "../protocol/sdk.ts";
import { dispatch } from "./dispatch.ts";
import { modernHandler } from "./modern.ts";
import { KvRateStore, MemoryRateStore, type RateStore } from "./rate_store.ts";
import { compose, type Door, type Endpoint, type GuardCtx } from "./chain.ts";
import { isLoopback, originAllowed } from "./checks.ts";
import { bearerOrCookie, bodyLimit, hostCheck, hostKnown, originCheck } from "./guards.ts";
import { clientAddress, exposureProblem, proxyHops } from "./exposure.ts";
import { badHost, privateWhenGuarded, sealHeaders } from "./seal.ts";
import { signoutEndpoint } from "./signout.ts";
import { rateDraws, rateLimit, type RateRule } from "./rate_limit.ts";
import { mcpBody, mcpMethod, preflight } from "./mcp_guards.ts";
import { SIGNIN_MAX_BYTES, signinEndpoint } from "./signin.ts";
import { type LogSink, stderrLog } from "../protocol/log.ts";

/** Settings of the HTTP face. */
export interface HttpOptions {
  /** The configured runtime. */
  runtime: Runtime;
  /**
   * The address the server is bound to (`deno serve` learns it in `onListen`); undefined =
   * unknown: see authToken.
   */
  hostname?: string;
  /**
   * Bearer token required on `/mcp` (16+ characters). Mandatory whenever clients can be remote
   * (off loopback, behind a proxy, or under a listed Host name) unless hosted; when the bind
   * address is unknown and no token is set, only loopback clients are answered.
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
  /**
   * Behind trusted proxies: how many of them append to `X-Forwarded-For` (`true` = 1). The
   * client is the address the outermost one appended, counted from the right; a token is then
   * required (clients are remote).
   */
  trustProxy?: boolean | number;
  /** Request log sink (default: JSON lines on stderr). */
  log?: LogSink;
  /**
   * While an answer is pending: SSE keep-alives, or heartbeats before a slow JSON answer, so that
   * a client that went away is noticed and its upstream calls are cancelled. Default 1000 ms.
   */
  heartbeatMs?: number;
  /** When tool results carry structuredContent (default: see `protocol/structured.ts`). */
  structuredContent?: StructuredPolicy;
  /** The web app behind the same guards (pages, `/api/*`, static files; `/signin` then exists). */
  web?: WebDoors;
}

/** A web app and how its paths are guarded (see `webDoor` in web/app.tsx). */
export interface WebDoors {
  /**
   * Answers a web request (after the guards): `signal` ends when the client goes (its upstream
   * calls stop), `meter` counts its upstream calls against the rate limits.
   */
  handler: (
    req: Request,
    extra?: { signal?: AbortSignal; meter?: UpstreamMeter },
  ) => Promise<Response>;
  /** Which door a path is. */
  door: (pathname: string) => "static" | "api" | "page";
}

/** `Deno.serve`-compatible handler. */
export type HttpHandler = (req: Request, info?: { remoteAddr?: Deno.Addr }) => Promise<Response>;

/**
 * Builds the HTTP handler. Throws when clients can be remote and no token guards the key, or
 * when the token is shorter than 16 characters (`exposure.ts`).
 *
 * @example
 * ```ts
 * import { createHttpHandler } from "../http.ts";
 * import { createRuntime } from "../../lib/mod.ts";
 * const handler = createHttpHandler({ runtime: await createRuntime() });
 * Deno.serve({ hostname: "127.0.0.1", port: 8000 }, handler);
 * ```
 */
export function createHttpHandler(opts: HttpOptions): HttpHandler {
  const bound = opts.hostname;
  // A hosted server holds no key: there is nothing of ours to spend, so no token is needed to
  // serve the public (the rate limits still apply).
  const open = opts.runtime.hosted;
  const problem = exposureProblem({ ...opts, hosted: open });
  if (problem) throw new Error(problem);
  const hops = proxyHops(opts.trustProxy);
  const allowedOrigins = opts.allowedOrigins ?? [];
  const maxBody = opts.maxBodyBytes ?? 1 << 20;
  const bodyTimeout = opts.bodyTimeoutMs ?? 10_000;
  const rate = opts.rateLimit ?? defaultRate(opts.runtime, bound);
  const store: RateStore = opts.rateStore ??
    // Hosted, or sharing one KV with other processes: the limits hold across all of them.
    ((opts.runtime.hosted || opts.runtime.sharedKv) && opts.runtime.kv
      ? new KvRateStore(opts.runtime.kv)
      : new MemoryRateStore());
  const log = opts.log ?? stderrLog();
  const started = Date.now();
  const modern = modernHandler(maxBody, opts.heartbeatMs ?? 1_000);
  const auth = { token: opts.authToken, bound, open };
  const allowedHosts = opts.allowedHosts ?? [];
  // Without a token and with the bind unknown, only local clients under local names pass.
  const gate = [
    hostCheck(bound, allowedHosts, !opts.authToken && !open),
    originCheck(allowedOrigins),
  ];

  const mcpEnd: Endpoint = async (req, ctx) => {
    const { parsed, messages } = ctx.mcp!;
    const allowUpstream = async () => (await store.take(rateDraws(rate, ctx.client, ctx.oc, 1))).ok;
    return await dispatch({
      req,
      parsed,
      messages,
      runtime: opts.runtime,
      oc: ctx.oc,
      maxResponseBytes: opts.maxResponseBytes ?? 4 << 20,
      allowUpstream,
      meter: ctx.meter,
      cors: ctx.cors,
      finish: ctx.finish,
      protocolVersion: ctx.protocolVersion!,
      heartbeatMs: opts.heartbeatMs ?? 1_000,
      structuredContent: opts.structuredContent,
      modern: (await isLegacyRequest(req, parsed)) ? undefined : modern,
    });
  };
  const web = opts.web;
  const webEnd: Endpoint = async (req, ctx) =>
    ctx.finish(await web!.handler(req, { signal: req.signal, meter: ctx.meter }));
  const https = (req: Request) =>
    new URL(req.url).protocol === "https:" ||
    (hops > 0 && req.headers.get("x-forwarded-proto") === "https");
  // What a token guards no shared cache may keep (`private`).
  const guarded = privateWhenGuarded(!!opts.authToken);
  const pages = compose(
    ...gate,
    guarded,
    bearerOrCookie({ ...auth, cookie: true }),
    bodyLimit(maxBody, bodyTimeout, false),
    rateLimit(store, rate),
  )(webEnd);
  const form = compose(
    ...gate,
    bodyLimit(SIGNIN_MAX_BYTES, bodyTimeout, true),
    rateLimit(store, rate, false),
  );
  const chains: Record<Door, Endpoint> = {
    mcp: compose(
      ...gate,
      preflight,
      guarded,
      bearerOrCookie({ ...auth, cookie: false }),
      mcpMethod,
      bodyLimit(maxBody, bodyTimeout, true),
      mcpBody,
      rateLimit(store, rate),
    )(mcpEnd),
    page: pages,
    api: pages,
    // Static files are the app's own code: they spend no key, and the sign-in page needs them.
    static: compose(...gate)(webEnd),
    // Sign-in attempts are counted per client (guessing the token), not on the shared key.
    signin: form(signinEndpoint({ token: opts.authToken, https })),
    signout: form(signoutEndpoint({ token: opts.authToken, https })),
  };

  const answer = async (
    req: Request,
    info: { remoteAddr?: Deno.Addr } | undefined,
  ): Promise<Response> => {
    const t0 = Date.now();
    const client = clientAddress(req, info, hops) ?? "unknown";
    let url: URL;
    try {
      url = new URL(req.url);
    } catch {
      // A Host header that is no host name (`<script>`): Deno cannot even build the URL.
      return badHost(req, client, t0, log);
    }
    const origin = req.headers.get("origin");
    const cors: Record<string, string> = origin && originAllowed(origin, allowedOrigins)
      ? {
        "access-control-allow-origin": origin,
        "access-control-expose-headers": "mcp-session-id, retry-after",
        vary: "Origin",
      }
      : {};
    const record: Record<string, unknown> = { method: req.method, path: url.pathname, client };
    const finish = (res: Response, extra: Record<string, unknown> = {}) => {
      log({ ...record, ...extra, status: res.status, ms: Date.now() - t0 });
      return res;
    };

    if (url.pathname === "/health") {
      // An unknown Host (a rebinding page, a scanner) learns only that something answers.
      const host = req.headers.get("host") ?? url.host;
      if (!hostKnown(host, allowedHosts)) {
        return finish(
          Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } }),
        );
      }
      return finish(Response.json({
        status: "ok",
        name: "beopmang",
        version: VERSION,
        demo: !!opts.runtime.demoNotice,
        uptimeS: Math.round((Date.now() - started) / 1000),
      }, { headers: { "cache-control": "no-store", ...cors } }));
    }
    const door: Door | undefined = url.pathname === "/mcp"
      ? "mcp"
      : !web
      ? undefined
      : url.pathname === "/signin"
      ? "signin"
      : url.pathname === "/signout"
      ? "signout"
      : web.door(url.pathname);
    if (!door) {
      return finish(Response.json({ error: "not found; MCP is at /mcp" }, { status: 404 }));
    }
    const ctx: GuardCtx = {
      url,
      door,
      client,
      origin,
      cors,
      record,
      finish,
      cost: costOf(door, req.method),
    };
    record.door = door;
    if (door !== "static" && door !== "signin" && door !== "signout") {
      record.key = opts.runtime.demoNotice ? "demo" : "server";
    }
    return await chains[door](req, ctx);
  };
  // Every answer's headers are checked once more before Deno writes them: a control character
  // in a header value ends the process (Deno's HTTP writer panics), so none may get through.
  return async (req, info) => sealHeaders(await answer(req, info), log);
}

/**
 * The limits when none are configured: 60 a minute per client and 300 on the shared key — except
 * for the demo on a loopback bind, which spends no key and serves one person: no limit they can
 * reach by reading.
 */
function defaultRate(runtime: Runtime, bound: string | undefined): RateRule {
  const keyless = !!runtime.demoNotice && !runtime.hosted;
  if (keyless && bound !== undefined && isLoopback(bound)) {
    return { perClient: 1_000_000, sharedKey: 1_000_000 };
  }
  return { perClient: 60, sharedKey: 300 };
}

/**
 * What a request takes from the rate limits before its guards know more: a page or `/api` read
 * calls tools (annex pages download files), a sign-in attempt may guess the token; MCP's cost is
 * set from its body (tools/call, resources/read) by `mcpBody`.
 */
function costOf(door: Door, method: string): number {
  const reads = method === "GET" || method === "HEAD";
  if (door === "page" || door === "api") return reads ? 1 : 0;
  return (door === "signin" || door === "signout") && method === "POST" ? 1 : 0;
}
