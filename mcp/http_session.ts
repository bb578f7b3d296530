/**
 * Browser sign-in for a server that requires `BEOPMANG_AUTH_TOKEN`: `/signin` takes the token
 * once (a same-origin form POST) and answers with a session cookie — `HttpOnly`,
 * `SameSite=Strict`, `Secure` over https — holding `expiry.nonce.signature`, an HMAC made with
 * the token as key. The cookie never holds the token, no script can read it, any instance that
 * knows the token can check it (no session store: isolates of one deployment agree), and
 * changing the token ends every session.
 *
 * @module
 */

import type { Endpoint, GuardCtx } from "./http_chain.ts";
import { sameOrigin, sameSecret } from "./http_guard.ts";
import { refusalPage } from "./http_refusal.ts";
import { SECURITY_HEADERS } from "../web/mod.ts";

/** The session cookie's name. */
export const SESSION_COOKIE = "beopmang_session";
/** How long a session lasts. */
export const SESSION_TTL_S = 12 * 60 * 60;
/** Largest sign-in form body (a token and a path). */
export const SIGNIN_MAX_BYTES = 4096;

const enc = new TextEncoder();

function b64url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function sign(token: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    enc.encode(token),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return b64url(await crypto.subtle.sign("HMAC", key, enc.encode(`beopmang-session:${payload}`)));
}

/**
 * A new session value for `token`, valid for {@link SESSION_TTL_S}.
 *
 * @example
 * ```ts
 * import { mintSession, validSession } from "./http_session.ts";
 * const value = await mintSession("s3cret");
 * console.assert(await validSession("s3cret", value));
 * ```
 */
export async function mintSession(token: string, now = Date.now()): Promise<string> {
  const exp = Math.floor(now / 1000) + SESSION_TTL_S;
  const nonce = b64url(crypto.getRandomValues(new Uint8Array(12)));
  return `${exp}.${nonce}.${await sign(token, `${exp}.${nonce}`)}`;
}

/**
 * Whether a session value was minted with `token` and has not expired (constant-time).
 *
 * @example
 * ```ts
 * import { validSession } from "./http_session.ts";
 * console.assert(!(await validSession("s3cret", "1.forged.value")));
 * ```
 */
export async function validSession(
  token: string,
  value: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  const m = value ? /^(\d{1,12})\.([\w-]{1,64})\.([\w-]{1,128})$/.exec(value) : null;
  if (!m || Number(m[1]) * 1000 <= now) return false;
  return await sameSecret(m[3], await sign(token, `${m[1]}.${m[2]}`));
}

/**
 * A cookie's value from a `Cookie` header.
 *
 * @example
 * ```ts
 * import { cookieValue } from "./http_session.ts";
 * cookieValue("a=1; beopmang_session=x.y.z", "beopmang_session"); // "x.y.z"
 * ```
 */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/**
 * Where to go after signing in: a local path only (no `//host`, no scheme).
 *
 * @example
 * ```ts
 * import { safeNext } from "./http_session.ts";
 * safeNext("/law/001823"); // "/law/001823"
 * safeNext("//evil.example/"); // "/"
 * ```
 */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/(?![/\\])[^\s]*$/.test(next) ? next : "/";
}

/** Settings of the sign-in door. */
export interface SigninOptions {
  /** The token (undefined: nothing to sign in to). */
  token?: string;
  /** Whether the browser reached us over https (the cookie is then `Secure`). */
  https: (req: Request) => boolean;
}

function page(status: number, body: string, headers: Record<string, string> = {}): Response {
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

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sign-in form (no script: a plain POST).
 *
 * @example
 * ```ts
 * import { signinForm } from "./http_session.ts";
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
 * The `/signin` endpoint: GET shows the form, POST checks the token and sets the cookie (303 to
 * `next`). The body limit, rate limit and Host check run before it; the same-origin rule for the
 * POST (login CSRF) is checked here.
 *
 * @example
 * ```ts
 * import { compose } from "./http_chain.ts";
 * import { signinEndpoint } from "./http_session.ts";
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
      return ctx.finish(page(404, refusalPage(r)));
    }
    if (req.method === "GET" || req.method === "HEAD") {
      return ctx.finish(page(200, signinForm(safeNext(ctx.url.searchParams.get("next")))));
    }
    if (req.method !== "POST") {
      return ctx.finish(
        new Response("Method Not Allowed", {
          status: 405,
          headers: { allow: "GET, POST" },
        }),
      );
    }
    // Login CSRF: only our own pages may post the form (browsers send Origin on every POST).
    const host = req.headers.get("host") ?? ctx.url.host;
    const origin = req.headers.get("origin");
    const site = req.headers.get("sec-fetch-site");
    if (
      origin !== null ? !sameOrigin(origin, host) : site !== null && site !== "same-origin"
    ) {
      const r = {
        status: 403,
        code: "FORBIDDEN",
        ko: "다른 사이트에서 보낸 로그인 요청은 받지 않습니다",
        message: "Forbidden: the sign-in form must be posted from this site.",
        link: { href: "/signin", ko: "로그인", en: "Sign in" },
      };
      return ctx.finish(page(403, refusalPage(r)), { signin: "cross-site" });
    }
    const type = req.headers.get("content-type") ?? "";
    const form = type.startsWith("application/x-www-form-urlencoded")
      ? new URLSearchParams(ctx.body ?? "")
      : new URLSearchParams();
    const next = safeNext(form.get("next"));
    const given = form.get("token") ?? "";
    if (!given || !(await sameSecret(given, opts.token))) {
      return ctx.finish(page(401, signinForm(next, true)), { signin: "wrong" });
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
