/**
 * Whether a call runs as it is written: the tool's argument reader takes it unchanged (no old
 * name, no unknown name, nothing accepted-but-unused) and its schema validates it. Used on every
 * call one tool builds for another (routes, research branches, pointers).
 */

import { findTool } from "../../lib/mod.ts";
import { argSpec, readArgs } from "../../lib/vocab/mod.ts";

/** Why `args` would not run as they are; undefined when they would. */
export function refusal(tool: string, args: Record<string, unknown>): string | undefined {
  const t = findTool(tool);
  if (!t) return `no tool ${tool}`;
  try {
    const read = readArgs(argSpec(t.name, t.input), args);
    if (read.notes.length) return read.notes.join("; ");
    if (JSON.stringify(read.args) !== JSON.stringify(args)) {
      return `not under the names ${tool} takes: ${JSON.stringify(args)}`;
    }
    const parsed = t.input.safeParse(read.args);
    return parsed.success ? undefined : JSON.stringify(parsed.error.issues);
  } catch (e) {
    return (e as Error).message;
  }
}
