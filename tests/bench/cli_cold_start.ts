/**
 * Cold start of `beopmang list` (deno run cli/main.ts list) against `korean-law list`
 * (korean-law-mcp 4.14.0's build/cli.js under node), alternating runs in one process, medians and
 * the ratio. Run: `deno run -A tests/bench/cli_cold_start.ts <path to korean-law-mcp/build/cli.js> [runs]`.
 */

const peer = Deno.args[0] ?? "/tmp/peer/node_modules/korean-law-mcp/build/cli.js";
const runs = Number(Deno.args[1] ?? 15);
const cli = decodeURIComponent(new URL("../../cli/main.ts", import.meta.url).pathname);
const env = { LAW_OC: Deno.env.get("LAW_OC") ?? "bench", BEOPMANG_CACHE: "off", NO_COLOR: "1" };

async function time(cmd: string, args: string[]): Promise<number> {
  const t0 = performance.now();
  const out = await new Deno.Command(cmd, { args, env, stdout: "piped", stderr: "piped" }).output();
  const ms = performance.now() - t0;
  if (out.code !== 0) {
    throw new Error(
      `${cmd} ${args.join(" ")} exited ${out.code}: ${new TextDecoder().decode(out.stderr)}`,
    );
  }
  return ms;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

if (import.meta.main) {
  const ours: number[] = [];
  const theirs: number[] = [];
  const beopmang = () => time(Deno.execPath(), ["run", "-A", cli, "list"]);
  const koreanLaw = () => time("node", [peer, "list"]);
  await beopmang(); // warm the module cache: cold start means a new process, not a first download
  await koreanLaw();
  for (let i = 0; i < runs; i++) {
    if (i % 2) {
      theirs.push(await koreanLaw());
      ours.push(await beopmang());
    } else {
      ours.push(await beopmang());
      theirs.push(await koreanLaw());
    }
  }
  const a = median(ours);
  const b = median(theirs);
  console.log(`runs: ${runs} each, alternating`);
  console.log(`beopmang list   median ${a.toFixed(0)} ms (min ${Math.min(...ours).toFixed(0)})`);
  console.log(`korean-law list median ${b.toFixed(0)} ms (min ${Math.min(...theirs).toFixed(0)})`);
  console.log(`ratio korean-law / beopmang: ${(b / a).toFixed(2)}×`);
}
