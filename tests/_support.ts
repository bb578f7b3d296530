/**
 * Test support: a replay upstream on a real port plus a runtime pointed at it.
 */

import { defaultFixturesDir, startReplayServer } from "./lab/mod.ts";
import type { ReplayServer } from "./lab/mod.ts";
import { createRuntime, type Runtime, type RuntimeConfig } from "../lib/mod.ts";

/** The key tests use; a test fails if it ever shows up in output. */
export const TEST_OC = "tk-SECRET-9f3a1c";

/** A replay server and a runtime using it (no persistent cache, fast retries). */
export interface Harness {
  replay: ReplayServer;
  runtime: Runtime;
  [Symbol.asyncDispose](): Promise<void>;
}

/** Starts a harness; dispose it with `await using`. */
export async function harness(
  config: Partial<RuntimeConfig> = {},
  replayPort?: number,
): Promise<Harness> {
  const replay = await startReplayServer({ fixturesDir: defaultFixturesDir(), port: replayPort });
  const runtime = await createRuntime({
    oc: TEST_OC,
    baseUrl: replay.baseUrl,
    cacheDir: "off",
    retries: 2,
    backoffMs: 5,
    timeoutMs: 2_000,
    ...config,
  });
  return {
    replay,
    runtime,
    async [Symbol.asyncDispose]() {
      await runtime.close();
      await replay.close();
    },
  };
}

/** Reads a fixture as text. */
export function fixtureText(path: string): Promise<string> {
  return Deno.readTextFile(new URL(`fixtures/${path}`, import.meta.url));
}

/** Throws if `haystack` contains the test key. */
export function assertNoSecret(haystack: unknown, label = "output"): void {
  const s = typeof haystack === "string" ? haystack : JSON.stringify(haystack);
  if (s.includes(TEST_OC)) {
    throw new Error(
      `${label} leaks the OC key: …${s.slice(s.indexOf(TEST_OC) - 40, s.indexOf(TEST_OC) + 40)}…`,
    );
  }
}

/**
 * False for the known-answer probe a Korean-text zero asks after it (lib/tools/zero_probe.ts):
 * `log.findLast(notProbe)` is the last request the tool itself made.
 */
export function notProbe(
  entry: { target?: string | null; query: Record<string, string> },
): boolean {
  return !(entry.target === "law" && entry.query.query === "민법" && entry.query.display === "1");
}
