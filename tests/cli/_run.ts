/**
 * Runs the CLI as a subprocess against a replay upstream, as a user's shell would.
 */

import { childEnv, TEST_OC } from "../_support.ts";

const path = (rel: string) => decodeURIComponent(new URL(rel, import.meta.url).pathname);

/** The CLI entry file. */
export const CLI: string = path("../../cli/main.ts");
/** The repository root. */
export const ROOT: string = path("../../");

/** One finished CLI run. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `beopmang …args` with the upstream at `baseUrl`. */
export async function runCli(
  baseUrl: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliRun> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CLI, ...args],
    cwd: ROOT,
    clearEnv: true,
    env: childEnv({
      LAW_OC: TEST_OC,
      LAW_API_BASE_URL: baseUrl,
      BEOPMANG_CACHE: "off",
      BEOPMANG_HISTORY: "off",
      NO_COLOR: "",
      ...env,
    }),
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const dec = new TextDecoder();
  return { code: out.code, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}
