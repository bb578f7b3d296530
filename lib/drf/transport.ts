/**
 * One HTTP attempt against the DRF API: headers, timeout, abort, and a body read that stops at
 * the byte budget instead of buffering whatever the upstream sends.
 *
 * @module
 */

import { DrfError } from "../errors.ts";
import type { RequestBudget } from "./budget.ts";
import { maskSecrets } from "./secret.ts";

/** Browser-like headers: the upstream serves its "미신청" page to clients without them. */
export const DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  "User-Agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) " +
    "Chrome/131.0.0.0 Safari/537.36",
  "Referer": "https://www.law.go.kr/",
  "Accept": "application/json, text/xml, application/xml, text/html;q=0.8, */*;q=0.5",
  "Accept-Language": "ko-KR,ko;q=0.9,en;q=0.5",
};

/** What one attempt needs. */
export interface AttemptOptions {
  /** `fetch` to use (the replay handler in demo mode and tests). */
  fetch: typeof fetch;
  /** Headers to send. */
  headers: Record<string, string>;
  /** Per-attempt timeout in ms. */
  timeoutMs: number;
  /** The caller's abort signal. */
  signal?: AbortSignal;
  /** Shared budget (bytes are counted as they arrive). */
  budget: RequestBudget;
  /** DRF target, for error details. */
  target: string;
  /** The key, so that it can be scrubbed from error text. */
  oc: string;
  /**
   * Follow a redirect only when this says yes (downloads: the upstream's own host); throw what
   * it returns otherwise. Absent: redirects are followed.
   */
  redirects?: { allowed(to: URL): boolean; refused(to: URL): Error };
  /**
   * Demo mode: the error to throw when the response's headers say the recorded replay stood in
   * for a request it holds no recording of (whatever the status), else undefined.
   */
  unrecorded?: (headers: Headers) => DrfError | undefined;
}

/** Redirect hops a vetted request may take. */
const MAX_REDIRECTS = 3;

/** A raw successful HTTP exchange. */
export interface AttemptResult {
  /** Decoded body text (UTF-8). */
  readonly body: string;
  /** The body bytes. */
  raw: Uint8Array;
  /** Bytes received. */
  bytes: number;
  /** Response headers. */
  headers: Headers;
}

/**
 * Performs one GET and reads the body as UTF-8 text within the budget. Throws a typed
 * {@link DrfError} for everything that is not HTTP 200 with a body of allowed size.
 */
export async function attempt(url: URL, opts: AttemptOptions): Promise<AttemptResult> {
  const { target } = opts;
  const timeout = Math.max(1, Math.min(opts.timeoutMs, opts.budget.remainingMs()));
  const timer = AbortSignal.timeout(timeout);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timer]) : timer;
  let res: Response;
  let at = url;
  try {
    for (let hop = 0;; hop++) {
      const redirect = opts.redirects ? "manual" : "follow";
      res = await opts.fetch(at, { headers: opts.headers, signal, redirect });
      const location = res.headers.get("location");
      if (!opts.redirects || res.status < 300 || res.status > 399 || !location) break;
      await res.body?.cancel().catch(() => {});
      const to = new URL(location, at);
      if (!opts.redirects.allowed(to) || hop >= MAX_REDIRECTS) throw opts.redirects.refused(to);
      at = to;
    }
  } catch (e) {
    if (e instanceof DrfError) throw e;
    throw toNetworkError(e, url, opts, timer);
  }
  const unrecorded = opts.unrecorded?.(res.headers);
  if (unrecorded) {
    await res.body?.cancel().catch(() => {});
    throw unrecorded;
  }
  if (res.status !== 200) {
    await res.body?.cancel().catch(() => {});
    const retryable = res.status >= 500 || res.status === 404 || res.status === 429;
    throw new DrfError(
      "UPSTREAM_HTTP",
      `법제처 서버가 HTTP ${res.status} 오류를 돌려주었습니다 (upstream HTTP ${res.status}).`,
      { target, status: res.status },
      retryable,
    );
  }
  try {
    return await readLimited(res, opts);
  } catch (e) {
    if (e instanceof DrfError) throw e;
    throw toNetworkError(e, url, opts, timer);
  }
}

async function readLimited(res: Response, opts: AttemptOptions): Promise<AttemptResult> {
  const allowance = opts.budget.bodyAllowance();
  const declared = Number(res.headers.get("content-length") ?? NaN);
  if (declared > allowance) {
    await res.body?.cancel().catch(() => {});
    throw tooLarge(opts, allowance);
  }
  if (!res.body) return bodyResult(new Uint8Array(0), res.headers);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > allowance) {
        await reader.cancel().catch(() => {});
        opts.budget.addBytes(bytes, opts.target);
        throw tooLarge(opts, allowance);
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  opts.budget.addBytes(bytes, opts.target);
  const buf = new Uint8Array(bytes);
  let off = 0;
  for (const c of chunks) {
    buf.set(c, off);
    off += c.byteLength;
  }
  return bodyResult(buf, res.headers);
}

function bodyResult(raw: Uint8Array, headers: Headers): AttemptResult {
  let text: string | undefined;
  return {
    raw,
    bytes: raw.byteLength,
    headers,
    // Binary downloads never need the text; decode lazily.
    get body() {
      return text ??= new TextDecoder().decode(raw);
    },
  };
}

function tooLarge(opts: AttemptOptions, allowance: number): DrfError {
  return new DrfError(
    "BODY_TOO_LARGE",
    `법제처 응답이 이 요청에 허용된 크기(${allowance} bytes)를 넘어 읽기를 멈췄습니다. ` +
      "조문(jo)을 지정해 범위를 좁히세요 (response body over the byte budget).",
    { target: opts.target },
  );
}

function toNetworkError(
  e: unknown,
  url: URL,
  opts: AttemptOptions,
  timer: AbortSignal,
): DrfError {
  if (e instanceof DrfError) return e;
  const { target } = opts;
  if (opts.signal?.aborted) {
    return new DrfError("ABORTED", "요청이 취소되었습니다 (aborted by the caller).", { target });
  }
  if (timer.aborted) {
    return new DrfError(
      "TIMEOUT",
      `법제처 서버가 ${opts.timeoutMs} ms 안에 답하지 않았습니다 (upstream timeout).`,
      { target, host: url.host },
    );
  }
  const err = e as { name?: string; code?: string; message?: string };
  const cause = err?.code ?? err?.name ?? "Error";
  const detail = maskSecrets(String(err?.message ?? e), opts.oc).slice(0, 300);
  return new DrfError(
    "NETWORK",
    `법제처 서버(${url.host})에 연결하지 못했습니다: ${cause} — ${detail}`,
    { target, host: url.host, cause },
  );
}
