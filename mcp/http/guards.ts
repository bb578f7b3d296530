/**
 * The guards every key-spending door passes (composed per door in `handler.ts`): the Host
 * allow-list (DNS rebinding), the Origin allow-list, the token (bearer, or a browser's session
 * cookie on web doors) and the body limit; the rate limits are in `rate_limit.ts`. Each is a
 * plain function in Hono's middleware style; a refusal is written by the door (`refusal.ts`).
 *
 * @module
 */

import type { Middleware } from "./chain.ts";
import {
  bearerToken,
  hostName,
  isLoopback,
  originAllowed,
  readBody,
  sameOrigin,
  sameSecret,
} from "./checks.ts";
import { refuse } from "./refusal.ts";
import { cookieValue, SESSION_COOKIE, validSession } from "./session.ts";

/**
 * Whether a `Host` header value names this server as it may be named: a loopback name, or one
 * listed in `allowed` (by name, or name and port).
 *
 * @example
 * ```ts
 * import { hostKnown } from "./guards.ts";
 * hostKnown("127.0.0.1:8000", []); // true
 * hostKnown("evil.example", ["law.example"]); // false
 * ```
 */
export function hostKnown(host: string, allowed: readonly string[]): boolean {
  const name = hostName(host);
  return isLoopback(name) || allowed.includes(name) || allowed.includes(host);
}

/**
 * A loopback server answers only loopback (or listed) Host names: a page on `evil.example` that
 * rebinds its name to 127.0.0.1 must not reach us. So does a server whose bind address is
 * unknown when it answers without a token (`unknownStrict`). Off loopback the token is the
 * defence.
 *
 * @example
 * ```ts
 * import { compose } from "./chain.ts";
 * import { hostCheck } from "./guards.ts";
 * const guarded = compose(hostCheck("127.0.0.1", ["law.example"]));
 * ```
 */
export function hostCheck(
  bound: string | undefined,
  allowed: readonly string[],
  unknownStrict = false,
): Middleware {
  const checks = bound === undefined ? unknownStrict : isLoopback(bound);
  return (req, ctx, next) => {
    const host = req.headers.get("host") ?? ctx.url.host;
    if (checks && !hostKnown(host, allowed)) {
      return Promise.resolve(refuse(ctx, {
        status: 403,
        code: "FORBIDDEN",
        rpcCode: -32000,
        message: `Forbidden: Host '${host.slice(0, 100)}' is not allowed`,
        ko: "이 서버가 받지 않는 호스트 이름입니다 (BEOPMANG_ALLOWED_HOSTS)",
      }));
    }
    return next();
  };
}

/**
 * Browsers' cross-site requests: loopback origins, listed ones and this server's own origin
 * pass; any other Origin is refused (a request without one is not a browser's cross-site call).
 *
 * @example
 * ```ts
 * import { compose } from "./chain.ts";
 * import { originCheck } from "./guards.ts";
 * const guarded = compose(originCheck(["https://app.example"]));
 * ```
 */
export function originCheck(allowed: readonly string[]): Middleware {
  return (req, ctx, next) => {
    const origin = ctx.origin;
    const host = req.headers.get("host") ?? ctx.url.host;
    if (origin && !originAllowed(origin, allowed) && !sameOrigin(origin, host)) {
      return Promise.resolve(refuse(ctx, {
        status: 403,
        code: "FORBIDDEN",
        rpcCode: -32000,
        message: `Forbidden: Origin '${origin.slice(0, 100)}' is not allowed ` +
          "(BEOPMANG_ALLOWED_ORIGINS)",
        ko: "이 서버가 받지 않는 출처(Origin)에서 온 요청입니다",
      }));
    }
    return next();
  };
}

/** Who may come in: see {@link bearerOrCookie}. */
export interface AuthRule {
  /** The token; set = required on every door it guards. */
  token?: string;
  /** The bind address (undefined: unknown, `deno serve`). */
  bound: string | undefined;
  /** Hosted: the server holds no key, so no token is needed. */
  open: boolean;
  /** Whether a browser's session cookie counts (web doors) or only a bearer token (`/mcp`). */
  cookie: boolean;
}

/**
 * The token where one is required: `Authorization: Bearer` (constant-time compare), or on web
 * doors the signed session cookie `/signin` sets. Without a token and with an unknown bind
 * address, only loopback clients are answered.
 *
 * @example
 * ```ts
 * import { compose } from "./chain.ts";
 * import { bearerOrCookie } from "./guards.ts";
 * const rule = { token: "s3cret", bound: "0.0.0.0", open: false, cookie: true };
 * const guarded = compose(bearerOrCookie(rule));
 * ```
 */
export function bearerOrCookie(rule: AuthRule): Middleware {
  const www = { "www-authenticate": 'Bearer realm="beopmang"' };
  return async (req, ctx, next) => {
    if (rule.token) {
      const given = bearerToken(req.headers.get("authorization"));
      if (given && await sameSecret(given, rule.token)) return await next();
      const session = cookieValue(req.headers.get("cookie"), SESSION_COOKIE);
      if (rule.cookie && await validSession(rule.token, session)) return await next();
      const back = ctx.url.pathname + ctx.url.search;
      return refuse(ctx, {
        status: 401,
        code: "UNAUTHORIZED",
        rpcCode: -32001,
        message: rule.cookie
          ? "Unauthorized: sign in at /signin (or send Authorization: Bearer <token>)"
          : "Unauthorized: send Authorization: Bearer <token>",
        ko: "로그인이 필요합니다",
        headers: www,
        link: { href: `/signin?next=${encodeURIComponent(back)}`, ko: "로그인", en: "Sign in" },
      });
    }
    if (rule.bound === undefined && !isLoopback(ctx.client) && !rule.open) {
      return refuse(ctx, {
        status: 401,
        code: "UNAUTHORIZED",
        rpcCode: -32001,
        message: "Unauthorized: this server has no BEOPMANG_AUTH_TOKEN and only " +
          "answers loopback clients",
        ko: "이 서버는 같은 컴퓨터에서 온 요청만 받습니다",
        headers: www,
      });
    }
    return await next();
  };
}

/**
 * Caps the body: a declared length over `maxBytes` is refused unread (413); with `read`, the
 * body is read into `ctx.body` under the byte limit and a time limit (408: slow clients).
 *
 * @example
 * ```ts
 * import { compose } from "./chain.ts";
 * import { bodyLimit } from "./guards.ts";
 * const guarded = compose(bodyLimit(1 << 20, 10_000, true));
 * ```
 */
export function bodyLimit(maxBytes: number, timeoutMs: number, read: boolean): Middleware {
  return async (req, ctx, next) => {
    const tooLarge = () =>
      refuse(ctx, {
        status: 413,
        code: "BODY_TOO_LARGE",
        rpcCode: -32000,
        message: `Payload Too Large: the body must not exceed ${maxBytes} bytes`,
        ko: "요청 본문이 너무 큽니다",
      });
    const declared = Number(req.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
    if (!read) return await next();
    const body = await readBody(req, maxBytes, timeoutMs);
    if (!body.ok && body.timedOut) {
      return refuse(ctx, {
        status: 408,
        code: "TIMEOUT",
        rpcCode: -32000,
        message: `Request Timeout: the body must arrive within ${timeoutMs} ms`,
        ko: "요청 본문이 제시간에 도착하지 않았습니다",
        headers: { connection: "close" },
      });
    }
    if (!body.ok && body.notUtf8) {
      return refuse(ctx, {
        status: 400,
        code: "BAD_INPUT",
        rpcCode: -32700,
        message: "Parse error: the request body is not valid UTF-8",
        ko: "요청 본문이 UTF-8이 아닙니다",
      });
    }
    if (!body.ok) return tooLarge();
    ctx.body = body.text;
    return await next();
  };
}
