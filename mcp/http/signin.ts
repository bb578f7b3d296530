/**
 * `/signin`: the form, and its POST — the token checked in constant time, a same-origin rule
 * against login CSRF, then a session cookie (`session.ts`) that is `HttpOnly`,
 * `SameSite=Strict`, and `Secure` over https, and a 303 back to the page asked for.
 *
 * @module
 */

import type { Endpoint, GuardCtx } from "./chain.ts";
import { sameOrigin, sameSecret } from "./checks.ts";
import { escapeHtml, refusalPage } from "./refusal.ts";
import {
  cookieValue,
  mintSession,
  SESSION_COOKIE,
  SESSION_TTL_S,
  validSession,
} from "./session.ts";
import { localTarget, SECURITY_HEADERS } from "../../web/mod.ts";

/** Largest sign-in form body (a token and a path). */
export const SIGNIN_MAX_BYTES = 4096;

/** Settings of the sign-in door. */
export interface SigninOptions {
  /** The token (undefined: nothing to sign in to). */
  token?: string;
  /** Whether the browser reached us over https (the cookie is then `Secure`). */
  https: (req: Request) => boolean;
}

/**
 * An HTML answer of the sign-in doors (never cached).
 *
 * @example
 * ```ts
 * import { signinPage } from "./signin.ts";
 * const res = signinPage(200, "<p>hi</p>");
 * ```
 */
export function signinPage(
  status: number,
  body: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      ...SECURITY_HEADERS,
      ...headers,
    },
  });
}

const esc = escapeHtml;

/**
 * Login (and logout) CSRF: only our own pages may post these forms — browsers send `Origin` on
 * every POST, and `Sec-Fetch-Site` where they do not. A 403 page when the post came from
 * elsewhere, `undefined` when it may go on.
 *
 * @example
 * ```ts
 * import { refuseCrossSite } from "./signin.ts";
 * import type { GuardCtx } from "./chain.ts";
 * declare const req: Request, ctx: GuardCtx;
 * const refused = refuseCrossSite(req, ctx);
 * ```
 */
export function refuseCrossSite(req: Request, ctx: GuardCtx): Response | undefined {
  const host = req.headers.get("host") ?? ctx.url.host;
  const origin = req.headers.get("origin");
  const site = req.headers.get("sec-fetch-site");
  if (origin !== null ? sameOrigin(origin, host) : site === null || site === "same-origin") {
    return undefined;
  }
  const path = ctx.url.pathname;
  const r = {
    status: 403,
    code: "FORBIDDEN",
    ko: "다른 사이트에서 보낸 로그인·로그아웃 요청은 받지 않습니다",
    message: `Forbidden: the form of ${path} must be posted from this site.`,
    link: { href: path, ko: "다시", en: "Again" },
  };
  return ctx.finish(signinPage(403, refusalPage(r)), { signin: "cross-site" });
}

/**
 * The sign-in form (no script: a plain POST).
 *
 * @example
 * ```ts
 * import { signinForm } from "./signin.ts";
 * const html = signinForm("/search?q=민법", true);
 * ```
 */
export function signinForm(next: string, wrong = false): string {
  return "<!DOCTYPE html>" +
    `<html lang="ko"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>로그인 · 법망</title><link rel="stylesheet" href="/static/app.css"></head>` +
    `<body><main id="main"><section class="signin" aria-labelledby="signin-h">` +
    `<h1 id="signin-h">로그인 <span lang="en">Sign in</span></h1>` +
    `<p>이 서버는 접근 토큰(BEOPMANG_AUTH_TOKEN)을 아는 사람만 씁니다.</p>` +
    `<p lang="en">This server is open to holders of its access token only.</p>` +
    (wrong
      ? `<p class="error" role="alert" data-code="UNAUTHORIZED">토큰이 맞지 않습니다. ` +
        `<span lang="en">Wrong token.</span></p>`
      : "") +
    `<form method="post" action="/signin"><input type="hidden" name="next" value="${esc(next)}">` +
    `<label>토큰 <span lang="en">Token</span> <input type="password" name="token" ` +
    `autocomplete="current-password" required></label> <button type="submit">로그인</button>` +
    `</form></section></main></body></html>`;
}

/**
 * The `/signin` endpoint: GET shows the form (or, with a live session, goes straight on), POST checks the token and sets the cookie (303 to
 * `next`). The body limit, rate limit and Host check run before it; the same-origin rule for the
 * POST (login CSRF) is checked here.
 *
 * @example
 * ```ts
 * import { compose } from "./chain.ts";
 * import { signinEndpoint } from "./signin.ts";
 * const signin = compose()(signinEndpoint({ token: "s3cret", https: () => false }));
 * ```
 */
export function signinEndpoint(opts: SigninOptions): Endpoint {
  return async (req: Request, ctx: GuardCtx): Promise<Response> => {
    if (!opts.token) {
      const r = {
        status: 404,
        code: "NOT_FOUND",
        ko: "이 서버는 로그인이 필요 없습니다",
        message: "This server needs no sign-in.",
        link: { href: "/", ko: "검색으로", en: "to search" },
      };
      return ctx.finish(signinPage(404, refusalPage(r)));
    }
    if (req.method === "GET" || req.method === "HEAD") {
      const next = localTarget(ctx.url.searchParams.get("next"));
      // SameSite=Strict withholds the cookie when a link from another site opens a page (the 401
      // page then shows); following its sign-in link is same-site, so a live session goes on.
      const session = cookieValue(req.headers.get("cookie"), SESSION_COOKIE);
      if (await validSession(opts.token, session)) {
        return ctx.finish(new Response(null, { status: 303, headers: { location: next } }));
      }
      return ctx.finish(signinPage(200, signinForm(next)));
    }
    if (req.method !== "POST") {
      return ctx.finish(
        new Response("Method Not Allowed", {
          status: 405,
          headers: { allow: "GET, POST" },
        }),
      );
    }
    const crossSite = refuseCrossSite(req, ctx);
    if (crossSite) return crossSite;
    const type = req.headers.get("content-type") ?? "";
    const form = type.startsWith("application/x-www-form-urlencoded")
      ? new URLSearchParams(ctx.body ?? "")
      : new URLSearchParams();
    const next = localTarget(form.get("next"));
    const given = form.get("token") ?? "";
    if (!given || !(await sameSecret(given, opts.token))) {
      return ctx.finish(signinPage(401, signinForm(next, true)), { signin: "wrong" });
    }
    const secure = opts.https(req) ? "; Secure" : "";
    const cookie = `${SESSION_COOKIE}=${await mintSession(opts.token)}; Path=/; HttpOnly; ` +
      `SameSite=Strict; Max-Age=${SESSION_TTL_S}${secure}`;
    return ctx.finish(
      new Response(null, { status: 303, headers: { location: next, "set-cookie": cookie } }),
      { signin: "ok" },
    );
  };
}
