/**
 * `/signout`: GET shows a one-button form, POST clears the session cookie and goes to
 * `/signin`. The POST passes the same same-origin rule as `/signin` (logout CSRF: another site
 * must not sign a visitor out), behind the same Host check, body limit and per-client rate limit.
 * Sessions are signed, not stored, so signing out ends this browser's session; changing the token
 * ends every session.
 *
 * @module
 */

import type { Endpoint, GuardCtx } from "./chain.ts";
import { refusalPage } from "./refusal.ts";
import { SESSION_COOKIE } from "./session.ts";
import { refuseCrossSite, signinPage } from "./signin.ts";

/**
 * The sign-out form (no script: a plain POST).
 *
 * @example
 * ```ts
 * import { signoutForm } from "./signout.ts";
 * const html = signoutForm();
 * ```
 */
export function signoutForm(): string {
  return "<!DOCTYPE html>" +
    `<html lang="ko"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>로그아웃 · 법망</title><link rel="stylesheet" href="/static/app.css"></head>` +
    `<body><main id="main"><section class="signin" aria-labelledby="signout-h">` +
    `<h1 id="signout-h">로그아웃 <span lang="en">Sign out</span></h1>` +
    `<form method="post" action="/signout"><button type="submit">로그아웃</button></form>` +
    `</section></main></body></html>`;
}

/**
 * The `/signout` endpoint (see the module note).
 *
 * @example
 * ```ts
 * import { compose } from "./chain.ts";
 * import { signoutEndpoint } from "./signout.ts";
 * const signout = compose()(signoutEndpoint({ token: "tok-0123456789abcdef", https: () => false }));
 * ```
 */
export function signoutEndpoint(
  opts: { token?: string; https: (req: Request) => boolean },
): Endpoint {
  return (req: Request, ctx: GuardCtx): Promise<Response> => {
    if (!opts.token) {
      const r = {
        status: 404,
        code: "NOT_FOUND",
        ko: "이 서버는 로그인이 필요 없습니다",
        message: "This server needs no sign-in, so there is nothing to sign out of.",
        link: { href: "/", ko: "검색으로", en: "to search" },
      };
      return Promise.resolve(ctx.finish(signinPage(404, refusalPage(r))));
    }
    if (req.method === "GET" || req.method === "HEAD") {
      return Promise.resolve(ctx.finish(signinPage(200, signoutForm())));
    }
    if (req.method !== "POST") {
      return Promise.resolve(ctx.finish(
        new Response("Method Not Allowed", { status: 405, headers: { allow: "GET, POST" } }),
      ));
    }
    const crossSite = refuseCrossSite(req, ctx);
    if (crossSite) return Promise.resolve(crossSite);
    const secure = opts.https(req) ? "; Secure" : "";
    const cleared = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`;
    return Promise.resolve(ctx.finish(
      new Response(null, {
        status: 303,
        headers: { location: "/signin", "set-cookie": cleared, "cache-control": "no-store" },
      }),
      { signin: "signed-out" },
    ));
  };
}
