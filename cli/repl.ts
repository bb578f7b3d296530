/**
 * The REPL: each line is a command as on the command line (`민법 제750조`, `search_law --query
 * 건축법`, `list`, `help get_law_text`), with history (kept in BEOPMANG_HISTORY or
 * ~/.beopmang_history; "off" keeps none) and tab completion of tool names and law names.
 *
 * @module
 */

import { createInterface } from "node:readline";
import process from "node:process";
import { resolveTool, TOOLS } from "../lib/mod.ts";
import { LAW_ABBREVIATIONS } from "../lib/law/mod.ts";
import { inputSchema } from "./schema.ts";
import { dispatch, type RuntimeSource } from "./run.ts";

const COMMANDS = ["help", "list", "exit", "quit"];

/** Law names the completer offers: every 약칭 and official name in the alias table. */
export const LAW_NAMES: readonly string[] = [
  ...new Set([...Object.keys(LAW_ABBREVIATIONS), ...Object.values(LAW_ABBREVIATIONS)]),
].sort();

const TOOL_NAMES: readonly string[] = TOOLS.flatMap((t) => [
  t.name,
  ...(t.aliases ?? []).map((a) => typeof a === "string" ? a : a.name),
]).sort();

/** Splits a line like a shell would: quotes group, backslash escapes. */
export function shellSplit(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quote: string | undefined;
  let any = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = undefined;
      else if (c === "\\" && quote === '"' && i + 1 < line.length) cur += line[++i];
      else cur += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      any = true;
    } else if (c === "\\" && i + 1 < line.length) {
      cur += line[++i];
      any = true;
    } else if (/\s/.test(c)) {
      if (cur || any) out.push(cur);
      cur = "";
      any = false;
    } else cur += c;
  }
  if (cur || any) out.push(cur);
  return out;
}

/** Completions for the last word of `line`: commands and tools first, law names anywhere. */
export function complete(line: string): [string[], string] {
  const words = line.split(/\s+/);
  const last = words[words.length - 1];
  const first = words.length === 1;
  let pool: readonly string[];
  if (last.startsWith("--")) {
    const tool = resolveTool(words[0])?.tool;
    pool = tool ? Object.keys(inputSchema(tool).properties).map((k) => `--${k}`) : [];
  } else if (first) pool = [...COMMANDS, ...TOOL_NAMES, ...LAW_NAMES];
  else if (words[0] === "help") pool = TOOL_NAMES;
  else pool = LAW_NAMES;
  const hits = last ? pool.filter((x) => x.startsWith(last)) : [];
  return [hits, last];
}

function historyPath(): string | undefined {
  const env = Deno.env.get("BEOPMANG_HISTORY");
  if (env === "off") return undefined;
  if (env) return env;
  const home = Deno.env.get("HOME") ?? Deno.env.get("USERPROFILE");
  return home ? `${home}/.beopmang_history` : undefined;
}

function loadHistory(path: string | undefined): string[] {
  if (!path) return [];
  try {
    return Deno.readTextFileSync(path).split("\n").filter(Boolean).reverse().slice(0, 500);
  } catch {
    return [];
  }
}

/** Runs the REPL until `exit` or end of input; returns 0. */
export async function repl(runtime: RuntimeSource): Promise<number> {
  const path = historyPath();
  const rl = createInterface({
    input: process.stdin,
    output: process.stdout,
    prompt: "법망> ",
    completer: complete,
    history: loadHistory(path),
    historySize: 500,
    terminal: true,
  });
  console.log("beopmang REPL — 자연어 한 줄, `<tool> --param 값`, list, help [tool], exit");
  rl.prompt();
  const added: string[] = [];
  for await (const raw of rl) {
    const line = raw.trim();
    if (line === "exit" || line === "quit" || line === ".exit") break;
    if (line) {
      added.push(line);
      try {
        const code = await dispatch(shellSplit(line), runtime);
        if (code !== 0) console.error(`(exit ${code})`);
      } catch (e) {
        console.error((e as Error).message);
      }
    }
    rl.prompt();
  }
  rl.close();
  if (path && added.length) {
    try {
      Deno.writeTextFileSync(path, added.join("\n") + "\n", { append: true });
    } catch {
      // A read-only home must not turn a finished session into an error.
    }
  }
  return 0;
}
