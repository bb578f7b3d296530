/**
 * The runtime's Deno KV database: the persistent cache's, and — hosted — the home of the state
 * every isolate shares (rate limits, the miss memo). It lives in `BEOPMANG_CACHE_DIR` or the
 * per-user cache directory, never the working directory — or, with `BEOPMANG_KV_URL`, behind a
 * KV Connect URL (Deno Deploy KV from outside, or a self-hosted `denokv`), so that several server
 * processes share one cache, miss memo and rate limits. Deno reads that URL's access token from
 * `DENO_KV_ACCESS_TOKEN` itself; it never passes through here, so no message can carry it. When
 * the database cannot open, a local run says once why (and keeps its memory cache); a hosted one
 * refuses to start.
 *
 * @module
 */

import { defaultKvPath, type OpenKvFn, openKvSafely } from "./cache/kv_open.ts";

/** How long a KV Connect endpoint may take to answer the first read before it counts as down. */
const REMOTE_PROBE_MS = 5_000;

/** The URL without credentials, query or fragment: what a message may show of it. */
function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return "(not a URL)";
  }
}

/**
 * Opens a KV Connect URL and reads once: opening is lazy, so a refused or unreachable endpoint
 * shows only on the first operation — better now, once, than on every cached call.
 */
async function openRemote(
  url: string,
  open: OpenKvFn,
): Promise<{ ok: true; kv: Deno.Kv } | { ok: false; reason: string }> {
  if (!/^https?:\/\//.test(url)) {
    return { ok: false, reason: `BEOPMANG_KV_URL must be an http(s) KV Connect URL` };
  }
  const opened = await openKvSafely(url, open);
  // Deno's message names the URL; show it without any credentials written into it.
  if (!opened.ok) return { ok: false, reason: opened.reason.replaceAll(url, shownUrl(url)) };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      opened.kv.get(["beopmang", "probe"]),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${REMOTE_PROBE_MS} ms`)),
          REMOTE_PROBE_MS,
        );
      }),
    ]);
    return opened;
  } catch (e) {
    try {
      opened.kv.close();
    } catch { /* never opened */ }
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, reason: `${shownUrl(url)} refused or unreachable (${why.slice(0, 200)})` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens the database unless the cache is off (and the server not hosted); pushes the reason to
 * `notices` when it cannot, and throws instead when hosted.
 */
export async function openSharedKv(
  cacheDir: string | undefined,
  hosted: boolean,
  notices: string[],
  remote?: { url: string; open?: OpenKvFn },
): Promise<Deno.Kv | undefined> {
  if (cacheDir === "off" && !hosted) return undefined;
  const path = cacheDir && cacheDir !== "off"
    ? `${cacheDir.replace(/[\\/]+$/, "")}/beopmang.kv`
    : defaultKvPath();
  const opener = remote?.open ?? (typeof Deno.openKv === "function" ? Deno.openKv : undefined);
  const opened = remote
    ? opener
      ? await openRemote(remote.url, opener)
      : { ok: false as const, reason: "Deno.openKv unavailable (run with --unstable-kv)" }
    : path === null
    ? {
      ok: false as const,
      reason: "no per-user cache directory is known (HOME/XDG_CACHE_HOME/LOCALAPPDATA unset)",
    }
    : await openKvSafely(path);
  if (opened.ok) return opened.kv;
  if (hosted) {
    throw new Error(
      "BEOPMANG_HOSTED=1 keeps rate limits and the miss memo in Deno KV, which did not open: " +
        `${opened.reason}.`,
    );
  }
  notices.push(
    remote
      ? `공유 KV 꺼짐 (shared KV off): BEOPMANG_KV_URL ${opened.reason}. 이 프로세스는 메모리 ` +
        "캐시만 쓰고, 캐시·미스 기록·요청 한도를 다른 서버와 나누지 않습니다."
      : `영구 캐시 꺼짐 (persistent cache off): ${opened.reason}. 메모리 캐시만 씁니다; ` +
        "끄려면 BEOPMANG_CACHE=off, 위치는 BEOPMANG_CACHE_DIR.",
  );
  return undefined;
}
