/**
 * beopmang vs korean-law-mcp 4.14.0 on the same replay upstream, in one run (issue 9):
 * tool-list tax, stdio cold start, the scenario set (upstream requests, result bytes, wall time,
 * correctness), warm repeats, and HTTP under load. Servers alternate round by round; medians and
 * ratios (ours ÷ peer) are printed as markdown, raw numbers go to `--json`.
 *
 *   deno task bench:peer [--peer <dir of korean-law-mcp>] [--rounds 3] [--cold 7]
 *     [--http-seconds 20] [--clients 8] [--load law|decision] [--only T01,T04] [--skip-http]
 *     [--skip-tasks] [--strict-replay] [--json out.json]
 *
 * The replay runs in its fair mode (tests/bench/peer/fair): a request for a format or a `JO`
 * selection nobody recorded, whose document another recording holds, is answered by faithful
 * conversion and marked synthetic; `--strict-replay` turns that off.
 *
 * Without `--peer` it runs `npm install korean-law-mcp@4.14.0 --prefix <tmp>` first.
 *
 * @module
 */

import { defaultFixturesDir, startReplayServer } from "../../lab/mod.ts";
import { peakRssKb, StdioPeer } from "./rpc.ts";
import { fairDerive } from "./fair/derive.ts";
import { comparableTasks, type Pass, report, type RunData, type Side } from "./report.ts";
import { loadLoop, type LoadResult, runTasks, type TaskRun } from "./scenario.ts";
import { parseFlags } from "./flags.ts";
import * as S from "./servers.ts";
import { TASKS } from "./tasks.ts";

const a = parseFlags(Deno.args);
const rounds = Number(a.rounds ?? 3);
const coldRounds = Number(a.cold ?? 7);
const httpSeconds = Number(a["http-seconds"] ?? 20);
const clients = Number(a.clients ?? 8);
const only = a.only ? new Set(a.only.split(",")) : undefined;
const tasks = TASKS.filter((t) => !only || only.has(t.id));
const LAT = { search: 450, service: 1000 };
// The fair replay (default): answers the peer's other formats and JO selections from the
// recordings of the same document, marked synthetic. --strict-replay: the test replay as is.
const fair = !a["strict-replay"];

const peerDir = await S.peerPackage(a.peer);
await using replay = await startReplayServer({
  fixturesDir: defaultFixturesDir(),
  latency: LAT,
  logLimit: 100_000,
  derive: fair ? fairDerive() : undefined,
});
const tmp = await Deno.makeTempDir({ prefix: "bench-peer-cache-" });
let cacheSeq = 0;
const freshCache = () => `${tmp}/kv${cacheSeq++}`;
const launch = (side: Side, cache: string) =>
  side === "ours" ? S.oursStdio(replay.baseUrl, cache) : S.peerStdio(peerDir, replay.origin);
const order = (r: number): Side[] => r % 2 ? ["peer", "ours"] : ["ours", "peer"];

// 1 + 2: tool list and cold start.
const cold: Record<Side, { init: number[]; list: number[]; bytes: number; chars: number }> = {
  ours: { init: [], list: [], bytes: 0, chars: 0 },
  peer: { init: [], list: [], bytes: 0, chars: 0 },
};
for (const side of ["ours", "peer"] as Side[]) { // untimed warm-up: module caches, not first download
  const l = launch(side, "off");
  const p = new StdioPeer(l.command, l.args, l.env);
  await p.initialize();
  await p.close();
}
for (let r = 0; r < coldRounds; r++) {
  for (const side of order(r)) {
    const l = launch(side, freshCache());
    const p = new StdioPeer(l.command, l.args, l.env);
    cold[side].init.push(await p.initialize());
    const list = await p.request("tools/list", {});
    cold[side].list.push(performance.now() - p.started);
    const json = JSON.stringify(list.result);
    cold[side].bytes = new TextEncoder().encode(json).length;
    cold[side].chars = json.length;
    await p.close();
  }
}

// 3 + 4: scenario set cold, warm in the same process, warm in a new process.
const runs: Record<Side, Record<Pass, TaskRun[][]>> = {
  ours: { cold: [], warmSame: [], warmNew: [] },
  peer: { cold: [], warmSame: [], warmNew: [] },
};
for (let r = 0; r < (a["skip-tasks"] ? 0 : rounds); r++) {
  for (const side of order(r)) {
    const cache = freshCache();
    const l = launch(side, cache);
    let p = new StdioPeer(l.command, l.args, l.env);
    await p.initialize();
    runs[side].cold.push(await runTasks(p, tasks, side, replay));
    runs[side].warmSame.push(await runTasks(p, tasks, side, replay));
    await p.close();
    p = new StdioPeer(l.command, l.args, l.env);
    await p.initialize();
    runs[side].warmNew.push(await runTasks(p, tasks, side, replay));
    await p.close();
    console.error(`round ${r + 1} ${side} done`);
  }
}

// 5: HTTP under load, replay latency zero.
const load: Partial<Record<Side, LoadResult & { rssKb: number }>> = {};
if (!a["skip-http"]) {
  replay.setLatency({ search: 0, service: 0 });
  for (const side of ["ours", "peer"] as Side[]) {
    const port = S.freePort();
    const l = side === "ours"
      ? S.oursHttp(replay.baseUrl, freshCache(), port)
      : S.peerHttp(peerDir, replay.origin, port);
    const child = new Deno.Command(l.command, {
      args: l.args,
      env: { PATH: Deno.env.get("PATH") ?? "", HOME: Deno.env.get("HOME") ?? "/tmp", ...l.env },
      clearEnv: true,
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
    try {
      await S.waitHttp(`http://127.0.0.1:${port}/health`);
      const url = `http://127.0.0.1:${port}/mcp`;
      // --load decision: a call the peer can answer from the replay (its get_law_text asks for
      // eflaw JSON, which was never recorded, so under --load law it only measures a fast miss).
      const byDecision = a.load === "decision";
      const c = byDecision
        ? {
          tool: "get_decision_text",
          args: { domain: side === "ours" ? "prec" : "precedent", id: "614373" },
        }
        : side === "ours"
        ? { tool: "get_law_text", args: { lawId: "001823", articles: ["제1조"] } }
        : { tool: "get_law_text", args: { lawId: "001823", jo: "제1조" } };
      const fact = byDecision ? "2021다248190" : "건축물의 대지";
      const headers: Record<string, string> = side === "peer" ? { apikey: "bench" } : {};
      await loadLoop(url, c, fact, 1, 1, headers); // warm-up
      const res = await loadLoop(url, c, fact, clients, httpSeconds, headers);
      load[side] = { ...res, rssKb: peakRssKb(child.pid) };
    } finally {
      child.kill("SIGTERM");
      await child.status;
    }
  }
}

// Report.
const data: RunData = {
  rounds,
  coldRounds,
  httpSeconds,
  clients,
  fair,
  tasks,
  cold,
  runs,
  load,
};
console.log(report(data));
if (a.json) {
  await Deno.writeTextFile(
    a.json,
    JSON.stringify({ ...data, comparable: comparableTasks(data) }, null, 1),
  );
}
await Deno.remove(tmp, { recursive: true }).catch(() => {});
