/**
 * The MCP servers the protocol tests talk to: the HTTP server on a random port (quiet, results
 * with structured content and resource links, which these tests read), and the launch line of
 * the stdio server as a spawned process.
 */

import { type HttpServer, type LogRecord, serveHttp } from "../../mcp/http.ts";
import type { Runtime } from "../../lib/mod.ts";
import { childEnv } from "../_support.ts";

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
