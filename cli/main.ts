/**
 * Command-line entry: `beopmang "민법 제750조"`, `beopmang <tool> --param v`, `beopmang list`,
 * `beopmang help <tool>`, and a REPL when started on a terminal without arguments. (`beopmang mcp`,
 * the MCP server on stdio, is the compiled binary's: bin/beopmang.ts composes both faces.)
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
  let rt: Promise<Runtime> | undefined;
  // Said once, on stderr: why the persistent cache is off (the demo notice is in every answer).
  const runtime = () =>
    rt ??= createRuntime({
      ...configFromEnv(),
      // A one-shot command reads the starter library only once a server built it: never waits.
      starter: "if-built",
    }).then((r) => {
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
