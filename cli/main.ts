/**
 * Command-line entry: `beopmang list`, `beopmang <tool> --json-input '{…}'`.
 *
 * A first, small face over the tool registry (the natural-language line and the REPL come with
 * the router). Exit codes: 0 found, 2 bad input, 3 not found, 4 upstream failure, 5 budget or
 * timeout.
 *
 * @module
 */

import { parseArgs } from "node:util";
import {
  configFromEnv,
  createRuntime,
  findTool,
  runTool,
  type ToolErrorCode,
  TOOLS,
} from "../lib/mod.ts";

/** Exit code per failure class; scripts rely on these. */
export function exitCode(code: ToolErrorCode | undefined): number {
  if (code === undefined) return 0;
  if (code === "BAD_INPUT" || code === "UNKNOWN_TOOL") return 2;
  if (code === "NOT_FOUND") return 3;
  if (code === "BUDGET_EXHAUSTED" || code === "TIMEOUT" || code === "BODY_TOO_LARGE") return 5;
  return 4;
}

const HELP = `beopmang — 대한민국 법령 (law.go.kr Open API)

usage:
  beopmang list
  beopmang <tool> --json-input '{"query":"건축법"}' [--json]

exit codes: 0 found · 2 bad input · 3 not found · 4 upstream failure · 5 budget/timeout
environment: LAW_OC (key; unset = demo data), LAW_API_BASE_URL`;

/** Runs the CLI with `args`; returns the exit code. */
export async function main(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      "json-input": { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(HELP);
    return command || values.help ? 0 : 2;
  }
  if (command === "list") {
    for (const t of TOOLS) console.log(`${t.name.padEnd(20)} ${t.title} — ${t.description}`);
    return 0;
  }
  const tool = findTool(command);
  if (!tool) {
    console.error(`알 수 없는 도구: ${command} (beopmang list)`);
    return 2;
  }
  let input: unknown = {};
  try {
    input = values["json-input"] ? JSON.parse(values["json-input"]) : {};
  } catch (e) {
    console.error(`--json-input is not JSON: ${(e as Error).message}`);
    return 2;
  }
  const runtime = await createRuntime(configFromEnv());
  try {
    const out = await runTool(tool, input, runtime.context());
    if (!out.ok) {
      console.error(out.text);
      return exitCode(out.error.code);
    }
    console.log(values.json ? JSON.stringify(out.structured, null, 2) : out.text);
    return 0;
  } finally {
    await runtime.close();
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
