/**
 * The published entries' module graphs, read from `deno info --json` (shared by the publish
 * tests): which local files each entry reaches, which files each of them imports, and the import
 * cycles among them.
 */

import assert from "node:assert/strict";

const ROOT = new URL("../../", import.meta.url);

/** The published entries (deno.json `exports`), as written there (`./lib/mod.ts`). */
export async function publishedEntries(): Promise<string[]> {
  const config = JSON.parse(await Deno.readTextFile(new URL("deno.json", ROOT)));
  return Object.values(config.exports as Record<string, string>);
}

/** A module graph: each local file (relative to the checkout) and the local files it imports. */
export type Graph = Map<string, string[]>;

/** One dependency of a module in `deno info --json`. */
export interface InfoDependency {
  code?: { specifier?: string };
  type?: { specifier?: string };
  isDynamic?: boolean;
}

/** One module of `deno info --json`. */
export interface InfoModule {
  specifier: string;
  dependencies?: InfoDependency[];
}

/** A local specifier as a checkout-relative path; undefined for npm:, data: and the like. */
function local(specifier: string | undefined): string | undefined {
  return specifier?.startsWith(ROOT.href) ? specifier.slice(ROOT.href.length) : undefined;
}

/** `deno info --json` of an entry, run from the checkout. */
export async function denoInfo(entry: string): Promise<{ roots: string[]; modules: InfoModule[] }> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", entry],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.ok(out.success, new TextDecoder().decode(out.stderr));
  return JSON.parse(new TextDecoder().decode(out.stdout));
}

/**
 * The local part of an entry's graph. Both a dependency's `code` and its `type` specifier count
 * as edges: an `import type` cycle is still a cycle a reader has to untangle, and it turns into a
 * runtime one the day someone drops the `type`.
 */
export async function entryGraph(entry: string): Promise<Graph> {
  const info = await denoInfo(entry);
  const graph: Graph = new Map();
  for (const m of info.modules) {
    const from = local(m.specifier);
    if (from === undefined) continue;
    const to = new Set<string>();
    for (const d of m.dependencies ?? []) {
      for (const target of [local(d.code?.specifier), local(d.type?.specifier)]) {
        if (target !== undefined) to.add(target);
      }
    }
    graph.set(from, [...to].sort());
  }
  return graph;
}

/** The local modules of an entry's graph, as paths relative to the checkout. */
export async function localGraph(entry: string): Promise<string[]> {
  return [...(await entryGraph(entry)).keys()];
}

/** The union of several graphs (a file's imports are the same in each). */
export function mergeGraphs(graphs: readonly Graph[]): Graph {
  const all: Graph = new Map();
  for (const g of graphs) for (const [from, to] of g) all.set(from, to);
  return all;
}

/**
 * The import cycles of a graph: its strongly connected components of more than one file, each
 * sorted, smallest first (Tarjan's algorithm, iterative so a deep graph cannot overflow the
 * stack). A file importing itself is no cycle worth reporting; `deno check` already flags it.
 */
export function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const edges = (v: string) => graph.get(v) ?? [];

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    // Each frame: a node and how many of its edges have been followed.
    const frames: [string, number][] = [[start, 0]];
    index.set(start, next), low.set(start, next++), stack.push(start), onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      const [v, i] = frame;
      const out = edges(v);
      if (i < out.length) {
        frame[1]++;
        const w = out[i];
        if (!index.has(w)) {
          index.set(w, next), low.set(w, next++), stack.push(w), onStack.add(w);
          frames.push([w, 0]);
        } else if (onStack.has(w)) {
          low.set(v, Math.min(low.get(v)!, index.get(w)!));
        }
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1][0];
        low.set(parent, Math.min(low.get(parent)!, low.get(v)!));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found.sort((a, b) => a.length - b.length || a[0].localeCompare(b[0]));
}
