/**
 * The index of recorded responses (`drf/index.json` under the fixtures directory) and the rules
 * for deciding which recording answers a request.
 *
 * Matching rules (documented in the index's own `description` too):
 * - OC, target, type, display, page, sort and popYn never identify a record; parameters with an
 *   empty value count as absent (clients often send `efYd=`).
 * - Every other request parameter must be in the entry's `params` (or one alias) and vice versa,
 *   so a `JO=` on a full-body record is a different request, as it is upstream.
 * - Values compare after trimming; all-digit values compare without leading zeros
 *   (`ID=1823` ≡ `ID=001823`, which upstream accepts too).
 * - `efYd` is ignored on eflaw/eflawjosub bodies asked by `ID` (the guide: "ID 입력 시 무시").
 * - Searches also compare `page` (default 1): every recording is a first page.
 * - When several recordings answer one request, the most faithful answers (exact before
 *   reserialized before indexed before trimmed before synthetic).
 *
 * @module
 */

import type { DrfFormat, FixtureEntry, FixtureFidelity, FixtureKind } from "./types.ts";
import type { RecordingStore } from "./store.ts";

/** Parameters that never identify a record. */
export const NON_IDENTIFYING: ReadonlySet<string> = new Set([
  "OC",
  "target",
  "type",
  "display",
  "page",
  "sort",
  "popYn",
]);

/** Which recording answers first when several answer the same request: the most faithful. */
const FIDELITY_RANK: Readonly<Record<FixtureFidelity, number>> = {
  exact: 0,
  reserialized: 1,
  indexed: 2,
  trimmed: 3,
  synthetic: 4,
};

const KINDS: ReadonlySet<FixtureKind> = new Set([
  "list",
  "zero",
  "body",
  "miss",
  "empty",
  "unregistered",
]);

/** What the index knows about one request. */
export interface IndexLookup {
  /** The recording for exactly this request, if any. */
  readonly exact?: FixtureEntry;
  /** A recording of the same record in another format (never an `unregistered` entry). */
  readonly otherFormat?: FixtureEntry;
}

/** Trims and, for all-digit values, strips leading zeros. */
export function normalizeValue(value: string): string {
  const v = value.trim();
  return /^\d+$/.test(v) ? v.replace(/^0+(?=\d)/, "") : v;
}

/** The identifying parameters of a request, normalised, as a stable key string. */
export function requestKey(
  endpoint: "search" | "service",
  target: string,
  query: URLSearchParams,
): string {
  const out: Record<string, string> = {};
  for (const [name, value] of query) {
    if (NON_IDENTIFYING.has(name) || name in out || value.trim() === "") continue;
    out[name] = normalizeValue(value);
  }
  if (endpoint === "service" && target.startsWith("eflaw") && "ID" in out) delete out.efYd;
  return paramsKey(out);
}

function paramsKey(params: Readonly<Record<string, string>>): string {
  const names = Object.keys(params).sort();
  return JSON.stringify(names.map((n) => [n, normalizeValue(params[n])]));
}

/** Requested page of a search, normalised ("1" when absent). */
export function pageOf(query: URLSearchParams): string {
  const p = query.get("page")?.trim();
  return p ? normalizeValue(p) : "1";
}

/** The loaded, validated index. */
export class FixtureIndex {
  /** All entries, in file order. */
  readonly entries: readonly FixtureEntry[];
  readonly #byRecord = new Map<string, FixtureEntry[]>();

  /** Validates the parsed `index.json`; throws with the offending entry on bad input. */
  constructor(json: unknown) {
    const list = (json as { entries?: unknown })?.entries;
    if (!Array.isArray(list)) throw new Error("replay index: `entries` array missing");
    this.entries = list.map((e, i) => validate(e, i));
    for (const e of this.entries) {
      for (const params of [e.params, ...(e.aliases ?? [])]) {
        const page = e.endpoint === "search" ? normalizeValue(e.recorded?.page ?? "1") : "";
        const key = `${e.endpoint}|${e.target}|${page}|${paramsKey(params)}`;
        const bucket = this.#byRecord.get(key) ?? [];
        bucket.push(e);
        this.#byRecord.set(key, bucket);
      }
    }
  }

  /**
   * Reads and validates `drf/index.json` of a store, plus every `drf/index-<domain>.json`
   * beside it (each domain keeps its own index so that their recordings do not collide).
   */
  static async loadFrom(files: RecordingStore): Promise<FixtureIndex> {
    const names = ["index.json", ...await files.indexNames()];
    const entries: unknown[] = [];
    for (const name of names) {
      let text: string;
      try {
        text = new TextDecoder().decode(await files.read(`drf/${name}`));
      } catch (e) {
        throw new Error(
          `replay index: cannot read drf/${name} of ${files.label}: ${(e as Error).message}`,
        );
      }
      const list = (JSON.parse(text) as { entries?: unknown }).entries;
      if (!Array.isArray(list)) {
        throw new Error(`replay index: \`entries\` array missing in ${name}`);
      }
      entries.push(...list);
    }
    return new FixtureIndex({ entries });
  }

  /** Finds the recording for a request, or the same record in another format. */
  lookup(
    endpoint: "search" | "service",
    target: string,
    type: DrfFormat,
    query: URLSearchParams,
  ): IndexLookup {
    const page = endpoint === "search" ? pageOf(query) : "";
    const key = `${endpoint}|${target}|${page}|${requestKey(endpoint, target, query)}`;
    // A real recording answers before a synthetic one of the same request (`deno task record`
    // turns a synthetic fixture into a real one by adding, not editing).
    const bucket = [...this.#byRecord.get(key) ?? []].sort((a, b) =>
      FIDELITY_RANK[a.fidelity] - FIDELITY_RANK[b.fidelity]
    );
    return {
      exact: bucket.find((e) => e.type === type),
      otherFormat: bucket.find((e) => e.type !== type && e.kind !== "unregistered"),
    };
  }

  /** Entries of one endpoint and target, optionally restricted to some kinds. */
  of(
    endpoint: "search" | "service",
    target: string,
    kinds?: readonly FixtureKind[],
  ): FixtureEntry[] {
    return this.entries.filter((e) =>
      e.endpoint === endpoint && e.target === target && (!kinds || kinds.includes(e.kind))
    );
  }

  /** The recorded "미신청된 목록/본문" page; the index must hold one. */
  unregisteredPage(): FixtureEntry {
    const e = this.entries.find((x) => x.kind === "unregistered" && x.type === "JSON") ??
      this.entries.find((x) => x.kind === "unregistered");
    if (!e) throw new Error("replay index: no entry of kind `unregistered`");
    return e;
  }
}

function validate(raw: unknown, i: number): FixtureEntry {
  const e = raw as Partial<FixtureEntry>;
  const bad = (what: string) => new Error(`replay index entry ${i} (${e?.file}): ${what}`);
  if (typeof e?.file !== "string" || e.file.includes("..")) throw bad("bad `file`");
  if (e.endpoint !== "search" && e.endpoint !== "service") throw bad("bad `endpoint`");
  if (typeof e.target !== "string" || !e.target) throw bad("bad `target`");
  if (e.type !== "XML" && e.type !== "JSON" && e.type !== "HTML") throw bad("bad `type`");
  if (!e.kind || !KINDS.has(e.kind)) throw bad("bad `kind`");
  for (const p of [e.params, ...(e.aliases ?? [])]) {
    if (typeof p !== "object" || p === null) throw bad("bad `params`/`aliases`");
    for (const [k, v] of Object.entries(p)) {
      if (typeof v !== "string") throw bad(`param ${k} is not a string`);
      if (NON_IDENTIFYING.has(k)) throw bad(`param ${k} never identifies a record`);
    }
  }
  return e as FixtureEntry;
}
