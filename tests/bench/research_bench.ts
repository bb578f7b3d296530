/**
 * Wall time and upstream calls of each legal_research task against the replay with upstream
 * latency injected (lawSearch ≈ 450 ms, lawService ≈ 1000 ms).
 *
 * Run: deno run -A tests/bench/research_bench.ts
 */

import { findTool, runTool } from "../../lib/mod.ts";
import { harness } from "../_support.ts";

const CASES: ReadonlyArray<[string, Record<string, unknown>]> = [
  ["full_research", { query: "건축법 제11조 임금" }],
  ["law_system", { query: "건축법" }],
  ["action_basis", { query: "건축법 제11조 허가 취소", scenario: "penalty" }],
  ["dispute_prep", { query: "임금 체불 처분 불복" }],
  ["amendment_track", { query: "건축법 제2조 개정" }],
  ["ordinance_compare", { query: "광진구 조례", parentLaw: "건축법" }],
  ["procedure_detail", { query: "건축법 제11조 허가 신청" }],
  ["document_review", { text: "제1조 회사는 언제든지 계약을 해지할 수 있다." }],
];

await using h = await harness({ timeoutMs: 15_000 });
h.replay.setLatency({ search: 450, service: 1_000 });
const tool = findTool("legal_research")!;
console.log("task               wall_ms  calls  branches ok/failed/unfinished/skipped");
for (const [task, args] of CASES) {
  h.replay.reset();
  h.replay.setLatency({ search: 450, service: 1_000 });
  const t0 = performance.now();
  const out = await runTool(tool, { task, ...args }, h.runtime.context());
  const wall = Math.round(performance.now() - t0);
  if (!out.ok) {
    console.log(task.padEnd(18), "ERROR", out.text);
    continue;
  }
  const branches = out.structured.branches as { status: string }[];
  const n = (s: string) => branches.filter((b) => b.status === s).length;
  console.log(
    task.padEnd(18),
    String(wall).padStart(7),
    String(h.replay.stats.total).padStart(6),
    String(branches.length).padStart(9),
    ` ${n("ok")}/${n("failed")}/${n("unfinished")}/${n("skipped")}`,
  );
}
