/**
 * `deno task bench:library [--corpus PATH] [--json FILE] [--today YYYY-MM-DD] [--compare-fts]
 *   [--library FILE] [--peer DIR] [--peer-rounds N] [--skip-peer] [--skip-rss]`
 * (--library: measure on a library already built, no import)
 *
 * Imports a legalize-kr checkout or archive (default: a clone of ../shared/corpus's bundle in a
 * temp dir) into a fresh library and measures what issue 30 asks, on that library:
 * - importSeconds, corpusBytes, libraryBytes, articleReadMs, bodySearchMs (100 varied queries),
 *   in this process;
 * - everydayMs: legal_research on the 86 blind everyday questions, no key (everyday_bench.ts in
 *   a process of its own);
 * - peerRatio: the same statute reads through korean-law-mcp 4.14.0 on the fair replay and
 *   through our stdio server from the library (library_peer.ts); `--peer DIR` is the peer's
 *   package folder (default /work/wt/peer/node_modules/korean-law-mcp when it exists), else
 *   null with the reason;
 * - rssRatio: our HTTP server's resident memory with the library open and answering ÷ without
 *   (library_rss.ts).
 */

import process from "node:process";
import { parseArgs } from "node:util";
import { importLibrary, openLibrary, todayKstIso } from "../../lib/library/mod.ts";
import { LATENCY_QUERIES } from "./library_queries.ts";
import { compare } from "./library_fts_compare.ts";
import { measurePeer, type PeerFigures } from "./library_peer.ts";
import { measureRss, type RssFigures } from "./library_rss.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    corpus: { type: "string" },
    json: { type: "string" },
    today: { type: "string" },
    "compare-fts": { type: "boolean" },
    library: { type: "string" },
    peer: { type: "string" },
    "peer-rounds": { type: "string" },
    "skip-peer": { type: "boolean" },
    "skip-rss": { type: "boolean" },
  },
});
const DEFAULT_PEER = "/work/wt/peer/node_modules/korean-law-mcp";

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))] * 100) / 100;
};

async function cloneBundle(): Promise<string> {
  const bundle = new URL("../../../shared/corpus/legalize-kr-2026-06-05.bundle", import.meta.url);
  const dir = `${await Deno.makeTempDir({ prefix: "lk-bench-" })}/legalize-kr`;
  const out = await new Deno.Command("git", {
    args: ["clone", "-q", decodeURIComponent(bundle.pathname), dir],
    stderr: "piped",
  }).output();
  if (!out.success) throw new Error(`git clone: ${new TextDecoder().decode(out.stderr)}`);
  return dir;
}

async function corpusBytes(source: string): Promise<number | null> {
  let stat: Deno.FileInfo;
  try {
    stat = await Deno.stat(`${source}/kr`);
  } catch {
    return null; // an archive or URL: the raw size is not on disk
  }
  if (!stat.isDirectory) return null;
  let n = 0;
  const walk = async (dir: string) => {
    for await (const e of Deno.readDir(dir)) {
      if (e.isDirectory) await walk(`${dir}/${e.name}`);
      else if (e.name.endsWith(".md")) n += (await Deno.stat(`${dir}/${e.name}`)).size;
    }
  };
  await walk(`${source}/kr`);
  return n;
}

const temp: string[] = [];
const corpus = values.corpus ?? (values.library ? "" : (temp.push(await cloneBundle()), temp[0]));
const outDir = await Deno.makeTempDir({ prefix: "lib-bench-" });
const out = `${outDir}/law-library.db`;
const today = values.today ?? todayKstIso();
const load0 = Deno.loadavg();
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let report: { source: string; pending: number } | undefined;
if (values.library) await Deno.copyFile(values.library, out);
else report = await importLibrary(corpus, { out, today, full: true });
const importSeconds = values.library ? null : Math.round((performance.now() - t0) / 100) / 10;
const cpu = process.cpuUsage(cpu0);
// CPU of this process (parse, tokens, deflate, SQLite); git's own CPU is not counted.
const importCpuSeconds = values.library ? null : Math.round((cpu.user + cpu.system) / 1e5) / 10;
const libraryBytes = Deno.statSync(out).size;
const raw = corpus ? await corpusBytes(corpus) : null;

const lib = openLibrary(out);
// Articles to read: every 25th law in force whose name is its own, the article in its middle.
const laws = lib.db.prepare(
  `SELECT id, name FROM laws l WHERE repealed = 0 AND id % 25 = 0 AND effective <= ?
    AND NOT EXISTS (SELECT 1 FROM laws n WHERE n.law_id = l.law_id AND n.effective > l.effective
      AND n.effective <= ?)
    AND (SELECT count(DISTINCT law_id) FROM laws k WHERE k.name_key = l.name_key) = 1`,
).all(today, today) as { id: number; name: string }[];
const picks = laws.map((l) => {
  const labels = lib.db.prepare("SELECT label FROM articles WHERE law = ? ORDER BY seq").all(
    l.id,
  ) as {
    label: string;
  }[];
  return { name: l.name, label: labels[Math.floor(labels.length / 2)]?.label };
});
const reads: number[] = [];
for (const p of picks.filter((p) => p.label)) {
  const t = performance.now();
  const got = lib.articles({ name: p.name }, { numbers: [p.label!] });
  reads.push(performance.now() - t);
  if (!got?.articles.length) throw new Error(`read failed: ${p.name} ${p.label}`);
}
const searches: number[] = [];
let empty = 0;
for (const q of LATENCY_QUERIES) {
  const t = performance.now();
  const hits = lib.searchBody(q, { limit: 20 });
  searches.push(performance.now() - t);
  if (!hits.length) empty++;
}
const meta = lib.meta();
lib.close();

/** everyday_bench.ts on this library, in a process of its own (no key, the demo for branches). */
async function everyday(file: string): Promise<{ everydayMs: number; [k: string]: unknown }> {
  const json = `${outDir}/everyday.json`;
  const env = { ...Deno.env.toObject() };
  delete env.LAW_OC;
  const run = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      decodeURIComponent(new URL("./everyday_bench.ts", import.meta.url).pathname),
      "--library",
      file,
      "--json",
      json,
    ],
    env,
    clearEnv: true,
    stdout: "null",
    stderr: "inherit",
  }).output();
  if (!run.success) throw new Error("everyday_bench.ts failed");
  return JSON.parse(await Deno.readTextFile(json));
}

const reason = (e: unknown) => e instanceof Error ? e.message : String(e);
console.error("everydayMs …");
let everydayFigures: Awaited<ReturnType<typeof everyday>> | undefined;
let everydayMsReason: string | undefined;
try {
  everydayFigures = await everyday(out);
} catch (e) {
  everydayMsReason = reason(e);
}

const peerDir = values.peer ?? (await Deno.stat(DEFAULT_PEER).then(() => DEFAULT_PEER, () => ""));
let peer: PeerFigures | undefined;
let peerRatioReason: string | undefined;
if (values["skip-peer"]) peerRatioReason = "--skip-peer";
else if (!peerDir) {
  peerRatioReason = "korean-law-mcp 4.14.0 not found: give its package folder with --peer DIR " +
    "(npm install korean-law-mcp@4.14.0)";
} else {
  try {
    await Deno.stat(`${peerDir}/build/index.js`);
    console.error("peerRatio …");
    peer = await measurePeer(peerDir, out, Number(values["peer-rounds"] ?? 3));
  } catch (e) {
    peerRatioReason = `${peerDir}: ${reason(e)}`;
  }
}

let rss: RssFigures | undefined;
let rssRatioReason: string | undefined;
if (values["skip-rss"]) rssRatioReason = "--skip-rss";
else {
  try {
    console.error("rssRatio …");
    rss = await measureRss(out);
  } catch (e) {
    rssRatioReason = reason(e);
  }
}

const result = {
  date: new Date().toISOString(),
  source: report?.source ?? `existing library ${values.library}`,
  today,
  laws: meta.laws,
  articles: meta.articles,
  pendingVersions: report?.pending ?? null,
  importSeconds,
  importCpuSeconds,
  corpusBytes: raw,
  libraryBytes,
  libraryToCorpus: raw ? Math.round((libraryBytes / raw) * 100) / 100 : null,
  articleReadMs: { p50: pct(reads, 0.5), p99: pct(reads, 0.99), n: reads.length },
  bodySearchMs: {
    p50: pct(searches, 0.5),
    p99: pct(searches, 0.99),
    n: searches.length,
    noHits: empty,
  },
  everydayMs: everydayFigures?.everydayMs ?? null,
  ...(everydayMsReason ? { everydayMsReason } : { everyday: everydayFigures }),
  peerRatio: peer?.peerRatio ?? null,
  ...(peer
    ? {
      peerRatioIs:
        "ours p50 ÷ korean-law-mcp p50, one statute read (name + article) each; below 1: " +
        "ours faster. Replay with no added latency: the peer's figure is a lower bound",
      peer,
    }
    : { peerRatioReason }),
  rssRatio: rss?.rssRatio ?? null,
  ...(rss
    ? {
      rssRatioIs: "VmRSS of mcp/start.ts with the library open and answering ÷ with " +
        "BEOPMANG_LIBRARY=off, the same requests, no key",
      rss,
    }
    : { rssRatioReason }),
  machine: {
    cpus: navigator.hardwareConcurrency,
    loadavgAtStart: load0,
    loadavgAtEnd: Deno.loadavg(),
    note: "2 cores shared with other helpers' builds and tests",
  },
  fts: values["compare-fts"] ? compare(out, outDir) : undefined,
};
console.log(JSON.stringify(result, null, 2));
if (values.json) await Deno.writeTextFile(values.json, JSON.stringify(result, null, 2) + "\n");
await Deno.remove(outDir, { recursive: true });
for (const d of temp) await Deno.remove(d.replace(/\/legalize-kr$/, ""), { recursive: true });
