/**
 * The runtime's Deno KV database: the persistent cache's, and — hosted — the home of the state
 * every isolate shares (rate limits, the miss memo). It lives in `BEOPMANG_CACHE_DIR` or the
 * per-user cache directory, never the working directory. When it cannot open, a local run says
 * once why (and keeps its memory cache); a hosted one refuses to start.
 *
 * @module
 */

import { defaultKvPath, openKvSafely } from "./cache/kv_open.ts";

/**
 * Opens the database unless the cache is off (and the server not hosted); pushes the reason to
 * `notices` when it cannot, and throws instead when hosted.
 */
export async function openSharedKv(
  cacheDir: string | undefined,
  hosted: boolean,
  notices: string[],
): Promise<Deno.Kv | undefined> {
  if (cacheDir === "off" && !hosted) return undefined;
  const path = cacheDir && cacheDir !== "off"
    ? `${cacheDir.replace(/[\\/]+$/, "")}/beopmang.kv`
    : defaultKvPath();
  const opened = path === null
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
    `영구 캐시 꺼짐 (persistent cache off): ${opened.reason}. 메모리 캐시만 씁니다; ` +
      "끄려면 BEOPMANG_CACHE=off, 위치는 BEOPMANG_CACHE_DIR.",
  );
  return undefined;
}
