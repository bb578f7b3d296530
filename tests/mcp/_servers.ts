/**
 * The MCP servers the protocol tests talk to: the HTTP server on a random port (quiet, results
 * with structured content and resource links, which these tests read), and the launch line of
 * the stdio server as a spawned process.
 */

import { type HttpServer, type LogRecord, serveHttp } from "../../mcp/http.ts";
import type { Runtime } from "../../lib/mod.ts";
import { childEnv } from "../_support.ts";
import { slowdown } from "../_timing.ts";

/** The repository root (the stdio entry is spawned from there). */
export const ROOT: string = new URL("../../", import.meta.url).pathname;

/** Our HTTP server over `runtime` on a free port; `log` receives its request log. */
export function testHttp(
  runtime: Runtime,
  log: (r: LogRecord) => void = () => {},
): Promise<HttpServer> {
  return serveHttp({ runtime, port: 0, quiet: true, log, structuredContent: "always" });
}

/** How an SDK stdio transport spawns our stdio server, with `env` on top of a minimal one. */
export function stdioLaunch(env: Record<string, string>): {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  stderr: "pipe";
} {
  return {
    command: Deno.execPath(),
    args: ["run", "-A", "--quiet", `${ROOT}mcp/stdio.ts`],
    cwd: ROOT,
    env: childEnv({
      BEOPMANG_CACHE: "off",
      BEOPMANG_STRUCTURED_CONTENT: "always",
      ...env,
    }),
    stderr: "pipe",
  };
}

/** A spawned HTTP server process (see {@link startHttpProcess}). */
export interface HttpProcess {
  /** Its origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Its process id (the deno process itself unless started under `ulimit`). */
  pid: number;
  /** What it printed on stderr so far (its request log). */
  stderr(): string;
  /** Stops it and waits for its end. */
  stop(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/**
 * `mcp/start.ts` as `deno task start` runs it, configured only by `env` (over the child
 * environment that keeps the CA, proxy and Deno-cache variables, so a fresh machine behind a
 * corporate CA starts it too); resolves once it says where it listens. `ulimit` starts it under
 * `ulimit -n <ulimit>` (through bash).
 */
export async function startHttpProcess(
  env: Record<string, string>,
  startMs = 30_000,
  ulimit?: number,
): Promise<HttpProcess> {
  const deno = [Deno.execPath(), "run", "-A", "--quiet", `${ROOT}mcp/start.ts`];
  const [command, ...args] = ulimit === undefined
    ? deno
    : ["/bin/bash", "-c", `ulimit -n ${ulimit} && exec "$@"`, "bash", ...deno];
  const child = new Deno.Command(command, {
    args,
    clearEnv: true,
    env: childEnv({ PORT: "0", ...env }),
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  let err = "";
  const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      err += value;
    }
  })();
  // startMs is the bound on a quiet machine: once it is passed, the wait stretches by how much
  // slower the machine runs now, so a loaded CI box does not fail a server that is only slow.
  const t0 = Date.now();
  while (!/MCP over HTTP at (\S+)\/mcp/.test(err)) {
    const waited = Date.now() - t0;
    if (waited > startMs && waited > startMs * slowdown()) {
      throw new Error(`server did not start in ${waited} ms: ${err}`);
    }
    const st = await Promise.race([child.status, new Promise((r) => setTimeout(r, 50))]);
    if (st) throw new Error(`server exited: ${err}`);
  }
  const stop = async () => {
    child.kill("SIGTERM");
    await child.status;
    await pump.catch(() => {});
  };
  return {
    url: /MCP over HTTP at (\S+)\/mcp/.exec(err)![1],
    pid: child.pid,
    stderr: () => err,
    stop,
    [Symbol.asyncDispose]: stop,
  };
}
