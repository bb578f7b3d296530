/**
 * `deno task bench:library [--corpus PATH] [--json FILE] [--today YYYY-MM-DD] [--compare-fts]`
 *
 * Imports a legalize-kr checkout or archive (default: a clone of ../shared/corpus's bundle in a
 * temp dir) into a fresh library and measures what issue 30 asks: importSeconds, corpusBytes,
 * libraryBytes, articleReadMs, bodySearchMs (100 varied queries). everydayMs, peerRatio and
 * rssRatio are left for the tools that use the library (null, with a reason).
 */

import { parseArgs } from "node:util";
import { importLibrary, openLibrary, todayKstIso } from "../../lib/library/mod.ts";
import { LATENCY_QUERIES } from "./library_queries.ts";
import { compare } from "./library_fts_compare.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    corpus: { type: "string" },
    json: { type: "string" },
    today: { type: "string" },
    "compare-fts": { type: "boolean" },
  },
});

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
const corpus = values.corpus ?? (temp.push(await cloneBundle()), temp[0]);
const outDir = await Deno.makeTempDir({ prefix: "lib-bench-" });
const out = `${outDir}/law-library.db`;
const today = values.today ?? todayKstIso();
const load0 = Deno.loadavg();
const t0 = performance.now();
const report = await importLibrary(corpus, { out, today, full: true });
const importSeconds = Math.round((performance.now() - t0) / 100) / 10;
const libraryBytes = Deno.statSync(out).size;
const raw = await corpusBytes(corpus);

const lib = openLibrary(out);
// Articles to read: every 25th law in force, one article from its middle.
const picks = lib.db.prepare(`SELECT l.name, (SELECT label FROM articles a WHERE a.law = l.id
    ORDER BY seq LIMIT 1 OFFSET (SELECT count(*) / 2 FROM articles b WHERE b.law = l.id)) AS label
  FROM laws l WHERE l.indexed = 1 AND l.repealed = 0 AND l.id % 25 = 0`).all() as {
  name: string;
  label: string | null;
}[];
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

const result = {
  date: new Date().toISOString(),
  source: report.source,
  today,
  laws: meta.laws,
  articles: meta.articles,
  pendingVersions: report.pending,
  importSeconds,
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
  everydayMs: null,
  everydayMsReason: "legal_research over the library is built by helper 'everyday'; it fills this",
  peerRatio: null,
  peerRatioReason: "statute reads through the tools (helper 'libuse') against korean-law-mcp",
  rssRatio: null,
  rssRatioReason: "server RSS with the library open vs without needs the server wiring ('libuse')",
  machine: {
    cpus: navigator.hardwareConcurrency,
    loadavgAtStart: load0,
    loadavgAtEnd: Deno.loadavg(),
    note: "2 cores shared with up to 8 other helpers' builds and tests",
  },
  fts: values["compare-fts"] ? compare(out, outDir) : undefined,
};
console.log(JSON.stringify(result, null, 2));
if (values.json) await Deno.writeTextFile(values.json, JSON.stringify(result, null, 2) + "\n");
await Deno.remove(outDir, { recursive: true });
for (const d of temp) await Deno.remove(d.replace(/\/legalize-kr$/, ""), { recursive: true });
