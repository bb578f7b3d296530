/**
 * Memory under HTTP load, side by side (issue 31): each server is started in its HTTP mode on the
 * fair replay (recorded upstream answers, no added latency), warmed up with one call, then
 * `--clients` loops call it for `--seconds`; the bench samples the process's resident set
 * (`/proc/<pid>/status` VmRSS) every 20 ms from spawn to the end of an idle pause, and reads the
 * kernel's high-water mark (VmHWM) before stopping it. Rounds alternate the order of the sides.
 *
 *   deno task bench:memory [--peer <dir of korean-law-mcp>] [--rounds 2] [--clients 12]
 *     [--seconds 15 | --calls 3000] [--idle 5] [--load decision|law|mix]
 *     [--entries "ours=mcp/start.ts,before=/tmp/old/mcp/start.ts"] [--json out.json]
 *
 * `--entries` names the Deno HTTP entries to measure (default `ours=mcp/start.ts`, run as
 * `deno task start` runs it), so a checkout of another commit is measured in the same run.
 * `--load mix` rotates over the single-call tasks both servers answer from the replay.
 * `--calls` gives each server the same number of calls instead of the same time: a slower server
 * then does the same work, not less of it.
 *
 * @module
 */

import { defaultFixturesDir, startReplayServer } from "../../lab/mod.ts";
import { cpuMs, median } from "./rpc.ts";
import { fairDerive } from "./fair/derive.ts";
import { parseEntries, parseFlags } from "./flags.ts";
import { loadMix, type LoadResult } from "./scenario.ts";
import * as S from "./servers.ts";
import { type Call, TASKS } from "./tasks.ts";

const a = parseFlags(Deno.args);
const rounds = Number(a.rounds ?? 2);
const clients = Number(a.clients ?? 12);
const calls = a.calls ? Number(a.calls) : undefined;
const seconds = calls ? Infinity : Number(a.seconds ?? 15);
const idle = Number(a.idle ?? 5);
const loadKind = a.load ?? "mix";
const entries = parseEntries(a.entries, "ours=mcp/start.ts");
const peerDir = await S.peerPackage(a.peer);
await using replay = await startReplayServer({
  fixturesDir: defaultFixturesDir(),
  latency: { search: 0, service: 0 },
  logLimit: 1000,
  derive: fairDerive(),
});
const tmp = await Deno.makeTempDir({ prefix: "bench-memory-" });
let seq = 0;

/** The calls of the load and the fact each answer must show, per side. */
function workload(side: "ours" | "peer"): { call: Call; expect: string }[] {
  const pick = (ids: string[]) =>
    TASKS.filter((t) => ids.includes(t.id)).map((t) => ({
      call: side === "ours" ? t.ours[0] : t.peer[0],
      expect: t.expect[0],
    }));
  if (loadKind === "decision") return pick(["T14"]);
  if (loadKind === "law") return pick(["T04"]);
  // Single-call tasks both answer on the fair replay: searches, a statute, decisions, annexes.
  return pick(["T01", "T02", "T04", "T11", "T14", "T17", "T22"]);
}

/** The figures of one server in one round (kB, except the load). */
interface Sample {
  /** Resident set once `/health` answered and one warm-up pass ran. */
  startKb: number;
  /** Highest VmRSS sampled during the load. */
  peakKb: number;
  /** The kernel's high-water mark of the resident set (VmHWM) at the end. */
  hwmKb: number;
  /** Resident set after the idle pause that follows the load. */
  idleKb: number;
  /** The load's throughput, latencies and errors. */
  load: LoadResult;
  /** CPU time (user + system) the server spent per call of the load, ms: GC work included. */
  cpuPerCall: number;
}

function status(pid: number, field: string): number {
  try {
    const m = Deno.readTextFileSync(`/proc/${pid}/status`).match(
      new RegExp(`${field}:\\s+(\\d+)`),
    );
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}

async function measure(label: string, path: string): Promise<Sample> {
  const port = S.freePort();
  const side = label === "peer" ? "peer" : "ours";
  const l = side === "peer"
    ? S.peerHttp(peerDir, replay.origin, port)
    : S.oursHttp(replay.baseUrl, `${tmp}/kv${seq++}`, port, path);
  const child = new Deno.Command(l.command, {
    args: l.args,
    env: { PATH: Deno.env.get("PATH") ?? "", HOME: Deno.env.get("HOME") ?? "/tmp", ...l.env },
    clearEnv: true,
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  let peak = 0;
  const timer = setInterval(() => {
    const kb = status(child.pid, "VmRSS");
    if (kb > peak) peak = kb;
  }, 20);
  try {
    await S.waitHttp(`http://127.0.0.1:${port}/health`);
    const url = `http://127.0.0.1:${port}/mcp`;
    const headers: Record<string, string> = side === "peer" ? { apikey: "bench" } : {};
    const work = workload(side);
    const warm = await loadMix(url, work, 1, 0, headers);
    if (warm.errors) throw new Error(`${label}: ${warm.errors} warm-up calls failed`);
    const startKb = status(child.pid, "VmRSS");
    peak = startKb;
    const cpu0 = cpuMs(child.pid);
    const load = await loadMix(url, work, clients, seconds, headers, calls);
    const cpuPerCall = (cpuMs(child.pid) - cpu0) / load.calls;
    const peakKb = peak;
    await new Promise((r) => setTimeout(r, idle * 1000));
    return {
      startKb,
      peakKb,
      hwmKb: status(child.pid, "VmHWM"),
      idleKb: status(child.pid, "VmRSS"),
      load,
      cpuPerCall,
    };
  } finally {
    clearInterval(timer);
    child.kill("SIGTERM");
    await child.status;
  }
}

const labels = [...entries.map(([l]) => l), "peer"];
const paths = Object.fromEntries(entries);
const samples: Record<string, Sample[]> = Object.fromEntries(labels.map((l) => [l, []]));
for (let r = 0; r < rounds; r++) {
  for (const label of r % 2 ? [...labels].reverse() : labels) {
    samples[label].push(await measure(label, paths[label] ?? ""));
    console.error(`round ${r + 1} ${label} done`);
  }
}
await Deno.remove(tmp, { recursive: true }).catch(() => {});

const load = Deno.loadavg().map((x) => x.toFixed(2)).join(" ");
const med = (l: string, f: (s: Sample) => number) => median(samples[l].map(f));
const rows: [string, (s: Sample) => number][] = [
  ["RSS after warm-up (MB)", (s) => s.startKb / 1024],
  ["peak RSS under load (MB, sampled)", (s) => s.peakKb / 1024],
  ["VmHWM (MB)", (s) => s.hwmKb / 1024],
  [`RSS after ${idle} s idle (MB)`, (s) => s.idleKb / 1024],
  ["throughput (calls/s)", (s) => s.load.throughput],
  ["calls", (s) => s.load.calls],
  ["server CPU per call (ms)", (s) => s.cpuPerCall],
  ["p99 (ms)", (s) => s.load.p99],
  ["errors", (s) => s.load.errors],
];
const cols = [...labels.filter((l) => l !== "peer"), "peer"];
const out = [
  `## Memory under HTTP load ${new Date().toISOString()}: load ${loadKind}, ${clients} clients, ` +
  `${calls ? `${calls} calls` : `${seconds} s`}, ${rounds} rounds (medians); load average after ` +
  `the run ${load}`,
  "",
  `| measure | ${cols.join(" | ")} | ${entries.map(([l]) => `${l} ÷ peer`).join(" | ")} |`,
  `|---|${cols.map(() => "---:").join("|")}|${entries.map(() => "---:").join("|")}|`,
  ...rows.map(([name, f]) =>
    `| ${name} | ${cols.map((c) => med(c, f).toFixed(1)).join(" | ")} | ${
      entries.map(([l]) => (med(l, f) / med("peer", f)).toFixed(2)).join(" | ")
    } |`
  ),
];
console.log(out.join("\n"));
if (a.json) {
  const peakRatio = Object.fromEntries(
    entries.map(([l]) => [l, med(l, (s) => s.peakKb) / med("peer", (s) => s.peakKb)]),
  );
  await Deno.writeTextFile(
    a.json,
    JSON.stringify(
      {
        loadKind,
        clients,
        seconds: calls ? null : seconds,
        calls,
        rounds,
        loadavg: load,
        samples,
        peakRatio,
      },
      null,
      1,
    ),
  );
}
