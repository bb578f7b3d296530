/**
 * How long `deno check` of a consumer takes (issue 31): a small program that imports the package
 * and reads the tool map, checked with no type-check cache, for an earlier commit and for HEAD,
 * runs alternated in one process. Two ways in:
 *
 * - `jsr`: as a JSR user reaches it. Each tree's published file set (`deno publish --dry-run`)
 *   is served by a local JSR-shaped registry (`JSR_URL`; the earlier tree as 0.0.1, HEAD as
 *   0.0.2), downloaded once, then checked: Deno reads a JSR package through its fast-check
 *   declarations when the package has no slow types, and through its whole source when it has.
 * - `local`: the tree imported by path (`lib/mod.ts`), as the repository's own faces do; every
 *   file is checked either way.
 *
 * Usage: `deno run -A tests/bench/consumer_check.ts [before-ref=main] [runs=3]`
 *
 * @module
 */

const encodeHex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

const ROOT = new URL("../../", import.meta.url).pathname;
const before = Deno.args[0] ?? "main";
const runs = Number(Deno.args[1] ?? 3);

async function sh(cmd: string, args: string[], opts: Deno.CommandOptions = {}) {
  const out = await new Deno.Command(cmd, { args, stdout: "piped", stderr: "piped", ...opts })
    .output();
  const dec = new TextDecoder();
  return { ok: out.success, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}

const work = await Deno.makeTempDir({ prefix: "beopmang-consumer-" });
const trees = { before: `${work}/before`, after: `${work}/after` };
const version = { before: "0.0.1", after: "0.0.2" };
type Side = keyof typeof trees;

/** The published files of a tree, from the repository root ("/lib/mod.ts"). */
async function publishedFiles(dir: string): Promise<string[]> {
  const dry = await sh(Deno.execPath(), [
    "publish",
    "--dry-run",
    "--allow-dirty",
    "--allow-slow-types",
    "--no-check",
  ], { cwd: dir, env: { NO_COLOR: "1" } });
  const files = [...`${dry.stdout}\n${dry.stderr}`.matchAll(/^\s+file:\/\/(\S+)/gm)]
    .map((m) => m[1].slice(dir.length));
  if (!files.length) throw new Error(`no published files in ${dir}:\n${dry.stderr}`);
  return files;
}

/**
 * What `deno publish` uploads of a source file: its import-map specifiers unfurled to the
 * specifiers they map to (JSR packages carry no import map of their own).
 */
function unfurl(source: string, imports: Record<string, string>): string {
  return source.replace(
    /(\bfrom\s*|\bimport\s*\(?\s*|@jsxImportSource\s+)(["']?)([^"'\s)]+)\2/g,
    (all, lead: string, q: string, spec: string) => {
      if (imports[spec]) return `${lead}${q}${imports[spec]}${q}`;
      const prefix = Object.keys(imports).find((k) => k.endsWith("/") && spec.startsWith(k));
      return prefix ? `${lead}${q}${imports[prefix]}${spec.slice(prefix.length)}${q}` : all;
    },
  );
}

const files = new Map<string, Uint8Array<ArrayBuffer>>();
const manifests = new Map<string, Record<string, { size: number; checksum: string }>>();
const exportsOf = new Map<string, Record<string, string>>();
for (const side of ["before", "after"] as Side[]) {
  await Deno.mkdir(trees[side]);
  const ref = side === "before" ? before : "HEAD";
  const tar = await sh("sh", ["-c", `git archive ${ref} | tar -x -C ${trees[side]}`], {
    cwd: ROOT,
  });
  if (!tar.ok) throw new Error(tar.stderr);
  const config = JSON.parse(await Deno.readTextFile(`${trees[side]}/deno.json`));
  const manifest: Record<string, { size: number; checksum: string }> = {};
  for (const f of await publishedFiles(trees[side])) {
    let bytes: Uint8Array<ArrayBuffer> = await Deno.readFile(trees[side] + f);
    if (/\.[jt]sx?$/.test(f)) {
      bytes = new TextEncoder().encode(unfurl(new TextDecoder().decode(bytes), config.imports));
    }
    const hash = encodeHex(await crypto.subtle.digest("SHA-256", bytes));
    manifest[f] = { size: bytes.length, checksum: `sha256-${hash}` };
    files.set(`${version[side]}${f}`, bytes);
  }
  manifests.set(version[side], manifest);
  exportsOf.set(version[side], config.exports);
}

// A registry in JSR's layout: package meta, version meta (manifest + exports), files.
const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, (req) => {
  const path = decodeURIComponent(new URL(req.url).pathname);
  if (path === "/@beopmang/law/meta.json") {
    return Response.json({
      scope: "beopmang",
      name: "law",
      latest: "0.0.2",
      versions: { "0.0.1": {}, "0.0.2": {} },
    });
  }
  const meta = /^\/@beopmang\/law\/([\d.]+)_meta\.json$/.exec(path);
  if (meta) {
    return Response.json({ manifest: manifests.get(meta[1]), exports: exportsOf.get(meta[1]) });
  }
  const file = files.get(path.replace(/^\/@beopmang\/law\//, ""));
  if (file) return new Response(file);
  return new Response("not found", { status: 404 });
});
const jsrUrl = `http://127.0.0.1:${server.addr.port}/`;

/** The consumer: a call through the typed tool map and a read of its answer. */
const consumer = (from: string) =>
  `import { callTool, type ToolContext, type ToolOutput } from "${from}";
export async function names(ctx: ToolContext): Promise<string[]> {
  const out = await callTool("search_law", { query: "건축법" }, ctx);
  return out.ok ? out.structured.rows.map((r) => r.name) : [];
}
export const first = (o: ToolOutput<"get_law_text">): string | undefined => o.articles[0]?.text;
`;

// One DENO_DIR per side and way, sharing the machine's npm cache (no downloads while timing).
const npmCache = JSON.parse((await sh(Deno.execPath(), ["info", "--json"])).stdout).denoDir +
  "/npm";
type Way = "jsr" | "local";
const cases: { side: Side; way: Way; dir: string; denoDir: string }[] = [];
for (const side of ["before", "after"] as Side[]) {
  for (const way of ["jsr", "local"] as Way[]) {
    const dir = way === "local" ? trees[side] : `${work}/consumer-${side}`;
    await Deno.mkdir(dir, { recursive: true });
    await Deno.writeTextFile(
      `${dir}/consumer_${way}.ts`,
      consumer(way === "local" ? "./lib/mod.ts" : `jsr:@beopmang/law@${version[side]}`),
    );
    const denoDir = `${work}/deno_dir-${side}-${way}`;
    await Deno.mkdir(denoDir);
    await Deno.symlink(npmCache, `${denoDir}/npm`);
    cases.push({ side, way, dir, denoDir });
  }
}

const env = (c: (typeof cases)[number]) => ({
  DENO_DIR: c.denoDir,
  JSR_URL: jsrUrl,
  NO_COLOR: "1",
});
for (const c of cases) {
  const cached = await sh(Deno.execPath(), ["cache", `consumer_${c.way}.ts`], {
    cwd: c.dir,
    env: env(c),
  });
  if (!cached.ok) throw new Error(`${c.side} ${c.way}: ${cached.stderr}`);
}

/** One `deno check` with the type-check caches emptied: seconds of wall and CPU time. */
async function check(c: (typeof cases)[number]): Promise<{ wall: number; cpu: number }> {
  for await (const e of Deno.readDir(c.denoDir)) {
    if (/^(check_cache|fast_check_cache)/.test(e.name)) await Deno.remove(`${c.denoDir}/${e.name}`);
  }
  const out = await sh("/usr/bin/time", [
    "-f",
    "%e %U %S",
    Deno.execPath(),
    "check",
    `consumer_${c.way}.ts`,
  ], { cwd: c.dir, env: env(c) });
  if (!out.ok) throw new Error(`${c.side} ${c.way} failed:\n${out.stderr}`);
  const [wall, user, sys] = out.stderr.trim().split("\n").at(-1)!.split(" ").map(Number);
  return { wall, cpu: user + sys };
}

const times = new Map<string, { wall: number; cpu: number }[]>();
for (let i = 0; i < runs; i++) {
  for (const c of cases) {
    const key = `${c.way} ${c.side}`;
    times.set(key, [...(times.get(key) ?? []), await check(c)]);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = (await Deno.readTextFile("/proc/loadavg")).split(" ").slice(0, 3).join(" ");
console.log(`before = ${before}, after = HEAD, ${runs} runs each, load average ${load}`);
console.log("| way | before wall | after wall | ratio | before CPU | after CPU | ratio |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const way of ["jsr", "local"] as Way[]) {
  const b = times.get(`${way} before`)!;
  const a = times.get(`${way} after`)!;
  const [bw, aw] = [median(b.map((t) => t.wall)), median(a.map((t) => t.wall))];
  const [bc, ac] = [median(b.map((t) => t.cpu)), median(a.map((t) => t.cpu))];
  console.log(
    `| ${way} | ${bw.toFixed(1)} s | ${aw.toFixed(1)} s | ${(aw / bw).toFixed(2)} | ` +
      `${bc.toFixed(1)} s | ${ac.toFixed(1)} s | ${(ac / bc).toFixed(2)} |`,
  );
}
await server.shutdown();
await Deno.remove(work, { recursive: true });
