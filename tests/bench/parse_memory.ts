/**
 * Peak memory of each XML parser candidate (deno bench cannot report it), printed as Markdown.
 *
 * Run: `deno run -A --v8-flags=--expose-gc tests/bench/parse_memory.ts [runs]`
 *
 * Every (parser, file) pair is measured in a fresh child process (so one candidate's heap, JIT
 * state or loaded modules cannot skew another's) started with `--expose-gc
 * --min-semi-space-size=64 --max-semi-space-size=64`. After a warm-up (≥ 200 ms and ≥ 20
 * parses, so the parser is optimised), each run does `gc()`, samples
 * `Deno.memoryUsage().heapUsed`, parses, samples again: the young generation is large enough
 * that no scavenge runs inside one parse, so the growth is everything the parse allocated — the
 * peak heap growth if nothing were freed early (an upper bound of the true peak). Then `gc()`
 * with the result alive gives the retained size of the result. Medians over the runs. Time per
 * parse is the median of as many back-to-back parses in the same child (a forced GC right before a
 * parse slows that parse down several-fold, so time is not taken in the GC loop); `deno bench` is
 * the reference for time, this table puts time, throughput and memory side by side.
 *
 * @module
 */

import { LARGE_JSON, LARGE_XML, readFixture } from "./fixtures.ts";

const SEMI_SPACE_MB = 64;
const WARMUP_MS = 200;
const WARMUP_MIN = 20;

type Row = {
  file: string;
  parser: string;
  kb: number;
  ms: number;
  heapPeakMb: number;
  retainedMb: number;
};

function gc(): void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (!g) throw new Error("run with --v8-flags=--expose-gc");
  g();
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function childMain(parser: string, file: string, runs: number): Promise<void> {
  const text = readFixture(file);
  let convert: (s: string) => unknown;
  let input = text;
  if (parser === "JSON.parse") {
    convert = (s) => JSON.parse(s);
  } else if (parser === "JSON.parse (same data)") {
    const { xmlToDrfObject } = await import("../../lib/parse/xml.ts");
    input = JSON.stringify(xmlToDrfObject(text));
    convert = (s) => JSON.parse(s);
  } else {
    const { CANDIDATES } = await import("./xml_candidates.ts");
    convert = CANDIDATES[parser];
    if (!convert) throw new Error(`unknown parser ${parser}`);
  }
  const warmStart = performance.now();
  for (let i = 0; i < WARMUP_MIN || performance.now() - warmStart < WARMUP_MS; i++) convert(input);
  // Time: back-to-back parses (a forced full GC just before a parse slows it down several-fold).
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    convert(input);
    times.push(performance.now() - t0);
  }
  // Memory: gc() between runs.
  const peaks: number[] = [];
  const retained: number[] = [];
  for (let i = 0; i < runs; i++) {
    gc();
    const base = Deno.memoryUsage().heapUsed;
    let result: unknown = convert(input);
    peaks.push(Deno.memoryUsage().heapUsed - base);
    gc();
    retained.push(Deno.memoryUsage().heapUsed - base);
    if (result === undefined) throw new Error("no result");
    result = undefined;
  }
  const out = { ms: median(times), heapPeak: median(peaks), retained: median(retained) };
  console.log(JSON.stringify(out));
}

async function runChild(
  parser: string,
  file: string,
  runs: number,
): Promise<{ ms: number; heapPeak: number; retained: number }> {
  const flags =
    `--expose-gc,--min-semi-space-size=${SEMI_SPACE_MB},--max-semi-space-size=${SEMI_SPACE_MB}`;
  const cmd = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      `--v8-flags=${flags}`,
      import.meta.filename!,
      "--child",
      parser,
      file,
      String(runs),
    ],
    stdout: "piped",
    stderr: "piped",
  });
  const { code, stdout, stderr } = await cmd.output();
  if (code !== 0) {
    throw new Error(`child ${parser} ${file} failed:\n${new TextDecoder().decode(stderr)}`);
  }
  const lines = new TextDecoder().decode(stdout).trim().split("\n");
  return JSON.parse(lines[lines.length - 1]);
}

const mb = (bytes: number): number => bytes / (1024 * 1024);
const fmt = (v: number, digits = 1): string => v.toFixed(digits);

async function main(): Promise<void> {
  gc(); // fail early without --expose-gc
  const runs = Number(Deno.args[0] ?? 20);
  const { CANDIDATES } = await import("./xml_candidates.ts");
  const parsers = ["JSON.parse (same data)", ...Object.keys(CANDIDATES)];
  const jobs: [string, string][] = [];
  for (const file of LARGE_XML) for (const p of parsers) jobs.push([file, p]);
  for (const file of LARGE_JSON) jobs.push([file, "JSON.parse"]);

  const rows: Row[] = [];
  for (const [file, parser] of jobs) {
    const m = await runChild(parser, file, runs);
    rows.push({
      file,
      parser,
      kb: new TextEncoder().encode(readFixture(file)).length / 1024,
      ms: m.ms,
      heapPeakMb: mb(m.heapPeak),
      retainedMb: mb(m.retained),
    });
    Deno.stderr.writeSync(new TextEncoder().encode("."));
  }
  Deno.stderr.writeSync(new TextEncoder().encode("\n"));

  console.log(
    `Memory and time per parse — ${runs} runs per cell, medians; Deno ${Deno.version.deno}, V8 ${Deno.version.v8}\n`,
  );
  console.log("| file | parser | ms/parse | MB/s | heap peak growth (MB) | retained result (MB) |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const r of rows) {
    const name = r.file.replace(/^drf\//, "");
    const mbps = (r.kb / 1024) / (r.ms / 1000);
    console.log(
      `| ${name} (${Math.round(r.kb)} KB) | ${r.parser} | ${fmt(r.ms, 2)} | ${fmt(mbps, 0)} | ${
        fmt(r.heapPeakMb)
      } | ${fmt(r.retainedMb, 2)} |`,
    );
  }
  console.log(
    "\nMB/s is the source file's UTF-8 size over the time per parse (for \"JSON.parse (same data)\": the XML file's size, " +
      "i.e. the same content received as JSON). heap peak growth = all bytes one parse allocates (no GC during it); " +
      "retained = the result object alone (strings sliced from the input also keep the input string alive, not counted).",
  );
}

if (Deno.args[0] === "--child") {
  const [, parser, file, runs] = Deno.args;
  await childMain(parser, file, Number(runs));
} else {
  await main();
}
