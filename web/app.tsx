/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The web app: server-rendered Preact pages on the same runtime as the MCP endpoint — search,
 * the law reader by article, the annex viewer and the decision reader — plus one JSON endpoint
 * for the search box's suggestions and the static CSS and island bundle. Routes are plain
 * functions; every page works without JavaScript.
 *
 * @example
 * ```ts
 * import { createRuntime } from "../lib/mod.ts";
 * import { createWebApp } from "./mod.ts";
 * const app = createWebApp({ runtime: await createRuntime() });
 * Deno.serve({ hostname: "127.0.0.1", port: 8000 }, app);
 * ```
 *
 * @module
 */

import { renderToString } from "preact-render-to-string";
import {
  callTool,
  demoCatalogue,
  type Runtime,
  type ToolOutput,
  type UpstreamMeter,
} from "../lib/mod.ts";
import { rememberCatalogue } from "./not_recorded.tsx";
import type { ParamSet } from "../lib/vocab/mod.ts";
import { webContext } from "./calls.ts";
import type { PageResult, Route } from "./page.ts";
import { annexPage } from "./pages/annex.tsx";
import { citeCasePage, citeLawPage, preview } from "./pages/cite.tsx";
import { changesByMstPage, changesPage, tiersPage } from "./pages/compare.tsx";
import { decisionPage } from "./pages/decision.tsx";
import { lawPage } from "./pages/law.tsx";
import { adminRulePage, institutionRulePage, ordinancePage } from "./pages/rule.tsx";
import { englishPage, treatyPage } from "./pages/treaty.tsx";
import { searchPage } from "./pages/search.tsx";
import {
  ANNEX_PARAMS,
  LAW_PARAMS,
  NO_PARAMS,
  PREVIEW_PARAMS,
  readParams,
  SEARCH_PARAMS,
  TREATY_PARAMS,
} from "./params.ts";
import { Notice, Shell, statusOf } from "./ui.tsx";
import { localTarget, pathTo } from "./location.ts";

/** Settings of the web app. */
export interface WebOptions {
  /** The configured runtime (shared with the MCP endpoint). */
  runtime: Runtime;
  /** The server asks for sign-in (a token is set): every page links to `/signout`. */
  signOut?: boolean;
}

/** A `Deno.serve`-compatible handler. */
export type WebHandler = (
  req: Request,
  extra?: WebRequestExtra,
) => Promise<Response>;

/**
 * What the HTTP face adds to a request (a `Deno.serve` info object passes too): `signal` ends
 * when the client goes, so the page's upstream calls stop; `meter` counts them against the
 * rate limits.
 */
export type WebRequestExtra = Partial<Deno.ServeHandlerInfo> & {
  /** Aborted when the client went away. */
  signal?: AbortSignal;
  /** Asked before each upstream call that spends a key. */
  meter?: UpstreamMeter;
};

/** Each page: its path, its name in messages, the query parameters it takes, the page. */
const ROUTES: [RegExp, string, ParamSet, Route][] = [
  [/^\/(?:search)?$/, "/search", SEARCH_PARAMS, searchPage],
  [/^\/law\/([^/]+)\/changes$/, "/law/{법령ID}/changes", NO_PARAMS, changesPage],
  [/^\/changes\/([^/]+)$/, "/changes/{MST}", NO_PARAMS, changesByMstPage],
  [/^\/law\/([^/]+)\/tiers$/, "/law/{법령ID}/tiers", NO_PARAMS, tiersPage],
  [/^\/law\/([^/]+)\/annex\/([^/]+)$/, "/law/{법령ID}/annex/{별표}", ANNEX_PARAMS, annexPage],
  [/^\/law\/([^/]+)(?:\/([^/]+))?$/, "/law/{법령ID}", LAW_PARAMS, lawPage],
  [/^\/decision\/([^/]+)\/([^/]+)$/, "/decision/{domain}/{id}", NO_PARAMS, decisionPage],
  [/^\/admin-rule\/([^/]+)(?:\/([^/]+))?$/, "/admin-rule/{일련번호}", NO_PARAMS, adminRulePage],
  [
    /^\/institution\/([^/]+)\/([^/]+)(?:\/([^/]+))?$/,
    "/institution/{기관}/{일련번호}",
    NO_PARAMS,
    institutionRulePage,
  ],
  [
    /^\/ordinance\/([^/]+)(?:\/([^/]+))?$/,
    "/ordinance/{자치법규일련번호}",
    NO_PARAMS,
    ordinancePage,
  ],
  [/^\/treaty\/([^/]+)$/, "/treaty/{조약일련번호}", TREATY_PARAMS, treatyPage],
  [/^\/english\/([^/]+)$/, "/english/{법령ID}", NO_PARAMS, englishPage],
  [/^\/cite\/law\/([^/]+)\/([^/]+)$/, "/cite/law/{법령명}/{조문}", NO_PARAMS, citeLawPage],
  [/^\/cite\/case\/([^/]+)$/, "/cite/case/{사건번호}", NO_PARAMS, citeCasePage],
];

const STATIC: Record<string, string> = {
  "/static/app.css": "text/css; charset=utf-8",
  "/static/islands.js": "text/javascript; charset=utf-8",
  "/static/favicon.svg": "image/svg+xml",
};

/**
 * The security headers of every page and JSON answer (the guard's refusal pages use them too).
 *
 * @example
 * ```ts
 * import { SECURITY_HEADERS } from "./app.tsx";
 * new Response("<p>hi</p>", { headers: { ...SECURITY_HEADERS } });
 * ```
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'self'; img-src 'self' data:; object-src 'none'; " +
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
};

const files = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
function staticFile(path: string): Promise<Uint8Array<ArrayBuffer>> {
  let f = files.get(path);
  if (!f) {
    f = Deno.readFile(new URL(`.${path}`, import.meta.url)) as Promise<Uint8Array<ArrayBuffer>>;
    files.set(path, f);
  }
  return f;
}

/** True for the paths this app answers (all but the MCP endpoint, health, sign-in and sign-out). */
export function isWebPath(pathname: string): boolean {
  return !["/mcp", "/health", "/signin", "/signout"].includes(pathname);
}

/**
 * What a web path costs, for the guards in front of the app: `static` files spend no key (no
 * rate limit, no token: the sign-in page needs the stylesheet), `api` answers JSON, every other
 * path is a `page` — pages and `/api/*` call tools (annex pages download files), so they are
 * guarded and rate-limited like `/mcp`.
 *
 * @example
 * ```ts
 * import { webDoor } from "./app.tsx";
 * webDoor("/static/app.css"); // "static"
 * webDoor("/law/001823/annex/1"); // "page"
 * ```
 */
export function webDoor(pathname: string): "static" | "api" | "page" {
  if (STATIC[pathname] || pathname === "/favicon.ico") return "static";
  return pathname.startsWith("/api/") ? "api" : "page";
}

function html(
  page: Exclude<PageResult, { redirect: string }>,
  demo: string | undefined,
  signOut: boolean | undefined,
) {
  return "<!DOCTYPE html>" +
    renderToString(
      <Shell title={page.title} demo={demo} query={page.query} signOut={signOut}>
        {page.body}
      </Shell>,
    );
}

/** Builds the web app's handler. */
export function createWebApp(opts: WebOptions): WebHandler {
  const { runtime } = opts;
  // The not-recorded panel names documents the demo holds: read the catalogue once.
  const catalogue = runtime.demoNotice
    ? demoCatalogue().then(rememberCatalogue, () => {})
    : Promise.resolve();
  return async (req, extra = {}) => {
    const url = new URL(req.url);
    if (req.method !== "GET" && req.method !== "HEAD") {
      return new Response("Method Not Allowed", { status: 405, headers: { allow: "GET, HEAD" } });
    }
    // Pages outside this app (the guard's refusals, sign-in) name no icon: browsers then ask for
    // /favicon.ico, answered with the same icon rather than a 404.
    const asset = url.pathname === "/favicon.ico" ? "/static/favicon.svg" : url.pathname;
    const type = STATIC[asset];
    if (type) {
      return new Response(await staticFile(asset), {
        headers: {
          "content-type": type,
          "cache-control": "public, max-age=300",
          ...SECURITY_HEADERS,
        },
      });
    }
    // The signal the server gives (the client went away: stop its upstream calls); not
    // req.signal itself, which Deno.serve's legacy behaviour aborts after every response.
    const ctx = webContext(runtime, extra.signal, extra.meter);
    if (url.pathname === "/api/suggest") return suggest(url, ctx);
    if (url.pathname === "/api/preview") return previewJson(url, ctx);
    await catalogue;
    const t0 = performance.now();
    let page: PageResult;
    try {
      page = await route(url, ctx, runtime);
    } catch (e) {
      // A bug, not an upstream failure (tools never throw): log it, show no trace.
      console.error(`[beopmang web] ${url.pathname}:`, e);
      page = {
        status: 500,
        title: "오류",
        body: <Notice title="페이지를 만들다 문제가 생겼습니다">잠시 후 다시 시도하세요.</Notice>,
      };
    }
    if ("redirect" in page) {
      return new Response(null, { status: 303, headers: { location: localTarget(page.redirect) } });
    }
    const t1 = performance.now();
    const body = html(page, runtime.demoNotice, opts.signOut);
    const t2 = performance.now();
    return new Response(req.method === "HEAD" ? null : body, {
      status: page.status ?? 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-cache",
        "server-timing": `tools;dur=${(t1 - t0).toFixed(1)}, render;dur=${(t2 - t1).toFixed(1)}`,
        ...SECURITY_HEADERS,
      },
    });
  };
}

function route(url: URL, ctx: ReturnType<typeof webContext>, runtime: Runtime) {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  for (const [re, name, schema, fn] of ROUTES) {
    const m = re.exec(path);
    if (!m) continue;
    const read = readParams(name, schema, url);
    if (!read.ok) return Promise.resolve(badParams(read.message, url.pathname));
    const params = m.slice(1).filter((p) => p !== undefined);
    return fn({ url, params, query: read.params, runtime, ctx });
  }
  return Promise.resolve<PageResult>({
    status: 404,
    title: "없는 페이지",
    body: (
      <Notice title="없는 페이지입니다">
        <p>
          <a href="/">검색으로 돌아가기</a>
        </p>
      </Notice>
    ),
  });
}

/** A page asked for with parameters it does not take: 400, naming them and the accepted ones. */
function badParams(message: string, path: string): PageResult {
  return {
    status: 400,
    title: "잘못된 주소",
    body: (
      <section class="error bad-input" role="alert" data-code="BAD_INPUT" aria-labelledby="err-h">
        <h1 id="err-h">주소의 인자를 받을 수 없습니다</h1>
        <p class="detail">
          <code>BAD_INPUT</code> {message}
        </p>
        <p>
          <a href={path}>인자 없이 이 페이지 보기</a>
        </p>
      </section>
    ),
  };
}

/** `/api/preview?path=`: the first lines of a citation link's target, as JSON for the island. */
async function previewJson(url: URL, ctx: ReturnType<typeof webContext>): Promise<Response> {
  const read = readParams("/api/preview", PREVIEW_PARAMS, url);
  if (!read.ok) {
    return Response.json({ error: { code: "BAD_INPUT", message: read.message } }, {
      status: 400,
      headers: SECURITY_HEADERS,
    });
  }
  const p = await preview(ctx, String(read.params.path));
  return Response.json(p, {
    status: p.error ? (p.error.code === "BAD_INPUT" ? 400 : 200) : 200,
    // private: behind a token-required server a shared cache must not hand it to the unsigned.
    headers: { "cache-control": "private, max-age=300", ...SECURITY_HEADERS },
  });
}

/** A name row of suggest_law_names or search_law. */
type Suggested = ToolOutput<"suggest_law_names" | "search_law">["rows"][number];

/** `/api/suggest?q=`: law names for the search box (suggest_law_names, then search_law). */
async function suggest(url: URL, ctx: ReturnType<typeof webContext>): Promise<Response> {
  const read = readParams("/api/suggest", SEARCH_PARAMS, url);
  if (!read.ok) {
    return Response.json({ error: { code: "BAD_INPUT", message: read.message } }, {
      status: 400,
      headers: SECURITY_HEADERS,
    });
  }
  const q = String(read.params.q ?? "").slice(0, 100);
  const out: { name: string; href: string }[] = [];
  if (q.length >= 1) {
    const names = await callTool("suggest_law_names", { query: q, display: 8 }, ctx);
    let rows: readonly Suggested[] = names.ok ? names.structured.rows : [];
    let failed = names.ok ? undefined : names.error;
    if (rows.length === 0) {
      const laws = await callTool("search_law", { query: q, display: 8 }, ctx);
      rows = laws.ok ? laws.structured.rows : [];
      failed = laws.ok ? undefined : laws.error;
    }
    // No suggestion because the upstream failed is no "no suggestion": say why, cache nothing.
    const quiet = ["NOT_FOUND", "NOT_RECORDED", "BAD_INPUT"];
    if (failed && !quiet.includes(failed.code) && rows.length === 0) {
      return Response.json({
        query: q,
        suggestions: [],
        error: { code: failed.code, message: failed.message },
      }, {
        status: statusOf(failed),
        headers: { "cache-control": "no-store", ...SECURITY_HEADERS },
      });
    }
    for (const row of rows) {
      out.push({
        name: row.name,
        href: row.lawId ? pathTo`/law/${row.lawId}` : pathTo`/search?q=${row.name}`,
      });
    }
  }
  return Response.json({ query: q, suggestions: out }, {
    headers: { "cache-control": "public, max-age=60", ...SECURITY_HEADERS },
  });
}
