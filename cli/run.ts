/**
 * One command line → one action, shared by the one-shot CLI and the REPL: `list`, `help`, `demo`,
 * `<tool> --flags`, or a natural-language line routed by `routeQuery`.
 *
 * @module
 */

import {
  demoCatalogue,
  renderDemoCatalogue,
  resolveTool,
  routeQuery,
  type Runtime,
  runToolByName,
  type ToolName,
  TOOLS,
  VERSION,
} from "../lib/mod.ts";
import { openQuery } from "../lib/route/mod.ts";
import { closestWord, visible } from "../lib/vocab/mod.ts";
import { loadArticleIndex } from "../lib/route/mod.ts";
import { exitCode } from "./exit.ts";
import { FlagError, flagsToArgs, GLOBAL_FLAGS, type GlobalFlags, splitArgs } from "./flags.ts";
import { listText, toolHelp, usage } from "./help.ts";
import { colourise, startProgress, useColour } from "./style.ts";

/** Gets (creating on first use) the runtime; list and help never need one. */
export type RuntimeSource = () => Promise<Runtime>;

/** Runs one command; returns its exit code. Output goes to stdout, diagnostics to stderr. */
export async function dispatch(argv: readonly string[], runtime: RuntimeSource): Promise<number> {
  let split;
  try {
    split = splitArgs(argv);
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  const { global, positionals } = split;
  const [command, ...rest] = positionals;
  if (global.version) {
    console.log(VERSION);
    return 0;
  }
  if (command === "list") {
    const text = listText(global.category);
    if (text === undefined) {
      console.error(`[BAD_INPUT] 알 수 없는 분류: ${visible(global.category!)} (beopmang --help)`);
      return 2;
    }
    console.log(text);
    return 0;
  }
  if (command === "demo" && !rest.length) {
    // What demo mode (no LAW_OC) answers from, with the command that opens each; no runtime.
    console.log(renderDemoCatalogue(await demoCatalogue(), "cli"));
    return 0;
  }
  if (command === "help" || (global.help && (!command || resolveTool(command)))) {
    const name = command === "help" ? rest[0] : command;
    if (!name) {
      console.log(usage());
      return 0;
    }
    const text = toolHelp(name);
    if (!text) {
      console.error(
        `[UNKNOWN_TOOL] 알 수 없는 도구: ${visible(name)}${nearTool(name)} (beopmang list)`,
      );
      return 2;
    }
    console.log(text);
    return 0;
  }
  if (!command && global.jsonInput === undefined) {
    if (split.flags.length) return unknownFlag(split.flags[0][0]);
    console.log(usage());
    return global.help ? 0 : 2;
  }
  let base: Record<string, unknown> = {};
  if (global.jsonInput !== undefined) {
    try {
      const parsed = JSON.parse(global.jsonInput);
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
        throw new Error("객체가 아님");
      }
      base = parsed;
    } catch (e) {
      console.error(`[BAD_INPUT] --json-input은 JSON 객체여야 합니다: ${(e as Error).message}`);
      return 2;
    }
  }
  if (command && resolveTool(command)) {
    let args;
    try {
      args = flagsToArgs(
        resolveTool(command)!.tool,
        { flags: split.flags, positionals: rest },
        base,
      );
    } catch (e) {
      if (!(e instanceof FlagError)) throw e;
      console.error(`[BAD_INPUT] ${e.message}`);
      return 2;
    }
    return await call(command, args, global, await runtime());
  }
  // A word shaped like a tool name is a misspelt tool; flags after a question are unknown flags.
  if (command && /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(command)) {
    console.error(
      `[UNKNOWN_TOOL] 알 수 없는 도구: ${command}${nearTool(command)} — 플래그는 도구 이름 ` +
        `뒤에만 (beopmang list)`,
    );
    return 2;
  }
  if (split.flags.length) return unknownFlag(split.flags[0][0]);
  if (global.jsonInput !== undefined) {
    console.error(
      `[UNKNOWN_TOOL] 알 수 없는 도구: ${visible(command ?? "(도구 없음)")} — --json-input은 ` +
        `도구 이름 뒤에만 (beopmang list)`,
    );
    return 2;
  }
  const rt = await runtime();
  // The library's text reads an everyday sentence the topic table has no word for: the library
  // the runtime chose (a one-shot command reads the starter only once it is built: never waits).
  await loadArticleIndex(rt.context().library);
  const text = positionals.join(" ");
  const route = routeQuery(text);
  if (global.explain) {
    console.error(
      visible(`→ ${route.tool} ${JSON.stringify(route.args)} (신뢰도 ${route.confidence})`),
    );
    for (const line of route.explain) console.error(`  ${visible(line)}`);
  }
  // A case number or an annex opens as the web's search box opens it: one resolver (lib).
  if (OPENED_RULES.has(route.rule)) {
    const opened = await openQuery(text, rt.context());
    if (opened.kind !== "none") {
      if (global.explain) {
        console.error(
          visible(`  열기: ${opened.call.tool} ${JSON.stringify(opened.call.arguments)}`),
        );
      }
      return await call(opened.call.tool, opened.call.arguments, global, rt);
    }
  }
  return await call(route.tool, route.args, global, rt);
}

/** Router rules whose document the shared resolver ({@link openQuery}) finds first. */
const OPENED_RULES: ReadonlySet<string> = new Set(["case_number", "annex_named", "annex_words"]);

/** The tool whose `--shapes` run needs a wider budget than one request's default. */
const SHAPES_TOOL: ToolName = "doctor";

async function call(
  name: string,
  args: Record<string, unknown>,
  global: GlobalFlags,
  runtime: Runtime,
): Promise<number> {
  const progress = startProgress(name);
  // `doctor --shapes` asks every DRF target once (~120 calls): more than one request's default.
  const wide = resolveTool(name)?.tool.name === SHAPES_TOOL && args.shapes === true;
  let out;
  try {
    out = await runToolByName(
      name,
      args,
      runtime.context(wide ? { budget: { maxCalls: 400, deadlineMs: 300_000 } } : {}),
    );
  } finally {
    progress.stop();
  }
  if (!out.ok) {
    console.error(out.text);
    if (global.json) console.log(JSON.stringify({ error: out.error }, null, 2));
    return exitCode(out.error.code);
  }
  if (global.json) console.log(JSON.stringify(out.structured, null, 2));
  else console.log(useColour(global.noColor) ? colourise(out.text) : out.text);
  return 0;
}

/** ` (did you mean 'search_law'?)` for a misspelt tool name, or nothing. */
function nearTool(name: string): string {
  const near = closestWord(name, TOOLS.map((t) => t.name));
  return near ? ` (did you mean '${near}'?)` : "";
}

/**
 * A flag no command takes (given without a tool, or after a question): named, with the closest
 * flag that exists, in one line — not the whole help.
 */
function unknownFlag(flag: string): number {
  const typed = `--${flag}`;
  const near = closestWord(typed, GLOBAL_FLAGS);
  console.error(
    `[BAD_INPUT] 알 수 없는 플래그 '${visible(typed)}'${near ? ` (did you mean '${near}'?)` : ""}` +
      ` — 도구 없이 쓰는 플래그: ${GLOBAL_FLAGS.join(", ")}; 도구의 플래그는 ` +
      `'beopmang <도구> --매개변수 값' (beopmang --help, beopmang list)`,
  );
  return 2;
}
