/**
 * Runs the scenario set on one server process and the HTTP load loop, measuring what the replay
 * saw for each task.
 *
 * @module
 */

import type { ReplayServer } from "../../lab/mod.ts";
import { bytes, httpRpc, percentile, resultText, type StdioPeer } from "./rpc.ts";
import type { Call, Task } from "./tasks.ts";

/** What one task cost on one server. */
export interface TaskRun {
  /** Task id. */
  id: string;
  /** Upstream requests the replay received. */
  upstream: number;
  /** Of those, answered from a recording as it is. */
  recorded: number;
  /**
   * Of those, answered by the fair replay's conversion of another recording of the same
   * document (synthetic), e.g. `prec/XML:derived:XML-from-JSON`.
   */
  derived: string[];
  /** Targets/formats asked for that the replay did not hold, e.g. `eflaw/JSON:zero-results`. */
  unrecorded: string[];
  /** UTF-8 bytes of the result text parts (what the model reads). */
  textBytes: number;
  /** UTF-8 bytes of the whole JSON-RPC results (text + structuredContent). */
  resultBytes: number;
  /** Wall time of the task's calls, in sequence (ms). */
  ms: number;
  /** Every expected string present. */
  ok: boolean;
  /** Expected strings absent from the text. */
  missing: string[];
  /** Calls answered with isError or a JSON-RPC error. */
  errors: number;
}

/** Runs `tasks` in order on `peer`, one call after another, as a client would. */
export async function runTasks(
  peer: StdioPeer,
  tasks: readonly Task[],
  side: "ours" | "peer",
  replay: ReplayServer,
): Promise<TaskRun[]> {
  const runs: TaskRun[] = [];
  for (const task of tasks) {
    const before = replay.stats.total;
    const t0 = performance.now();
    let text = "";
    let resultBytes = 0;
    let errors = 0;
    for (const c of side === "ours" ? task.ours : task.peer) {
      const a = await peer.request("tools/call", { name: c.tool, arguments: c.args });
      if (a.error || a.result?.isError) errors++;
      text += resultText(a.result) + "\n";
      resultBytes += bytes(JSON.stringify(a.result ?? a.error ?? {}));
    }
    const ms = performance.now() - t0;
    const log = replay.stats.log.filter((e) => e.seq > before);
    const label = (e: (typeof log)[number]) =>
      `${e.target ?? e.endpoint}/${e.query.type ?? "XML"}:${e.reason}`;
    const derived = log.filter((e) => e.reason.startsWith("derived:"));
    const missed = log.filter((e) =>
      e.reason !== "recorded" && e.reason !== "stand-in" && !e.reason.startsWith("derived:")
    );
    const expect = [...task.expect, ...(side === "ours" ? task.expectOurs ?? [] : [])];
    const missing = expect.filter((s) => !text.includes(s));
    runs.push({
      id: task.id,
      upstream: replay.stats.total - before,
      recorded: log.length - missed.length - derived.length,
      derived: derived.map(label),
      unrecorded: missed.map(label),
      textBytes: bytes(text.trim()),
      resultBytes,
      ms,
      ok: missing.length === 0,
      missing,
      errors,
    });
  }
  return runs;
}

/** Result of the HTTP load loop on one server. */
export interface LoadResult {
  /** Completed calls per second. */
  throughput: number;
  /** Median latency (ms). */
  p50: number;
  /** 99th percentile latency (ms). */
  p99: number;
  /** Calls that failed (HTTP status, JSON-RPC error, isError or wrong text). */
  errors: number;
  /** Calls completed. */
  calls: number;
}

/** `clients` loops calling `call` on `url` for `seconds`. */
export function loadLoop(
  url: string,
  call: Call,
  expect: string,
  clients: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  return loadMix(url, [{ call, expect }], clients, seconds, headers);
}

/**
 * `clients` loops going round `work` (each from its own offset) on `url` for `seconds`, and at
 * least once round it (`seconds` 0: one pass per client); with `maxCalls`, no more calls than
 * that are started (the same work for a fast and a slow server). A call fails on an HTTP status,
 * a JSON-RPC error, `isError`, or text without its `expect`.
 */
export async function loadMix(
  url: string,
  work: readonly { call: Call; expect: string }[],
  clients: number,
  seconds: number,
  headers: Record<string, string> = {},
  maxCalls = Infinity,
): Promise<LoadResult> {
  const lat: number[] = [];
  let errors = 0;
  let started = 0;
  const end = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, async (_, client) => {
    for (let i = 0; i < work.length || (performance.now() < end && started < maxCalls); i++) {
      started++;
      const { call, expect } = work[(client + i) % work.length];
      const s = performance.now();
      try {
        const r = await httpRpc(
          url,
          "tools/call",
          { name: call.tool, arguments: call.args },
          headers,
        );
        const res = r.answer?.result;
        if (
          r.status !== 200 || r.answer?.error || res?.isError || !resultText(res).includes(expect)
        ) {
          errors++;
        }
      } catch {
        errors++;
      }
      lat.push(performance.now() - s);
    }
  }));
  const wall = (performance.now() - t0) / 1000;
  return {
    throughput: lat.length / wall,
    p50: percentile(lat, 50),
    p99: percentile(lat, 99),
    errors,
    calls: lat.length,
  };
}
