/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The page shell (landmarks, demo banner, search box) and the small shared pieces: dates,
 * status badges and labelled error panels.
 *
 * @module
 */

import type { ComponentChildren, VNode } from "preact";
import type { ToolError } from "../lib/mod.ts";
import { josa } from "../lib/korean/mod.ts";
import { CitePreview } from "./islands/cite_preview.tsx";
import { SearchBox } from "./islands/search_box.tsx";
import { Island } from "./islands/island.tsx";
import { NotRecorded } from "./not_recorded.tsx";
import { recordedSpan } from "./dates.ts";

/** What every page shell needs. */
export interface ShellProps {
  /** `<title>` (the site name is appended). */
  title: string;
  /** Demo notice when running on recorded data. */
  demo?: string;
  /** Current query, kept in the header box. */
  query?: string;
  /** The server asks for sign-in: the footer offers `/signout`. */
  signOut?: boolean;
  /** Page body. */
  children: ComponentChildren;
}

/** The HTML document around every page. */
export function Shell(p: ShellProps): VNode {
  return (
    <html lang="ko">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${p.title} · 법망`}</title>
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/static/app.css" />
        <script type="module" src="/static/islands.js" defer></script>
      </head>
      <body>
        <a class="skip" href="#main">본문으로 건너뛰기</a>
        {p.demo && <DemoLine notice={p.demo} />}
        <header class="top" role="banner">
          <a class="brand" href="/">법망</a>
          <Island name="SearchBox" props={{ query: p.query ?? "" }}>
            <SearchBox query={p.query ?? ""} />
          </Island>
        </header>
        <main id="main" tabIndex={-1}>{p.children}</main>
        <Island name="CitePreview" props={{}}>
          <CitePreview />
        </Island>
        <footer role="contentinfo">
          법제처 국가법령정보 공동활용 API 자료 · 법적 효력은 관보와 law.go.kr 원문을 따릅니다.
          {p.signOut && (
            <>
              {" · "}
              <a href="/signout">로그아웃</a>
            </>
          )}
        </footer>
      </body>
    </html>
  );
}

/**
 * The demo's one line for people: what answers (recordings, and when they were made, in the
 * page's one date style), a link to what the demo holds, and where the whole law is. The
 * runtime's notice (for agents and logs: `LAW_OC`, `beopmang://demo`) is read only for its span.
 */
function DemoLine({ notice }: { notice: string }): VNode {
  const span = /(\d{4}-\d{2})(?:~|\.\.)(\d{4}-\d{2})/.exec(notice);
  return (
    <div class="demo" role="note">
      <strong>데모</strong>{" "}
      {span ? `${recordedSpan(`${span[1]}~${span[2]}`)}에 기록해 둔` : "기록해 둔"}{" "}
      <span class="wide">법제처 자료로 답합니다</span>
      <span class="narrow">자료</span> · <a href="/#cat-h">담긴 자료</a> ·{" "}
      <a href="https://www.law.go.kr/" rel="external">law.go.kr</a>
    </div>
  );
}

/** YYYYMMDD → YYYY-MM-DD (anything else unchanged). */
export function ymd(d: string | undefined): string {
  if (!d) return "";
  return /^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}` : d;
}

/** A 현행 / 시행예정 / 연혁 badge. */
export function StatusBadge({ status }: { status?: string }): VNode | null {
  if (!status) return null;
  const cls = status === "현행" ? "now" : status === "시행예정" ? "future" : "past";
  return <span class={`badge ${cls}`}>{status}</span>;
}

const OUTAGE = new Set([
  "UPSTREAM_MAINTENANCE",
  "UPSTREAM_QUOTA",
  "UPSTREAM_BLOCKED",
  "UPSTREAM_EMPTY",
  "UPSTREAM_MALFORMED",
  "UPSTREAM_HTTP",
  "NETWORK",
  "TIMEOUT",
  "RATE_LIMITED",
  "BUDGET_EXCEEDED",
]);

/** HTTP status a page answers with for a tool failure. */
export function statusOf(e: ToolError): number {
  // Not among the demo recordings: there is no page to show, but it is no miss (see ErrorPanel).
  if (e.code === "NOT_FOUND" || e.code === "NOT_RECORDED") return 404;
  if (e.code === "BAD_INPUT") return 400;
  return OUTAGE.has(e.code) ? 503 : 502;
}

/**
 * What an outage's heading says, by kind: a maintenance, a spent quota and a refused key are
 * each named, so no reader takes one for "not found".
 *
 * @example
 * ```ts
 * import { outageHead } from "./ui.tsx";
 * outageHead("UPSTREAM_MAINTENANCE"); // "법제처 서버가 점검 중이라 답을 받지 못했습니다"
 * ```
 */
export function outageHead(code: string): string {
  switch (code) {
    case "UPSTREAM_MAINTENANCE":
      return "법제처 서버가 점검 중이라 답을 받지 못했습니다";
    case "UPSTREAM_QUOTA":
      return "법제처 요청 한도를 넘어 답을 받지 못했습니다";
    case "UPSTREAM_DENIED":
    case "KEY_REJECTED":
    case "NOT_APPROVED":
      return "법제처가 이 키의 접근을 거절했습니다";
    default:
      return "법제처 서버에서 답을 받지 못했습니다";
  }
}

/** A labelled failure: a miss reads differently from an outage; never a stack trace. */
export function ErrorPanel({ error, what }: { error: ToolError; what: string }): VNode {
  if (error.code === "NOT_RECORDED") return <NotRecorded error={error} />;
  const miss = error.code === "NOT_FOUND";
  const bad = error.code === "BAD_INPUT";
  const head = miss
    ? `${josa(what, "을/를")} 찾지 못했습니다`
    : bad
    ? "요청을 이해하지 못했습니다"
    : outageHead(error.code);
  const hint = miss
    ? "주소의 번호나 이름을 확인하거나 검색해 보세요."
    : bad
    ? "입력을 고쳐 다시 시도하세요."
    : error.retryable
    ? "잠시 후 다시 시도하세요 (일시적인 장애로 보입니다)."
    : "설정이나 키 문제일 수 있습니다. 관리자에게 알려 주세요.";
  const msg = error.message.replace(/^\[[A-Z_]+\]\s*/, "");
  const kind = miss ? "miss" : bad ? "bad-input" : "outage";
  return (
    <section
      class={`error ${kind}`}
      role="alert"
      data-code={error.code}
      aria-labelledby="err-h"
    >
      <h1 id="err-h">{head}</h1>
      <p>{hint}</p>
      <p class="detail">
        <code>{error.code}</code> {msg}
      </p>
    </section>
  );
}

/** A plain message page body (404 of the app itself). */
export function Notice(
  { title, children }: { title: string; children?: ComponentChildren },
): VNode {
  return (
    <section class="error miss" role="alert">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
