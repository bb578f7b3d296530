/**
 * The starter library's first build (lib/library/starter/materialise.ts `buildStarter`): wall and
 * CPU time of building it into a temporary directory, `--runs N` times (default 2).
 *
 * Run: deno run -A tests/bench/starter_build_bench.ts [--runs N]
 */

import process from "node:process";
import { buildStarter } from "../../lib/library/starter/materialise.ts";

const i = Deno.args.indexOf("--runs");
const runs = i >= 0 ? Number(Deno.args[i + 1]) : 2;
const out: { wallMs: number; cpuMs: number; bytes: number }[] = [];
for (let r = 0; r < runs; r++) {
  const dir = await Deno.makeTempDir({ prefix: "starter-bench-" });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await buildStarter(`${dir}/starter.db`);
  const cpu = process.cpuUsage(cpu0);
  out.push({
    wallMs: Math.round(performance.now() - t0),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    bytes: (await Deno.stat(`${dir}/starter.db`)).size,
  });
  await Deno.remove(dir, { recursive: true });
}
console.log(JSON.stringify({ runs: out, loadavg: Deno.loadavg() }));
