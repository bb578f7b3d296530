/**
 * The markdown report of one peer-benchmark run: the summary (ours ÷ peer), the figures on the
 * tasks both answer correctly (the only tasks whose byte ratios mean anything), and the
 * per-task table with, for each task one side misses, the reason.
 *
 * @module
 */

import { median } from "./rpc.ts";
import type { LoadResult, TaskRun } from "./scenario.ts";
import type { Task } from "./tasks.ts";

/** A server of the comparison. */
export type Side = "ours" | "peer";
/** A pass over the tasks: first (cold cache), again in the same process, in a new process. */
export type Pass = "cold" | "warmSame" | "warmNew";

/** Everything one run measured. */
export interface RunData {
  /** Scenario rounds, cold starts, HTTP seconds and clients. */
  rounds: number;
  coldRounds: number;
  httpSeconds: number;
  clients: number;
  /** Whether the replay answered with the fair-mode conversions. */
  fair: boolean;
  /** The tasks run. */
  tasks: readonly Task[];
  /** tools/list size and cold-start times. */
  cold: Record<Side, { init: number[]; list: number[]; bytes: number; chars: number }>;
  /** Task runs per side, pass and round. */
  runs: Record<Side, Record<Pass, TaskRun[][]>>;
  /** HTTP load per side. */
  load: Partial<Record<Side, LoadResult & { rssKb: number }>>;
}

const fmt = (n: number, d = 0) => Number.isFinite(n) ? n.toFixed(d) : "–";
const ratio = (o: number, p: number) => fmt(o / p, 2);

/** Ids of the tasks both sides answered correctly in every cold round. */
export function comparableTasks(d: RunData): string[] {
  const okAll = (side: Side, id: string) =>
    d.runs[side].cold.length > 0 &&
    d.runs[side].cold.every((rs) => rs.find((x) => x.id === id)?.ok);
  return d.tasks.filter((t) => okAll("ours", t.id) && okAll("peer", t.id)).map((t) => t.id);
}

/** The markdown report. */
export function report(d: RunData): string {
  const out: string[] = [];
  const o = d.cold.ours, p = d.cold.peer;
  out.push(
    `## Run ${new Date().toISOString()} — rounds ${d.rounds}, cold starts ${d.coldRounds}, ` +
      `replay ${d.fair ? "fair (derived answers marked synthetic)" : "strict"}`,
  );
  out.push("", "| measure | beopmang | korean-law-mcp | ours ÷ peer |", "|---|---:|---:|---:|");
  out.push(`| tools/list bytes | ${o.bytes} | ${p.bytes} | ${ratio(o.bytes, p.bytes)} |`);
  out.push(`| tools/list chars | ${o.chars} | ${p.chars} | ${ratio(o.chars, p.chars)} |`);
  const [oi, pi, ol, pl] = [median(o.init), median(p.init), median(o.list), median(p.list)];
  out.push(`| cold start → initialize (ms, median) | ${fmt(oi)} | ${fmt(pi)} | ${ratio(oi, pi)} |`);
  out.push(`| cold start → tools/list (ms, median) | ${fmt(ol)} | ${fmt(pl)} | ${ratio(ol, pl)} |`);
  const med = (side: Side, pass: Pass, id: string, k: keyof TaskRun) =>
    median(d.runs[side][pass].map((rs) => Number(rs.find((x) => x.id === id)?.[k] ?? NaN)));
  const sum = (side: Side, pass: Pass, k: keyof TaskRun, ids?: string[]) =>
    median(
      d.runs[side][pass].map((rs) =>
        rs.filter((x) => !ids || ids.includes(x.id)).reduce((s, x) => s + Number(x[k]), 0)
      ),
    );
  const both = comparableTasks(d);
  if (d.runs.ours.cold.length) {
    for (const k of ["upstream", "textBytes", "resultBytes", "ms"] as const) {
      const os = sum("ours", "cold", k), ps = sum("peer", "cold", k);
      out.push(
        `| all tasks: total ${k} (cold, median of rounds) | ${fmt(os)} | ${fmt(ps)} | ${
          ratio(os, ps)
        } |`,
      );
    }
    const okCount = (side: Side) => d.runs[side].cold.at(-1)!.filter((x) => x.ok).length;
    const n = d.tasks.length;
    out.push(
      `| tasks correct (last cold round) | ${okCount("ours")}/${n} | ${okCount("peer")}/${n} | |`,
    );
    out.push(`| **tasks both answer correctly (every cold round)** | ${both.length}/${n} | | |`);
    const perTask = (k: keyof TaskRun) =>
      median(both.map((id) => med("ours", "cold", id, k) / med("peer", "cold", id, k)));
    for (
      const [k, what] of [
        ["textBytes", "text bytes"],
        ["resultBytes", "whole-result bytes"],
        ["upstream", "upstream requests"],
        ["ms", "wall time"],
      ] as const
    ) {
      out.push(
        `| **both-correct tasks: per-task median ratio, ${what}** | | | ${fmt(perTask(k), 2)} |`,
      );
    }
    for (const k of ["textBytes", "resultBytes"] as const) {
      const os = sum("ours", "cold", k, both), ps = sum("peer", "cold", k, both);
      out.push(`| both-correct tasks: total ${k} | ${fmt(os)} | ${fmt(ps)} | ${ratio(os, ps)} |`);
    }
    for (const pass of ["warmSame", "warmNew"] as const) {
      const ow = sum("ours", pass, "ms"), pw = sum("peer", pass, "ms");
      const oc = sum("ours", "cold", "ms"), pc = sum("peer", "cold", "ms");
      out.push(
        `| ${pass} total ms (÷ own cold) | ${fmt(ow)} (${ratio(ow, oc)}) | ${fmt(pw)} (${
          ratio(pw, pc)
        }) | ${ratio(ow, pw)} |`,
      );
      const ou = sum("ours", pass, "upstream"), pu = sum("peer", pass, "upstream");
      out.push(`| ${pass} upstream requests | ${fmt(ou)} | ${fmt(pu)} | |`);
    }
  }
  const { ours: lo, peer: lp } = d.load;
  for (const k of ["throughput", "p50", "p99", "errors", "calls", "rssKb"] as const) {
    if (lo && lp) {
      out.push(
        `| HTTP ${k} (${d.clients} clients, ${d.httpSeconds} s) | ${fmt(lo[k], 1)} | ${
          fmt(lp[k], 1)
        } | ${ratio(lo[k], lp[k])} |`,
      );
    }
  }
  if (d.runs.ours.cold.length) out.push("", ...taskTable(d, both, med));
  return out.join("\n");
}

function taskTable(
  d: RunData,
  both: string[],
  med: (side: Side, pass: Pass, id: string, k: keyof TaskRun) => number,
): string[] {
  const out = [
    "| task | ours req (rec+der) | peer req (rec+der) | ours text B | peer text B | text ÷ | ours result B | peer result B | result ÷ | ours ms | peer ms | ours warm ms | ours ok | peer ok | note |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|:-:|---|",
  ];
  for (const t of d.tasks) {
    const last = (side: Side) => d.runs[side].cold.at(-1)!.find((x) => x.id === t.id)!;
    const lo = last("ours"), lp = last("peer");
    const req = (side: Side, l: TaskRun) =>
      `${fmt(med(side, "cold", t.id, "upstream"))} (${l.recorded}+${l.derived.length})`;
    const [ot, pt] = [
      med("ours", "cold", t.id, "textBytes"),
      med("peer", "cold", t.id, "textBytes"),
    ];
    const [or, pr] = [
      med("ours", "cold", t.id, "resultBytes"),
      med("peer", "cold", t.id, "resultBytes"),
    ];
    const comparable = both.includes(t.id);
    const missing = [
      ...lo.missing.map((m) => `ours lacks “${m}”`),
      ...lp.missing.map((m) => `peer lacks “${m}”`),
    ];
    const note = comparable ? "" : [t.whyNot, ...missing].filter(Boolean).join("; ");
    out.push(
      `| ${t.id} ${t.label} | ${req("ours", lo)} | ${req("peer", lp)} | ${fmt(ot)} | ${fmt(pt)} | ${
        comparable ? ratio(ot, pt) : "–"
      } | ${fmt(or)} | ${fmt(pr)} | ${comparable ? ratio(or, pr) : "–"} | ${
        fmt(med("ours", "cold", t.id, "ms"))
      } | ${fmt(med("peer", "cold", t.id, "ms"))} | ${fmt(med("ours", "warmNew", t.id, "ms"))} | ${
        lo.ok ? "✓" : "✗"
      } | ${lp.ok ? "✓" : "✗"} | ${note} |`,
    );
  }
  const asks = d.tasks.flatMap((t) => {
    const lp = d.runs.peer.cold.at(-1)!.find((x) => x.id === t.id)!;
    const u = [...new Set(lp.unrecorded)], der = [...new Set(lp.derived)];
    return u.length || der.length
      ? [`- ${t.id}: ${[...der.map((x) => `${x} (synthetic)`), ...u].join(", ")}`]
      : [];
  });
  if (asks.length) out.push("", "Peer requests not answered from a recording as it is:", ...asks);
  return out;
}
