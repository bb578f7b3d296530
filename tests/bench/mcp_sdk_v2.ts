/**
 * SDK v1 → v2, measured side by side in one run: the MCP stdio entry of a checkout before the
 * move (`git archive <commit> | tar -x -C <dir>`) against this one.
 *
 * - npm packages the entry's module graph pulls in (all of them, and the closure of the MCP SDK
 *   packages alone), and their size on disk in Deno's npm cache;
 * - cold start: a new `deno run` process until it has answered `initialize` and `tools/list`
 *   over stdio (module cache warm: a new process, not a first download), alternating runs,
 *   medians and the ratio.
 *
 * Run: `deno run -A tests/bench/mcp_sdk_v2.ts <before checkout> [runs]`.
 *
 * @module
 */

const before = Deno.args[0] ?? "/tmp/before";
const runs = Number(Deno.args[1] ?? 11);
const after = decodeURIComponent(new URL("../../", import.meta.url).pathname).replace(/\/$/, "");

interface NpmPackage {
  name: string;
  version: string;
  dependencies: string[];
  localPath?: string;
}

async function du(path: string): Promise<number> {
  let n = 0;
  for await (const e of Deno.readDir(path)) {
    const p = `${path}/${e.name}`;
    if (e.isDirectory) n += await du(p);
    else if (e.isFile) n += (await Deno.stat(p)).size;
  }
  return n;
}

async function closure(dir: string) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", "mcp/stdio.ts"],
    cwd: dir,
    stdout: "piped",
    stderr: "null",
  }).output();
  const info = JSON.parse(new TextDecoder().decode(out.stdout)) as {
    modules: { kind?: string; npmPackage?: string }[];
    npmPackages: Record<string, NpmPackage>;
  };
  const reach = (roots: string[]) => {
    const seen = new Set<string>();
    const todo = [...roots];
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id) || !info.npmPackages[id]) continue;
      seen.add(id);
      todo.push(...info.npmPackages[id].dependencies);
    }
    return seen;
  };
  const used = [...new Set(info.modules.filter((m) => m.kind === "npm").map((m) => m.npmPackage!))];
  const all = reach(used);
  const sdk = reach(used.filter((id) => id.startsWith("@modelcontextprotocol/")));
  const size = async (ids: Set<string>) => {
    let n = 0;
    for (const id of ids) {
      const p = info.npmPackages[id].localPath;
      if (p) n += await du(p).catch(() => 0);
    }
    return n;
  };
  return {
    all: all.size,
    allBytes: await size(all),
    sdk: [...sdk].map((id) => info.npmPackages[id].name).sort(),
    sdkBytes: await size(sdk),
  };
}

const enc = new TextEncoder();

/** ms from spawn until the tools/list answer. */
async function coldStart(dir: string): Promise<number> {
  const t0 = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--quiet", "mcp/stdio.ts"],
    cwd: dir,
    env: { LAW_OC: "bench", LAW_API_BASE_URL: "http://127.0.0.1:9/DRF", BEOPMANG_CACHE: "off" },
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const w = child.stdin.getWriter();
  await w.write(enc.encode(
    JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "bench", version: "0" },
      },
    }) + "\n" + JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }) + "\n" +
      JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list", params: {} }) + "\n",
  ));
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  while (!/"id":2/.test(buf)) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`no tools/list answer from ${dir}`);
    buf += value;
  }
  const ms = performance.now() - t0;
  await w.close();
  await reader.cancel();
  await child.status;
  return ms;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

if (import.meta.main) {
  const [b, a] = [await closure(before), await closure(after)];
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `npm packages in mcp/stdio.ts's graph: before ${b.all} (${kb(b.allBytes)}), ` +
      `after ${a.all} (${kb(a.allBytes)})`,
  );
  console.log(
    `MCP SDK closure: before ${b.sdk.length} packages (${kb(b.sdkBytes)}): ${b.sdk.join(", ")}`,
  );
  console.log(
    `                 after ${a.sdk.length} packages (${kb(a.sdkBytes)}): ${a.sdk.join(", ")}`,
  );
  await coldStart(before); // warm both module caches
  await coldStart(after);
  const tb: number[] = [];
  const ta: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (i % 2) {
      ta.push(await coldStart(after));
      tb.push(await coldStart(before));
    } else {
      tb.push(await coldStart(before));
      ta.push(await coldStart(after));
    }
  }
  console.log(`cold start to tools/list, ${runs} runs each, alternating:`);
  console.log(
    `  before (SDK 1.32.2) median ${median(tb).toFixed(0)} ms (min ${Math.min(...tb).toFixed(0)})`,
  );
  console.log(
    `  after  (SDK 2.4.0)  median ${median(ta).toFixed(0)} ms (min ${Math.min(...ta).toFixed(0)})`,
  );
  console.log(`  ratio before / after: ${(median(tb) / median(ta)).toFixed(2)}×`);
}
