/**
 * `rssRatio` of bench:library (issue 30): the resident memory of our HTTP server (`deno task
 * start`'s module, with the task's V8 flags) with the full library open and answering, divided by the same server with
 * `BEOPMANG_LIBRARY=off`, both sent the same requests (statute reads, body searches, everyday
 * questions) with no key. Read from /proc: `VmRSS` after the requests and `VmHWM` (the peak).
 *
 * @module
 */

import { httpRpc, resultText } from "./peer/rpc.ts";
import { freePort, waitHttp } from "./peer/servers.ts";
import { STATUTE_READS } from "./library_peer.ts";

const root = decodeURIComponent(new URL("../../", import.meta.url).pathname);

/**
 * The `--v8-flags=…` of deno.json's start task: the server is measured as `deno task start`
 * runs it (its heap limits decide how much garbage V8 keeps resident between collections).
 */
export function startTaskFlags(): string[] {
  const config = JSON.parse(Deno.readTextFileSync(`${root}deno.json`));
  const flag = /--v8-flags=\S+/.exec(config.tasks.start);
  return flag ? [flag[0]] : [];
}

/** kB figures of one server. */
export interface RssSample {
  /** VmRSS after the requests, kB. */
  rssKb: number;
  /** VmHWM (peak), kB. */
  hwmKb: number;
  /** Requests that failed (HTTP or JSON-RPC error). */
  failed: number;
  /** Requests answered with the library's label. */
  fromLibrary: number;
}

/** Both servers and the ratios. */
export interface RssFigures {
  /** VmRSS with ÷ without. */
  rssRatio: number;
  /** VmHWM with ÷ without. */
  hwmRatio: number;
  /** Requests sent to each. */
  requests: number;
  /** With the library. */
  withLibrary: RssSample;
  /** With `BEOPMANG_LIBRARY=off`. */
  without: RssSample;
}

const SEARCHES = [
  "분할연금",
  "임차권등기명령",
  "직장 내 괴롭힘",
  "겸직 금지",
  "차임 증감 청구",
  "연차 유급휴가",
  "개인정보 유출 통지",
  "음주운전 면허 취소",
];
const QUESTIONS = [
  "집주인이 보증금을 안 돌려줘요",
  "알바인데 주휴수당 받을 수 있나요",
  "이혼하면 연금도 나누나요",
];

function status(pid: number): { rssKb: number; hwmKb: number } {
  const s = Deno.readTextFileSync(`/proc/${pid}/status`);
  const kb = (k: string) => Number(s.match(new RegExp(`${k}:\\s+(\\d+)`))?.[1] ?? NaN);
  return { rssKb: kb("VmRSS"), hwmKb: kb("VmHWM") };
}

async function sample(library: string, rounds: number): Promise<RssSample & { n: number }> {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--quiet", ...startTaskFlags(), `${root}mcp/start.ts`],
    env: {
      PATH: Deno.env.get("PATH") ?? "",
      HOME: Deno.env.get("HOME") ?? "/tmp",
      PORT: String(port),
      BEOPMANG_LIBRARY: library,
      BEOPMANG_CACHE: "off",
      BEOPMANG_RATE_CLIENT: "100000000",
      BEOPMANG_RATE_SHARED: "100000000",
    },
    clearEnv: true,
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  let failed = 0, fromLibrary = 0, n = 0;
  try {
    await waitHttp(`http://127.0.0.1:${port}/health`);
    const url = `http://127.0.0.1:${port}/mcp`;
    const call = async (name: string, args: Record<string, unknown>) => {
      n++;
      const r = await httpRpc(url, "tools/call", { name, arguments: args });
      if (r.status !== 200 || r.answer?.error) failed++;
      if (resultText(r.answer?.result).includes("〔로컬 법령 사본 ·")) fromLibrary++;
    };
    for (let i = 0; i < rounds; i++) {
      for (const r of STATUTE_READS) {
        await call("get_law_text", { name: r.name, articles: [r.article] });
      }
      for (const q of SEARCHES) await call("search_law", { query: q, scope: "body" });
      for (const q of QUESTIONS) await call("legal_research", { query: q });
    }
    return { ...status(child.pid), failed, fromLibrary, n };
  } finally {
    child.kill("SIGTERM");
    await child.status;
  }
}

/**
 * Runs both servers twice, alternating (with, without, with, without), and compares the larger
 * sample of each side: one GC more or less before the sample moves a single run by ±10%, and
 * the larger of two against one alone would lean the ratio up.
 */
export async function measureRss(library: string, rounds = 3): Promise<RssFigures> {
  const a = await sample(library, rounds);
  const offA = await sample("off", rounds);
  const b = await sample(library, rounds);
  const offB = await sample("off", rounds);
  const on = a.rssKb >= b.rssKb ? a : b;
  const off = offA.rssKb >= offB.rssKb ? offA : offB;
  const { n, ...withLibrary } = on;
  const { n: _, ...without } = off;
  return {
    rssRatio: Math.round((on.rssKb / off.rssKb) * 1000) / 1000,
    hwmRatio: Math.round((on.hwmKb / off.hwmKb) * 1000) / 1000,
    requests: n,
    withLibrary,
    without,
  };
}
