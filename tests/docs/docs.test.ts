/**
 * The docs describe the code as it is: every registered tool is named in README.md,
 * docs/TOOLS.md, docs/ARCHITECTURE.md or web/README.md, and every example call printed in them
 * — `beopmang <tool> --flag …`, `<tool> {json}` in fenced blocks, and `<tool> {json}` in inline
 * code — names a tool that exists and only arguments that tool takes (its vocabulary names, or
 * old names its alias table maps), nested sides and `execute_tool`'s `args` included. A renamed
 * parameter therefore cannot linger in an example. The one exception is an example of a refusal:
 * a name the tool does not take may appear where the same doc prints the refusal naming it
 * (`알 수 없는 인자 'x'`).
 */

import assert from "node:assert/strict";
import { resolveTool, TOOLS } from "../../lib/mod.ts";
import { type ArgSpec, argSpec } from "../../lib/vocab/mod.ts";

const DOCS = ["README.md", "docs/TOOLS.md", "docs/ARCHITECTURE.md", "web/README.md"] as const;
const root = new URL("../../", import.meta.url);
const docs = await Promise.all(
  DOCS.map(async (path) => ({ path, text: await Deno.readTextFile(new URL(path, root)) })),
);

/** The CLI's own flags (cli/flags.ts), which belong to no tool. */
const CLI_FLAGS = new Set(["json", "explain", "help", "h", "version", "no-color", "category"]);

/** A snake_case word standing alone: a tool name, when it is one. */
const TOKEN = /(?<![\w/."'`$-])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\w.(])/g;

/** Whether `text` names `name` as a word of its own (`search_law` is not in `search_law_bulk`). */
function names(text: string, name: string): boolean {
  return new RegExp(`(?<![\\w])${name}(?![\\w])`).test(text);
}

/** Fenced code blocks, and the inline code spans of the prose around them. */
function codeOf(md: string): { fenced: string[]; inline: string[] } {
  const fenced: string[] = [];
  const prose = md.replace(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm, (_, _f, body: string) => {
    fenced.push(body);
    return "";
  });
  const inline = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].replaceAll("\\|", "|"));
  return { fenced, inline };
}

/** The JSON object starting at `text[start]` (`{`), with where it ends; strings respected. */
function objectAt(text: string, start: number): { json: string; end: number } | undefined {
  let depth = 0;
  let quoted = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === "\\") i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return { json: text.slice(start, i + 1), end: i + 1 };
  }
  return undefined;
}

/** Shell-like words of one command line (quotes kept together), up to a `#` comment. */
function words(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) {
    if (m[3]?.startsWith("#")) break;
    out.push(m[1] ?? m[2] ?? m[3]);
  }
  return out;
}

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The spec of a tool (by name or alias) and the arguments its name fixes. */
function specOf(name: string): { spec: ArgSpec; fixed: Record<string, unknown> } | undefined {
  const r = resolveTool(name);
  return r ? { spec: argSpec(r.tool.name, r.tool.input), fixed: r.fixed } : undefined;
}

/** Whether a tool (or nested side) takes `key`: a vocabulary name, an old name, a companion. */
function takes(spec: ArgSpec, key: string): boolean {
  if (spec.kinds.has(key) || spec.aliases.has(key)) return true;
  return [...spec.aliases.values()].some((a) => a.consumes?.includes(key));
}

/** Checks an example's JSON arguments against `spec`, nested objects and lists included. */
function checkObject(
  spec: ArgSpec,
  tool: string,
  args: Record<string, unknown>,
  where: string,
  bad: string[],
  refused: ReadonlySet<string> = new Set(),
): void {
  for (const [key, value] of Object.entries(args)) {
    if (!takes(spec, key)) {
      if (refused.has(key)) continue;
      bad.push(`${where}: ${tool}${spec.path ? `.${spec.path}` : ""} does not take '${key}'`);
      continue;
    }
    const alias = spec.aliases.get(key);
    const inner = spec.nested?.get(key) ??
      (alias?.to && !alias.convert ? spec.nested?.get(alias.to) : undefined);
    if (!inner) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v && typeof v === "object" && !Array.isArray(v)) {
        checkObject(inner, tool, v as Record<string, unknown>, where, bad, refused);
      }
    }
  }
  // execute_tool's `args` are the arguments of the tool it names.
  const target = args.tool ?? args.tool_name;
  const inner = args.args ?? args.params;
  if (spec.tool === "execute_tool" && typeof target === "string" && inner) {
    const t = specOf(target);
    if (!t) bad.push(`${where}: execute_tool names no tool '${target}'`);
    else checkObject(t.spec, target, inner as Record<string, unknown>, where, bad, refused);
  }
}

interface Checked {
  /** Example calls found. */
  calls: number;
  /** What is wrong with them. */
  bad: string[];
  /** Names whose refusal the doc prints: examples of refusals may use them. */
  refused?: ReadonlySet<string>;
}

/**
 * Every `<tool> {json}` and `<tool> --flag …` in a piece of code. `strict`: JSON after a tool
 * name must parse (fenced examples are meant to be run); inline code may use a shorthand.
 */
function checkCalls(code: string, where: string, strict: boolean, out: Checked): void {
  for (const m of code.matchAll(TOKEN)) {
    const name = m[1];
    const rest = code.slice(m.index + name.length);
    const json = /^[ \t]+\{/.exec(rest);
    const flags = /^[ \t]+--?[A-Za-z]/.exec(rest);
    if (!json && !flags) continue;
    const t = specOf(name);
    if (!t) {
      out.bad.push(`${where}: '${name}' is called like a tool but is none`);
      continue;
    }
    out.calls++;
    if (json) {
      const obj = objectAt(rest, json[0].length - 1);
      let args: unknown;
      try {
        args = obj && JSON.parse(obj.json);
      } catch {
        args = undefined;
      }
      if (!args || typeof args !== "object" || Array.isArray(args)) {
        if (strict) out.bad.push(`${where}: ${name}'s arguments are not a JSON object`);
        continue;
      }
      checkObject(t.spec, name, args as Record<string, unknown>, where, out.bad, out.refused);
      continue;
    }
    const ws = words(rest.split("\n")[0]);
    for (let i = 0; i < ws.length; i++) {
      const f = /^--?([A-Za-z][\w-]*)(?:=(.*))?$/.exec(ws[i]);
      if (!f) continue;
      const flag = f[1];
      if (flag === "json-input") {
        const raw = f[2] ?? ws[++i] ?? "";
        try {
          checkObject(t.spec, name, JSON.parse(raw), where, out.bad, out.refused);
        } catch {
          out.bad.push(`${where}: ${name} --json-input is not JSON: ${raw}`);
        }
        continue;
      }
      if (CLI_FLAGS.has(flag)) continue;
      const key = [flag, camel(flag)].find((k) => takes(t.spec, k)) ??
        (flag.startsWith("no-") && t.spec.kinds.get(camel(flag.slice(3))) === "boolean"
          ? flag
          : undefined);
      if (!key && !out.refused?.has(flag)) {
        out.bad.push(`${where}: ${name} does not take --${flag}`);
      }
    }
  }
}

Deno.test("every registered tool is named in README, TOOLS, ARCHITECTURE or web/README", () => {
  const missing = TOOLS.map((t) => t.name).filter((n) => !docs.some((d) => names(d.text, n)));
  assert.deepEqual(missing, [], `tools named in none of ${DOCS.join(", ")}`);
});

Deno.test("every example call in the docs names a tool and only arguments it takes", () => {
  const out: Checked = { calls: 0, bad: [] };
  for (const d of docs) {
    out.refused = new Set([...d.text.matchAll(/알 수 없는 인자 '([^']+)'/g)].map((m) => m[1]));
    const { fenced, inline } = codeOf(d.text);
    fenced.forEach((block, i) => checkCalls(block, `${d.path} (code block ${i + 1})`, true, out));
    for (const span of inline) checkCalls(span, `${d.path} \`${span}\``, false, out);
  }
  assert.deepEqual(out.bad, []);
  assert.ok(out.calls >= 10, `only ${out.calls} example calls found: is the scan still reading?`);
});

Deno.test("the checker refuses a renamed parameter, a misspelt flag and an unknown tool", () => {
  const out: Checked = { calls: 0, bad: [] };
  checkCalls('get_annexes {"family":"법령","name":"건축법"}', "ok", true, out);
  checkCalls("beopmang get_law_text --law-name 건축법 --article 제1조 --json", "ok", true, out);
  checkCalls(
    'compare_articles {"law1":{"lawId":"001823","jo":"제4조"},"right":{"mst":"1"}}',
    "ok",
    true,
    out,
  );
  assert.deepEqual(out.bad, []);
  const cases: [string, RegExp][] = [
    ['discover_tools {"intents":"신구법"}', /does not take 'intents'/],
    ["beopmang get_law_text --name 건축법 --aritcles 제1조", /does not take --aritcles/],
    ['get_law_txt {"name":"건축법"}', /is called like a tool but is none/],
    [
      'compare_articles {"left":{"lawId":"1","artcles":["제1조"]},"right":{}}',
      /left does not take 'artcles'/,
    ],
    [
      'execute_tool {"tool":"get_law_text","args":{"bogusFlag":true}}',
      /get_law_text does not take 'bogusFlag'/,
    ],
    ["get_law_text {name, articles}", /not a JSON object/],
    [`beopmang get_law_text --json-input '{"lawName":"건축법","nope":1}'`, /does not take 'nope'/],
  ];
  // A refusal the doc prints may be shown with the name it refuses.
  const shown: Checked = { calls: 0, bad: [], refused: new Set(["aritcles"]) };
  checkCalls('get_law_text {"name":"건축법","aritcles":["제1조"]}', "refusal", true, shown);
  assert.deepEqual(shown.bad, []);
  for (const [code, want] of cases) {
    const o: Checked = { calls: 0, bad: [] };
    checkCalls(code, "case", true, o);
    assert.equal(o.bad.length, 1, `${code}: ${o.bad.join("; ")}`);
    assert.match(o.bad[0], want);
  }
});
