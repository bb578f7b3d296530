/**
 * `deno task library sync [--out FILE] [--concurrency N] [--page-size N]`: the command line of
 * the law.go.kr sync. The key comes from `LAW_OC` only (never an argument, so it stays out of
 * shell history and process lists), `LAW_API_BASE_URL` points it elsewhere (a proxy, or the
 * tests' replay), `BEOPMANG_SYNC_CONCURRENCY` sets the default concurrency.
 *
 * @module
 */

import { DrfClient } from "../../drf/client.ts";
import { maskSecrets } from "../../drf/secret.ts";
import { DEFAULT_SYNC_CONCURRENCY, syncLibrary } from "./run.ts";

/** Options the library CLI passes on. */
export interface SyncCommandOptions {
  /** The library file. */
  out: string;
  /** `--concurrency`. */
  concurrency?: string;
  /** `--page-size`. */
  pageSize?: string;
}

function positive(v: string | undefined, name: string): number | undefined {
  if (v === undefined || v === "") return undefined;
  if (!/^\d+$/.test(v) || Number(v) < 1) {
    throw new Error(`${name}은 1 이상의 정수여야 합니다: ${v}`);
  }
  return Number(v);
}

/**
 * Runs a sync with progress on stderr; returns the exit code (1 when bodies failed: rerun to
 * resume).
 *
 * @example
 * ```ts
 * import { syncCommand } from "./cli.ts";
 * const code = await syncCommand({ out: "/tmp/laws.db", concurrency: "2" });
 * ```
 */
export async function syncCommand(opts: SyncCommandOptions): Promise<number> {
  const oc = Deno.env.get("LAW_OC")?.trim();
  if (!oc) {
    console.error(
      "[NO_KEY] law.go.kr에서 받으려면 LAW_OC(법제처 OPEN API 키)가 필요합니다. " +
        "키 없이 쓰려면: deno task library import <legalize-kr 폴더 | .tar.gz | URL>",
    );
    return 2;
  }
  const client = new DrfClient({
    oc,
    baseUrl: Deno.env.get("LAW_API_BASE_URL") || undefined,
  });
  const started = performance.now();
  try {
    const r = await syncLibrary({
      client,
      out: opts.out,
      concurrency: positive(opts.concurrency, "--concurrency") ??
        positive(Deno.env.get("BEOPMANG_SYNC_CONCURRENCY"), "BEOPMANG_SYNC_CONCURRENCY") ??
        DEFAULT_SYNC_CONCURRENCY,
      pageSize: positive(opts.pageSize, "--page-size"),
      log: (line) => console.error(maskSecrets(line)),
    });
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${r.out}: 목록 ${r.listed}건 · 그대로 ${r.unchanged} · 새로 받음 ${r.fetched} · ` +
        `이어 받음 ${r.resumed} · 삭제 ${r.removed} · 실패 ${r.failed.length} · ` +
        `${r.swapped ? "사본 교체" : "사본 그대로"} · ${secs}s`,
    );
    return r.failed.length ? 1 : 0;
  } catch (e) {
    console.error(`[SYNC_FAILED] ${maskSecrets(e instanceof Error ? e.message : String(e))}`);
    console.error("받은 본문은 남아 있습니다: 다시 실행하면 이어서 받습니다.");
    return 1;
  }
}
