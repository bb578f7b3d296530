/**
 * How the guard chain says no, by door: a JSON-RPC error on `/mcp` (what MCP clients parse), a
 * labelled JSON error on `/api/*` (what the page's scripts parse), and a page in Korean and
 * English for a browser (what a person reads), with a way forward where there is one (sign in,
 * wait). Messages name the rule, never a secret: no token, key or cookie is ever echoed.
 *
 * @module
 */

import type { GuardCtx } from "./chain.ts";
import { rpcError } from "./checks.ts";
import { SECURITY_HEADERS } from "../../web/mod.ts";

/** One refusal: its status, its labels and its words in both languages. */
export interface Refusal {
  /** HTTP status (403, 401, 413, 408, 429). */
  status: number;
  /** The label on `/api/*` and in pages (`FORBIDDEN`, `UNAUTHORIZED`, `RATE_LIMITED`, …). */
  code: string;
  /** The JSON-RPC error code on `/mcp` (-32000, or -32001 for a missing token). */
  rpcCode: number;
  /** The English message (JSON answers and the page). */
  message: string;
  /** The Korean message (the page). */
  ko: string;
  /** Extra response headers (`retry-after`, `www-authenticate`). */
  headers?: Record<string, string>;
  /** A link forward on the page (sign in, or back to search). */
  link?: { href: string; ko: string; en: string };
}

/**
 * Text made safe for HTML, attribute values included.
 *
 * @example
 * ```ts
 * import { escapeHtml } from "./refusal.ts";
 * escapeHtml('<a href="x">'); // "&#60;a href=&#34;x&#34;&#62;"
 * ```
 */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
const esc = escapeHtml;

/**
 * The refusal page: a minimal document on the app's stylesheet, no script.
 *
 * @example
 * ```ts
 * import { refusalPage } from "./refusal.ts";
 * const html = refusalPage({
 *   status: 413,
 *   code: "BODY_TOO_LARGE",
 *   ko: "요청 본문이 너무 큽니다",
 *   message: "Payload Too Large",
 * });
 * ```
 */
export function refusalPage(
  r: Pick<Refusal, "status" | "code" | "ko" | "message" | "link">,
): string {
  const link = r.link
    ? `<p><a href="${esc(r.link.href)}">${esc(r.link.ko)} · ${esc(r.link.en)}</a></p>`
    : "";
  return "<!DOCTYPE html>" +
    `<html lang="ko"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${r.status} · 법망</title><link rel="stylesheet" href="/static/app.css"></head>` +
    `<body><main id="main"><section class="error refused" role="alert" ` +
    `data-code="${esc(r.code)}" data-status="${r.status}" aria-labelledby="err-h">` +
    `<h1 id="err-h">${esc(r.ko)}</h1><p lang="en">${esc(r.message)}</p>` +
    `<p class="detail"><code>${esc(r.code)}</code> HTTP ${r.status}</p>${link}` +
    `</section></main></body></html>`;
}

/**
 * Answers a refused request the way its door expects, and logs it (`extra` joins the log line).
 *
 * @example
 * ```ts
 * import { refuse } from "./refusal.ts";
 * import type { GuardCtx } from "./chain.ts";
 * declare const ctx: GuardCtx;
 * refuse(ctx, {
 *   status: 403,
 *   code: "FORBIDDEN",
 *   rpcCode: -32000,
 *   message: "Forbidden: Host 'evil.example' is not allowed",
 *   ko: "허용되지 않은 호스트 이름입니다",
 * });
 * ```
 */
export function refuse(ctx: GuardCtx, r: Refusal, extra: Record<string, unknown> = {}): Response {
  const headers = { ...ctx.cors, ...r.headers };
  if (ctx.door === "mcp") {
    // A 429 names the request it refuses (its first id), as JSON-RPC clients expect.
    return ctx.finish(rpcError(r.status, r.rpcCode, r.message, headers, ctx.rpcId ?? null), extra);
  }
  if (ctx.door === "api") {
    return ctx.finish(
      Response.json({ error: { code: r.code, message: r.message } }, {
        status: r.status,
        headers: { ...SECURITY_HEADERS, "cache-control": "no-store", ...headers },
      }),
      extra,
    );
  }
  return ctx.finish(
    new Response(refusalPage(r), {
      status: r.status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        ...SECURITY_HEADERS,
        ...headers,
      },
    }),
    extra,
  );
}
