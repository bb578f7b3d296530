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

/**
 * What a child process needs to reach (or find cached) its dependencies: the trusted CAs, the
 * proxy, the Deno cache and where it lives. A child whose env is cleared or built from scratch
 * without these re-resolves npm packages in an empty cache or cannot verify the registry's
 * certificate (`invalid peer certificate: UnknownIssuer`) behind a corporate CA.
 */
const NETWORK_VARS = [
  "PATH",
  "HOME",
  "XDG_CACHE_HOME",
  "TMPDIR",
  "DENO_DIR",
  "DENO_CERT",
  "DENO_TLS_CA_STORE",
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "NPM_CONFIG_REGISTRY",
  "HTTPS_PROXY",
  "https_proxy",
  "HTTP_PROXY",
  "http_proxy",
  "NO_PROXY",
  "no_proxy",
] as const;

let denoDir: string | undefined;

/** The Deno cache this process uses (so a child with a different HOME still finds it). */
export function parentDenoDir(): string {
  if (denoDir) return denoDir;
  const env = Deno.env.get("DENO_DIR");
  if (env) return (denoDir = env);
  const out = new Deno.Command(Deno.execPath(), { args: ["info", "--json"], stdout: "piped" })
    .outputSync();
  return (denoDir = (JSON.parse(new TextDecoder().decode(out.stdout)) as { denoDir: string })
    .denoDir);
}

/**
 * An environment for a child process: this process's network-reaching variables (CA, proxy,
 * Deno cache) and `extra` on top, nothing else — so `LAW_OC` and the rest of the parent's
 * settings never leak in. Use it with `clearEnv: true` (Deno.Command) or as an SDK transport's
 * `env` (which replaces the environment).
 */
export function childEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = Object.create(null);
  for (const name of NETWORK_VARS) {
    const v = Deno.env.get(name);
    if (v !== undefined) env[name] = v;
  }
  env.DENO_DIR = parentDenoDir();
  env.PATH ??= "";
  env.HOME ??= "/tmp";
  return { ...env, ...extra };
}
