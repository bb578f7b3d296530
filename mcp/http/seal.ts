/**
 * The last checks on what the HTTP face writes: no header value a client or the upstream could
 * have shaped leaves unchecked ({@link sealHeaders}: Deno's HTTP writer panics on a control
 * character, which ends the process), what a token guards is never stored by a shared cache
 * ({@link privateWhenGuarded}), and a request whose `Host` is no host name gets a logged 400
 * ({@link badHost}) instead of an unlogged 500 with a stack trace.
 *
 * @module
 */

import type { Middleware } from "./chain.ts";
import type { LogSink } from "../protocol/log.ts";

/**
 * What Deno's HTTP writer accepts: tabs, visible ASCII, spaces and obs-text (U+0080–U+00FF, which
 * `Headers` holds as bytes; an echoed request header may carry them). Any other control character
 * makes it panic.
 */
const WRITABLE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * The response, or — when a header value could not be written (a control character: a bug
 * upstream of here) — a logged 500 without that header. Never throws.
 *
 * @example
 * ```ts
 * import { sealHeaders } from "./seal.ts";
 * const res = sealHeaders(new Response("ok"), () => {});
 * ```
 */
export function sealHeaders(res: Response, log: LogSink): Response {
  for (const [name, value] of res.headers) {
    if (WRITABLE.test(value)) continue;
    log({ error: `a response header could not be written safely: ${name}`, status: 500 });
    res.body?.cancel().catch(() => {});
    return new Response("Internal Server Error", {
      status: 500,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  return res;
}

/**
 * With a token, every answer it guards becomes `Cache-Control: private` (a `public` one is
 * turned private, one without `private` or `no-store` gains it): a shared cache in front must
 * not hand a signed-in reader's page, suggestions or MCP answer to someone without the token.
 *
 * @example
 * ```ts
 * import { compose } from "./chain.ts";
 * import { privateWhenGuarded } from "./seal.ts";
 * const chain = compose(privateWhenGuarded(true));
 * ```
 */
export function privateWhenGuarded(tokenMode: boolean): Middleware {
  if (!tokenMode) return (_req, _ctx, next) => next();
  return async (_req, _ctx, next) => {
    const res = await next();
    const cc = res.headers.get("cache-control") ?? "";
    if (/\b(private|no-store)\b/.test(cc)) return res;
    const value = /\bpublic\b/.test(cc)
      ? cc.replace(/\bpublic\b/, "private")
      : cc
      ? `private, ${cc}`
      : "private, no-cache";
    try {
      res.headers.set("cache-control", value);
      return res;
    } catch {
      // Immutable headers (a Response.json of a fetched answer): copy it.
      const headers = new Headers(res.headers);
      headers.set("cache-control", value);
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    }
  };
}

/**
 * The answer to a request Deno could not turn into a URL (its `Host` is no host name): a
 * logged 400 that names the rule, not the value.
 *
 * @example
 * ```ts
 * import { badHost } from "./seal.ts";
 * const res = badHost(new Request("http://x/"), "127.0.0.1", Date.now(), () => {});
 * ```
 */
export function badHost(req: Request, client: string, t0: number, log: LogSink): Response {
  log({
    method: req.method,
    client,
    status: 400,
    error: "the Host header is not a valid host name",
    ms: Date.now() - t0,
  });
  return new Response("Bad Request: the Host header is not a valid host name\n", {
    status: 400,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      connection: "close",
    },
  });
}
