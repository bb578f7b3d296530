/**
 * Command-line flags of the peer benchmarks (no JSR: @std/cli is not available here).
 *
 * @module
 */

/** `--name value`, `--name=value` and bare `--flag` (→ "1"). */
export function parseFlags(argv: string[]): Record<string, string | undefined> {
  const flags: Record<string, string | undefined> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = argv[i].match(/^--([\w-]+)(?:=(.*))?$/);
    if (!m) throw new Error(`unexpected argument ${argv[i]}`);
    if (m[2] !== undefined) flags[m[1]] = m[2];
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith("--")) flags[m[1]] = argv[++i];
    else flags[m[1]] = "1";
  }
  return flags;
}

/**
 * `--entries "label=path,label=path"`: the servers to compare, each path relative to the
 * repository root unless absolute; `fallback` when the flag is absent.
 */
export function parseEntries(flag: string | undefined, fallback: string): [string, string][] {
  const root = decodeURIComponent(new URL("../../../", import.meta.url).pathname);
  return (flag ?? fallback).split(",").map((e) => {
    const [label, path] = e.split("=");
    return [label, path.startsWith("/") ? path : root + path];
  });
}
