// Shared test utilities for the cache tiers.

import { childEnv } from "../_support.ts";

/** Absolute URL of the KV tier module, for child processes. */
export const KV_MODULE_URL: string = new URL("../../lib/cache/kv.ts", import.meta.url).href;

/** A controllable clock. */
export function fakeClock(start = 1_700_000_000_000): {
  now: () => number;
  advance: (ms: number) => void;
} {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

/** Runs `fn` with a fresh temp directory that is removed afterwards. */
export async function withTempDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "beopmang-cache-test-" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Runs the deno binary under test without the project config, stdin closed. */
export async function runDeno(
  args: string[],
  cwd: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = await new Deno.Command(Deno.execPath(), {
    args,
    cwd,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
    clearEnv: true,
    env: childEnv({ NO_COLOR: "1" }),
  }).output();
  const dec = new TextDecoder();
  return { code: out.code, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}

/** Counts raw KV entries under `prefix`. */
export async function countKeys(kv: Deno.Kv, prefix: Deno.KvKey): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix })) n++;
  return n;
}
