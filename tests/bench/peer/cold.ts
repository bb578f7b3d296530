/**
 * Cold start side by side (issue 22): for each stdio server, spawn → `tools/list` answered and
 * spawn → the first `tools/call` answered (`get_law_text` 건축법 제1조, which the replay holds for both (korean-law-mcp asks
 * for `eflaw` JSON, which the fair replay derives from the recorded body; 민법 has no `eflaw` one)),
 * over several fresh processes, alternating the order round by round; medians, and ratios to
 * korean-law-mcp 4.14.0.
 *
 *   deno task bench:cold [--peer <dir of korean-law-mcp>] [--cold 9]
 *     [--entries "label=path/to/stdio.ts,other=path"] [--json out.json]
 *
 * `--entries` names the Deno entries to compare (default `ours=mcp/stdio.ts`), so a checkout of
 * another commit can be measured in the same run. The replay answers without added latency:
 * what is timed is loading and answering, not a simulated network.
 *
 * @module
 */

import { defaultFixturesDir, startReplayServer } from "../../lab/mod.ts";
import { cpuMs, median, resultText, StdioPeer } from "./rpc.ts";
import { fairDerive } from "./fair/derive.ts";
import { parseEntries, parseFlags } from "./flags.ts";
import * as S from "./servers.ts";

const a = parseFlags(Deno.args);
const rounds = Number(a.cold ?? 9);
const entries = parseEntries(a.entries, "ours=mcp/stdio.ts");
const peerDir = await S.peerPackage(a.peer);
await using replay = await startReplayServer({
  fixturesDir: defaultFixturesDir(),
  latency: { search: 0, service: 0 },
  derive: fairDerive(),
});
const tmp = await Deno.makeTempDir({ prefix: "bench-cold-" });
let seq = 0;

type Launch = { launch: (cache: string) => S.Launch; args: Record<string, unknown> };
const sides: Record<string, Launch> = {
  peer: {
    launch: () => S.peerStdio(peerDir, replay.origin),
    args: { lawId: "001823", jo: "제1조" },
  },
};
for (const [label, path] of entries) {
  sides[label] = {
    launch: (cache) => S.oursStdio(replay.baseUrl, cache, path),
    args: { lawId: "001823", articles: ["제1조"] },
  };
}
const labels = Object.keys(sides);
type Times = { list: number[]; call: number[]; listCpu: number[]; callCpu: number[] };
const times: Record<string, Times> = {};
for (const l of labels) times[l] = { list: [], call: [], listCpu: [], callCpu: [] };

/**
 * One cold process: spawn → initialize → tools/list → tools/call; the two times since spawn, and
 * the CPU time the process had used at each.
 */
async function once(label: string): Promise<Record<keyof Times, number>> {
  const side = sides[label];
  const l = side.launch(`${tmp}/kv${seq++}`);
  const p = new StdioPeer(l.command, l.args, l.env);
  try {
    await p.initialize();
    const list = await p.request("tools/list", {});
    if (list.error) throw new Error(`${label} tools/list: ${list.error.message}`);
    const tList = performance.now() - p.started;
    const listCpu = cpuMs(p.pid);
    const call = await p.request("tools/call", { name: "get_law_text", arguments: side.args });
    const tCall = performance.now() - p.started;
    const callCpu = cpuMs(p.pid);
    const text = resultText(call.result);
    if (call.error || !text.includes("건축물의 대지")) {
      throw new Error(`${label} get_law_text 건축법 제1조: ${call.error?.message ?? text}`);
    }
    return { list: tList, call: tCall, listCpu, callCpu };
  } finally {
    await p.close();
  }
}

for (const l of labels) await once(l); // untimed: module caches warm, not a first download
for (let r = 0; r < rounds; r++) {
  // Rotate the order so no side always runs right after another's exit.
  const order = labels.map((_, i) => labels[(i + r) % labels.length]);
  for (const l of order) {
    const t = await once(l);
    for (const k of Object.keys(t) as (keyof Times)[]) times[l][k].push(t[k]);
  }
}

const med = (l: string, k: keyof Times) => median(times[l][k]);
const cell = (l: string, k: keyof Times) =>
  `${med(l, k).toFixed(0)} | ${(med(l, k) / med("peer", k)).toFixed(2)}`;
console.log(
  [
    `Cold start, ${rounds} fresh processes each (median ms; ratio to the peer). CPU: user + system`,
    "time the process had used when the answer came (10 ms ticks).",
    "",
    "| server | → tools/list | ÷ peer | → first call | ÷ peer | CPU → tools/list | ÷ peer | CPU → first call | ÷ peer |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...labels.map((l) =>
      `| ${l} | ${cell(l, "list")} | ${cell(l, "call")} | ${cell(l, "listCpu")} | ${
        cell(l, "callCpu")
      } |`
    ),
  ].join("\n"),
);
if (a.json) await Deno.writeTextFile(a.json, JSON.stringify({ rounds, entries, times }, null, 1));
await Deno.remove(tmp, { recursive: true }).catch(() => {});
