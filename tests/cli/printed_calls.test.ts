/**
 * Every printed call leads somewhere (issue 29, finding 2): each CLI example of README.md and
 * `--help` is run as a subprocess in demo mode (no LAW_OC), and every call its answer prints —
 * `본문: get_law_text {…}`, `더 보기: …`, `기록된 목록: …`, and the `{tool, arguments}` pointers
 * of a `--json` answer — is run as printed (`beopmang <tool> --json-input '<json>'`): exit 0.
 * A list whose rows the demo did not record says so and prints no call. Before the fix,
 * `search_law 근로기준법` printed `본문: get_law_text {"lawId":"003058"}`, which exits 6 (the
 * demo recorded that law by its MST).
 */

import assert from "node:assert/strict";
import { usage } from "../../cli/help.ts";
import { resolveTool } from "../../lib/mod.ts";
import { ROOT } from "./_run.ts";
import { demoCli } from "./_demo.ts";
import { childEnv } from "../_support.ts";

/** Shell words of one command line: '…' and "…" quoted, a `#` comment dropped. */
function words(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quote = "";
  let started = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = "";
      else cur += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      started = true;
    } else if (ch === "#" && !started && !cur) break;
    else if (/\s/.test(ch)) {
      if (started || cur) out.push(cur);
      cur = "";
      started = false;
    } else cur += ch;
  }
  if (started || cur) out.push(cur);
  return out;
}

/** The argv of a `beopmang …` line that calls a tool or asks a question (else undefined). */
function runnable(line: string): string[] | undefined {
  const argv = words(line).slice(1);
  if (!argv.length || /[[\]<>…|]/.test(argv.join(" "))) return undefined;
  const first = argv.find((a) => !a.startsWith("-"));
  if (!first || ["list", "help", "mcp", "demo"].includes(first)) return undefined;
  if (argv.some((a) => ["--help", "-h", "--version"].includes(a))) return undefined;
  return argv;
}

/** README's `beopmang …` lines in sh blocks and code spans, and `--help`'s examples. */
function examples(): string[][] {
  const lines: string[] = [];
  let fence: string | undefined;
  const readme = Deno.readTextFileSync(`${ROOT}README.md`);
  for (const line of readme.split("\n")) {
    const m = /^```(\w*)/.exec(line);
    if (m) {
      fence = fence === undefined ? m[1] : undefined;
      continue;
    }
    if (fence === "sh" && /^\s*beopmang\b/.test(line)) lines.push(line.trim());
    // From a checkout: `deno task cli "…"` is `beopmang "…"` (deno.json's cli task).
    const task = /^\s*deno task cli (.+)$/.exec(line);
    if (fence === "sh" && task) lines.push(`beopmang ${task[1]}`);
  }
  for (const m of readme.matchAll(/`(beopmang [^`]+)`/g)) lines.push(m[1]);
  for (const m of readme.matchAll(/`deno task cli ([^`]+)`/g)) lines.push(`beopmang ${m[1]}`);
  for (const l of usage().split("\n").map((l) => l.trim())) {
    if (l.startsWith(`beopmang "`)) lines.push(l.split(/\s{3,}/)[0]);
  }
  const seen = new Set<string>();
  return lines.map(runnable).filter((a): a is string[] => {
    if (!a || seen.has(a.join("\0"))) return false;
    seen.add(a.join("\0"));
    return true;
  });
}

/** Calls printed in an answer: `tool {json}` at a line's end, and `{tool, arguments}` in JSON. */
function printedCalls(stdout: string): { tool: string; args: string }[] {
  const out: { tool: string; args: string }[] = [];
  const add = (tool: string, args: unknown) => {
    if (resolveTool(tool)) out.push({ tool, args: JSON.stringify(args) });
  };
  try {
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (!v || typeof v !== "object") return;
      const o = v as Record<string, unknown>;
      if (typeof o.tool === "string" && o.arguments && typeof o.arguments === "object") {
        add(o.tool, o.arguments);
      }
      Object.values(o).forEach(walk);
    };
    walk(JSON.parse(stdout));
  } catch {
    for (const line of stdout.split("\n")) {
      const m = /(?:^|[\s:])([a-z][a-z0-9_]+) (\{.*\})\s*$/.exec(line);
      if (!m) continue;
      try {
        add(m[1], JSON.parse(m[2]));
      } catch { /* not a call */ }
    }
  }
  return out;
}

Deno.test({
  name: "CLI: every call printed by README's and --help's examples runs as printed in demo mode",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const argvs = examples();
    assert.ok(argvs.length >= 6, `examples found: ${argvs.map((a) => a.join(" ")).join("\n")}`);
    const calls = new Map<string, { tool: string; args: string; from: string }>();
    for (const argv of argvs) {
      const run = await demoCli(argv);
      const from = `beopmang ${argv.join(" ")}`;
      assert.equal(run.code, 0, `${from}\n${run.stdout}\n${run.stderr}`);
      for (const c of printedCalls(run.stdout)) calls.set(`${c.tool} ${c.args}`, { ...c, from });
    }
    // The search whose first row the demo recorded by MST only, from the demo alone: a starter
    // library an earlier server built in the user's cache would answer it, and open its rows
    // from the library (tests/library/open_line.test.ts).
    const law = await demoCli(["search_law", "--query", "근로기준법"], { BEOPMANG_LIBRARY: "off" });
    assert.equal(law.code, 0, law.stdout + law.stderr);
    for (const c of printedCalls(law.stdout)) {
      calls.set(`${c.tool} ${c.args}`, { ...c, from: "beopmang search_law --query 근로기준법" });
    }
    assert.match(law.stdout, /본문: get_law_text \{"mst":"270551"\}/);
    assert.ok(calls.size >= 3, [...calls.keys()].join("\n"));
    for (const { tool, args, from } of calls.values()) {
      const run = await demoCli([tool, "--json-input", args]);
      assert.equal(
        run.code,
        0,
        `${tool} ${args} (printed by ${from}) exits ${run.code}\n${run.stdout}${run.stderr}`,
      );
    }
  },
});

Deno.test({
  name: "CLI: a list whose rows the demo did not record says so and prints no call to open them",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const run = await demoCli(["search_decisions", "--domain", "prec", "--query", "상속세"]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const open = run.stdout.split("\n").find((l) => l.startsWith("본문:"));
    assert.ok(open, run.stdout);
    const call = printedCalls(open)[0];
    if (call) {
      const body = await demoCli([call.tool, "--json-input", call.args]);
      assert.equal(body.code, 0, `${open}\n${body.stdout}${body.stderr}`);
    } else assert.match(open, /데모에 기록되어 있지 않습니다/);
  },
});

Deno.test({
  name: "CLI: README's `deno task cli …` lines run as printed, from the checkout, in demo mode",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const readme = Deno.readTextFileSync(`${ROOT}README.md`);
    const lines = [...readme.matchAll(/^deno task cli (.+)$/gm)].map((m) => m[1].trim());
    assert.ok(lines.length >= 1, "README shows `deno task cli …`");
    for (const rest of lines) {
      const out = await new Deno.Command(Deno.execPath(), {
        args: ["task", "--quiet", "cli", ...words(`x ${rest}`).slice(1)],
        cwd: ROOT,
        clearEnv: true,
        env: childEnv({ BEOPMANG_CACHE: "off", BEOPMANG_HISTORY: "off", NO_COLOR: "1" }),
        stdin: "null",
        stdout: "piped",
        stderr: "piped",
      }).output();
      const text = new TextDecoder().decode(out.stdout);
      assert.equal(out.code, 0, `deno task cli ${rest}\n${text}`);
      assert.ok(text.trim().length > 0, `deno task cli ${rest}: printed nothing`);
    }
  },
});
