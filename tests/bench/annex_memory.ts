/**
 * Peak memory per MB of input, per annex format. Run:
 *
 *   deno run -A --v8-flags=--expose-gc tests/bench/annex_memory.ts
 *
 * Peak resident memory is read from the kernel's high-water mark (VmHWM), reset before each
 * read by writing 5 to /proc/self/clear_refs (Linux). That catches peaks inside synchronous
 * parsing and inside pdf.js, which sampling from a timer would miss. Each file is read once
 * first so that module loading and JIT warm-up are not counted.
 */

import { readAnnex } from "../../lib/annex/mod.ts";
import { makeHwp, textParagraph } from "../annex/_cfb.ts";
import { concat } from "../annex/_zip.ts";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error("run with --v8-flags=--expose-gc");
  Deno.exit(2);
}

const dir = new URL("../fixtures/annex/", import.meta.url);
const cases = [
  ["HWPX", "local-gov_donation-report_form.hwpx"],
  ["HWPX", "mois_press-release_gov-innovation-strategy.hwpx"],
  ["HWP 5", "fss_cpa2-2026-tax-question_official.hwp"],
  ["HWP 5", "mois_press-release_gov-innovation-strategy.hwp"],
  ["PDF", "income-tax-act_law-print.pdf"],
] as const;

function statusKb(field: string): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(
    Deno.readTextFileSync("/proc/self/status"),
  );
  return m ? Number(m[1]) : NaN;
}

/** A larger HWP 5 than any fixture: 60 000 varied paragraphs (~7 MB of records, ~1.4 MB on disk). */
function syntheticHwp(): Uint8Array {
  const paras = Array.from(
    { length: 60_000 },
    (_, i) =>
      textParagraph(
        `${i}. 위반행위 ${(i * 7919) % 104729}호 과태료 ${(i * 31) % 997}만원 (${i.toString(36)})`,
      ),
  );
  return makeHwp([concat(paras)]);
}

const MB = 1024 * 1024;
const rows: string[] = [];
for (const [format, name] of [...cases, ["HWP 5", "synthetic: 60 000 paragraphs"] as const]) {
  const bytes = name.startsWith("synthetic")
    ? syntheticHwp()
    : Deno.readFileSync(new URL(name, dir));
  await readAnnex(bytes); // warm-up
  let peakRss = 0, peakHeap = 0, ms = 0;
  const runs = 3;
  for (let i = 0; i < runs; i++) {
    gc!();
    const heap0 = Deno.memoryUsage().heapUsed;
    let heapMax = heap0;
    const timer = setInterval(() => (heapMax = Math.max(heapMax, Deno.memoryUsage().heapUsed)), 1);
    Deno.writeTextFileSync("/proc/self/clear_refs", "5");
    const rss0 = statusKb("VmRSS");
    const t0 = performance.now();
    const doc = await readAnnex(bytes);
    ms += performance.now() - t0;
    clearInterval(timer);
    heapMax = Math.max(heapMax, Deno.memoryUsage().heapUsed);
    peakRss = Math.max(peakRss, (statusKb("VmHWM") - rss0) / 1024);
    peakHeap = Math.max(peakHeap, (heapMax - heap0) / MB);
    if (doc.blocks.length === 0) throw new Error("empty");
  }
  const inMb = bytes.length / MB;
  rows.push(
    `| ${format} | ${name} | ${inMb.toFixed(2)} | ${(ms / runs).toFixed(0)} | ${
      peakRss.toFixed(1)
    } | ` +
      `${(peakRss / inMb).toFixed(1)} | ${peakHeap.toFixed(1)} |`,
  );
}

console.log(
  `Deno ${Deno.version.deno}, V8 ${Deno.version.v8}; peak over ${3} runs after a warm-up.\n`,
);
console.log(
  "| format | file | input MB | parse ms | peak RSS Δ MB | peak RSS MB per input MB | sampled heap Δ MB |",
);
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
for (const r of rows) console.log(r);
