/**
 * Every example the project prints — README.md, web/README.md and docs/*.md command lines,
 * `beopmang --help`, the web search box's placeholder and home page, the README's resource
 * URIs — answers from real recordings in demo mode (no LAW_OC):
 *
 * - run in demo mode, it answers: exit 0 (or HTTP 200), no `[NOT_RECORDED]`, no miss, no "0건";
 * - run against the replay upstream, no `_synthetic` fixture is served on its way.
 *
 * An example that fails here is changed to one a real recording answers (issue 14).
 */

import assert from "node:assert/strict";
import { createRuntime, type Runtime } from "../../lib/mod.ts";
import { dispatch } from "../../cli/run.ts";
import { usage } from "../../cli/help.ts";
import { createWebApp } from "../../web/mod.ts";
import { EVERYDAY_EXAMPLES, SEARCH_EXAMPLES, SEARCH_PLACEHOLDER } from "../../web/examples.ts";
import { readResource, RESOURCE_TEMPLATES } from "../../mcp/protocol/resources.ts";
import { harness } from "../_support.ts";

const ROOT = new URL("../../", import.meta.url);
const DOCS = [
  "README.md",
  "web/README.md",
  ...[...Deno.readDirSync(new URL("docs/", ROOT))]
    .filter((e) => e.isFile && e.name.endsWith(".md")).map((e) => `docs/${e.name}`),
];

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

/** `beopmang …` lines of a text: sh-block lines and inline code spans. */
function commandLines(text: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of text.split("\n")) {
    const m = /^```(\w*)/.exec(line);
    if (m) {
      fence = fence === undefined ? m[1] : undefined;
      continue;
    }
    if (fence === "sh" && /^\s*beopmang\b/.test(line)) lines.push(line.trim());
  }
  for (const m of text.matchAll(/`(beopmang [^`]+)`/g)) lines.push(m[1]);
  return lines;
}

/** The argv of an example that calls a tool (list, help, the bare REPL are not examples). */
function runnable(line: string): string[] | undefined {
  const argv = words(line).slice(1);
  if (!argv.length || /[[\]{}<>…]/.test(argv.join(" "))) return undefined;
  const first = argv.find((a) => !a.startsWith("-"));
  // `beopmang mcp` is the MCP server on stdio (the compiled binary's), not a question.
  if (!first || first === "list" || first === "help" || first === "mcp") return undefined;
  if (argv.some((a) => a === "--help" || a === "-h" || a === "--version")) return undefined;
  return argv;
}

const CLI_EXAMPLES: { where: string; argv: string[]; refused?: string }[] = [];
for (const file of DOCS) {
  const text = Deno.readTextFileSync(new URL(file, ROOT));
  // A line showing a refusal (a misspelt flag the same doc prints as refused) must be refused.
  const refused = new Set([...text.matchAll(/알 수 없는 인자 '([^']+)'/g)].map((m) => m[1]));
  for (const line of commandLines(text)) {
    const argv = runnable(line);
    const bad = argv?.find((a) => a.startsWith("--") && refused.has(a.slice(2)))?.slice(2);
    if (argv) CLI_EXAMPLES.push({ where: file, argv, ...(bad ? { refused: bad } : {}) });
  }
}
for (
  const line of usage().split("\n").map((l) => l.trim()).filter((l) => l.startsWith('beopmang "'))
) {
  const argv = runnable(line.split(/\s{3,}/)[0]);
  if (argv) CLI_EXAMPLES.push({ where: "--help", argv });
}

const WEB_PATHS: { where: string; path: string }[] = [
  ...[...Object.values(SEARCH_EXAMPLES), ...EVERYDAY_EXAMPLES].map((q) => ({
    where: "web/examples.ts",
    path: `/search?q=${encodeURIComponent(q)}`,
  })),
];
for (
  const m of Deno.readTextFileSync(new URL("web/README.md", ROOT)).matchAll(
    /`(\/(?:law\/|decision\/|search\?q=)[^`{}\s]+)`/g,
  )
) WEB_PATHS.push({ where: "web/README.md", path: encodeURI(m[1]) });
const RESOURCE_URIS = [
  ...[
    ...Deno.readTextFileSync(new URL("README.md", ROOT)).matchAll(
      /`((?:law|annex|decision):\/\/[^`{}\s]+)`/g,
    ),
  ].map((m) => m[1]),
  // resources/templates/list: the examples each template's description gives.
  ...RESOURCE_TEMPLATES.flatMap((t) =>
    [...(t.description ?? "").matchAll(/(?:law|annex|decision):\/\/[^\s,{}]+/g)].map((m) => m[0])
  ),
];

/** What a demo answer must never say when the example is meant to answer. */
function assertAnswers(text: string, where: string): void {
  assert.ok(!text.includes("NOT_RECORDED"), `${where}: not among the recordings\n${text}`);
  assert.ok(!text.includes("[NOT_FOUND]"), `${where}: a miss\n${text}`);
  assert.ok(!/(^|\D)0건/.test(text), `${where}: "0건"\n${text}`);
  assert.ok(!/일치하는 [^\n]*없습니다/.test(text), `${where}: "일치하는 … 없습니다"\n${text}`);
}

/** Runs a CLI line, capturing what it prints. */
async function runCli(argv: string[], rt: Runtime): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const { log, error } = console;
  console.log = (...a: unknown[]) => out.push(a.join(" "));
  console.error = (...a: unknown[]) => out.push(a.join(" "));
  try {
    const code = await dispatch(argv, () => Promise.resolve(rt));
    return { code, out: out.join("\n") };
  } finally {
    console.log = log;
    console.error = error;
  }
}

Deno.test("the examples are found where they are printed", () => {
  const shown = CLI_EXAMPLES.map((e) => e.argv.join(" "));
  assert.ok(shown.includes("민법 제750조"), shown.join("\n"));
  assert.ok(CLI_EXAMPLES.some((e) => e.where === "--help"), "the usage line's example");
  assert.ok(CLI_EXAMPLES.length >= 6, shown.join("\n"));
  for (const q of Object.values(SEARCH_EXAMPLES)) {
    if (q !== SEARCH_EXAMPLES.law) assert.ok(SEARCH_PLACEHOLDER.includes(q), q);
  }
  assert.ok(WEB_PATHS.some((p) => p.path.startsWith("/law/")), "web/README's permalink");
  assert.ok(RESOURCE_URIS.length >= 1);
});

Deno.test("every printed command line answers in demo mode, from real recordings", async () => {
  const demo = await createRuntime({ cacheDir: "off" });
  await using h = await harness();
  try {
    for (const { where, argv, refused } of CLI_EXAMPLES) {
      const label = `${where}: beopmang ${argv.join(" ")}`;
      const got = await runCli(argv, demo);
      if (refused) {
        assert.equal(got.code, 2, `${label} is shown as refused\n${got.out}`);
        assert.match(got.out, new RegExp(`알 수 없는 인자 '${refused}'`), label);
        continue;
      }
      assert.equal(got.code, 0, `${label}\n${got.out}`);
      assertAnswers(got.out, label);
      h.replay.reset();
      await runCli(argv, h.runtime);
      const synthetic = h.replay.stats.log.filter((e) => e.fixture?.includes("_synthetic"));
      assert.deepEqual(synthetic.map((e) => e.fixture), [], `${label} reads a synthetic fixture`);
    }
  } finally {
    await demo.close();
  }
});

Deno.test("the web app's examples answer in demo mode, from real recordings", async () => {
  const demo = await createRuntime({ cacheDir: "off" });
  await using h = await harness();
  const get = async (
    rt: Runtime,
    path: string,
  ): Promise<{ status: number; body: string; at: string }> => {
    const app = createWebApp({ runtime: rt });
    let at = path;
    let res = await app(new Request(`http://127.0.0.1${at}`));
    for (let i = 0; i < 3 && res.status >= 300 && res.status < 400; i++) {
      at = res.headers.get("location")!.replace(/#.*/, "");
      res = await app(new Request(`http://127.0.0.1${at}`));
    }
    return { status: res.status, body: await res.text(), at };
  };
  try {
    for (const { where, path } of WEB_PATHS) {
      const label = `${where}: ${decodeURIComponent(path)}`;
      const page = await get(demo, path);
      assert.equal(page.status, 200, label);
      assert.ok(!page.body.includes('data-code="NOT_FOUND"'), `${label}: a miss`);
      assert.ok(!page.body.includes("찾은 것이 없습니다"), `${label}: nothing found`);
      assert.ok(!/>0건</.test(page.body), `${label}: 0건`);
      if (page.at.startsWith("/search")) {
        // A search page answers per section: at least one section has rows, and every section
        // without an answer says it is not among the recordings.
        assert.match(
          page.body,
          /data-group="[^"]+"><h2[^>]*>[^<]*<span class="count">[1-9]/,
          label,
        );
        for (const m of page.body.matchAll(/data-code="([A-Z_]+)"/g)) {
          assert.equal(m[1], "NOT_RECORDED", `${label}: a section failed with ${m[1]}`);
        }
      } else assertAnswers(page.body.replace(/<[^>]+>/g, " "), label);
      h.replay.reset();
      await get(h.runtime, path);
      const synthetic = h.replay.stats.log.filter((e) => e.fixture?.includes("_synthetic"));
      assert.deepEqual(synthetic.map((e) => e.fixture), [], `${label} reads a synthetic fixture`);
    }
  } finally {
    await demo.close();
  }
});

Deno.test("the resource URIs of the README and of resources/templates/list answer in demo mode", async () => {
  const demo = await createRuntime({ cacheDir: "off" });
  try {
    assert.ok(RESOURCE_URIS.length >= 5, RESOURCE_URIS.join(" "));
    for (const uri of RESOURCE_URIS) {
      const r = await readResource(uri, demo.context());
      const text = r.contents.filter((c) => c.mimeType === "text/markdown")
        .map((c) => ("text" in c ? String(c.text) : "")).join("\n");
      // An annex's file was never recorded: the answer is its body text, and says why.
      const said = text.split("\n").filter((l) => !l.startsWith("⚠ [BODY_TEXT_FALLBACK]"));
      assertAnswers(said.join("\n"), uri);
    }
  } finally {
    await demo.close();
  }
});
