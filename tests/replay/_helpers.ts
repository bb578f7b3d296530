/**
 * Shared helpers of the replay tests: a server per test, the index, fixture bytes, and request
 * URLs built from index entries.
 *
 * @module
 */

import {
  defaultFixturesDir,
  directoryFiles,
  type FixtureEntry,
  FixtureIndex,
  type ReplayServer,
  type ReplayServerOptions,
  startReplayServer,
} from "../lab/mod.ts";
import { promptly } from "../_timing.ts";

/** The fixtures directory of this checkout. */
export const FIXTURES: URL = defaultFixturesDir();

/** Browser-like headers, as the product's client sends them. */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) replay-test",
  "referer": "https://www.law.go.kr/",
};

/** The OC the tests send. */
export const OC = "replay-test-oc";

/** Starts a replay server over the checked-in fixtures. */
export function serve(opts: Partial<ReplayServerOptions> = {}): Promise<ReplayServer> {
  return startReplayServer({ fixturesDir: FIXTURES, ...opts });
}

/** The parsed index. */
export function loadIndex(): Promise<FixtureIndex> {
  return FixtureIndex.loadFrom(directoryFiles(FIXTURES));
}

/** Bytes of a fixture file. */
export function fixtureBytes(file: string): Promise<Uint8Array> {
  return Deno.readFile(new URL(file, FIXTURES));
}

/** The bytes of the real 미신청 page. */
export function unregisteredBytes(): Promise<Uint8Array> {
  return fixtureBytes("drf/_errors/html-500_unregistered-access_eflaw-search_type-JSON.html");
}

/** URL of the request an entry answers, optionally in another format or with extra params. */
export function urlFor(
  base: string,
  e: FixtureEntry,
  opts: { type?: string; extra?: Record<string, string>; oc?: string | null } = {},
): string {
  const q = new URLSearchParams();
  if (opts.oc !== null) q.set("OC", opts.oc ?? OC);
  q.set("target", e.target);
  q.set("type", opts.type ?? e.type);
  for (const [k, v] of Object.entries({ ...e.recorded, ...e.params, ...opts.extra })) q.set(k, v);
  const path = e.endpoint === "search" ? "lawSearch.do" : "lawService.do";
  return `${base}/${path}?${q}`;
}

/** GET with browser headers; returns status, headers and body bytes. */
export async function get(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: Uint8Array }> {
  const res = await fetch(url, { headers: BROWSER_HEADERS, ...init });
  return { status: res.status, headers: res.headers, body: await res.bytes() };
}

/** UTF-8 text of bytes. */
export function text(b: Uint8Array): string {
  return new TextDecoder().decode(b);
}

/**
 * Rejects if `p` does not settle within `ms` on a quiet machine, scaled by the load measured
 * when `ms` runs out (tests/_timing.ts), so a hang fails the test instead of stalling it and
 * a loaded machine does not.
 */
export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return promptly(p, ms, what);
}

/**
 * Byte equality with a short message. `assert.deepEqual` on two large differing byte arrays
 * builds a diff that can exhaust the machine's memory; this reports the first difference.
 */
export function assertSameBytes(actual: Uint8Array, expected: Uint8Array, label = ""): void {
  let i = 0;
  const n = Math.min(actual.length, expected.length);
  while (i < n && actual[i] === expected[i]) i++;
  if (i === n && actual.length === expected.length) return;
  throw new Error(
    `${label} bytes differ at ${i} (lengths ${actual.length} vs ${expected.length}): ` +
      JSON.stringify(new TextDecoder().decode(actual.slice(i, i + 80))),
  );
}
