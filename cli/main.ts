/**
 * Command-line entry: `beopmang "민법 제750조"`, `beopmang <tool> --param v`, `beopmang list`,
 * `beopmang help <tool>`, `beopmang mcp` (the MCP server on stdio), and a REPL when started on a
 * terminal without arguments.
 * Exit codes: 0 found, 2 bad input, 3 not found, 4 upstream failure, 5 budget or timeout,
 * 6 not among the demo recordings (demo mode).
 *
 * @module
 */

import { configFromEnv, createRuntime, type Runtime } from "../lib/mod.ts";
import { dispatch } from "./run.ts";
import { repl } from "./repl.ts";

export { exitCode } from "./exit.ts";

/** Runs the CLI with `args`; returns the exit code. */
export async function main(args: string[]): Promise<number> {
  if (args.length === 1 && args[0] === "mcp") {
    // One compiled binary serves both faces (the MCPB bundle runs `beopmang mcp`); the MCP
    // server is loaded only here, so the CLI's own start-up does not pay for it.
    const { serveFullStdio } = await import("../mcp/stdio_full.ts");
    await serveFullStdio();
    return await new Promise<number>(() => {}); // the end of stdin ends the process
  }
  let rt: Promise<Runtime> | undefined;
  // Said once, on stderr: why the persistent cache is off (the demo notice is in every answer).
  const runtime = () =>
    rt ??= createRuntime(configFromEnv()).then((r) => {
      for (const n of r.notices) if (n !== r.demoNotice) console.error(`[beopmang] ${n}`);
      return r;
    });
  try {
    if (args.length === 0 && Deno.stdin.isTerminal() && Deno.stdout.isTerminal()) {
      return await repl(runtime);
    }
    return await dispatch(args, runtime);
  } finally {
    if (rt) await (await rt).close();
  }
}

if (import.meta.main) {
  try {
    Deno.exit(await main(Deno.args));
  } catch (e) {
    console.error((e as Error).message);
    Deno.exit(2);
  }
}
