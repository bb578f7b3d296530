/**
 * Runs the CLI as a subprocess in demo mode (no LAW_OC, no base URL): the bundled recordings.
 */

import { childEnv } from "../_support.ts";
import { CLI, type CliRun, ROOT } from "./_run.ts";

/** Runs the CLI in demo mode (no key, no base URL). */
export async function demoCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<CliRun> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--quiet", CLI, ...args],
    cwd: ROOT,
    clearEnv: true,
    env: childEnv({ BEOPMANG_CACHE: "off", BEOPMANG_HISTORY: "off", NO_COLOR: "1", ...env }),
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const dec = new TextDecoder();
  return { code: out.code, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}
