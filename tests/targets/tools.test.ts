/**
 * The tools' `targets` against the catalogue and the code: every target a definition names is
 * catalogued and the handler's source names it (or resolves decision domains, for a decision
 * target); every target a tool asks for while running its examples on the replay is among its
 * `targets`; every `target: "…"` literal anywhere in lib is a catalogued target.
 */

import assert from "node:assert/strict";
import { createRuntime, runToolByName, TOOLS } from "../../lib/mod.ts";
import { toolsOfTarget } from "../../lib/tools/mod.ts";
import { FILE_TARGET, findTarget, isDrfTarget } from "../../lib/targets/mod.ts";
import { DECISION_DOMAIN_IDS } from "../../lib/law/mod.ts";
import { createReplayHandler, defaultFixturesDir } from "../lab/mod.ts";
import { EXAMPLES } from "../tools/_examples.ts";
import { mentions, stripComments, toolSource } from "./_scan.ts";

const DECISIONS: ReadonlySet<string> = new Set(DECISION_DOMAIN_IDS);

/** Tools that run other tools (their calls are those tools'), and doctor's sweep of them all. */
const RUNS_OTHERS = new Set([
  "legal_analysis",
  "analyze_document",
  "legal_research",
  "execute_tool",
  "discover_tools",
]);

Deno.test("every target a tool's definition names is catalogued and its handler names it", () => {
  const wrong: string[] = [];
  for (const t of TOOLS) {
    const src = toolSource(t.name);
    if (!src.homes.length) wrong.push(`${t.name} has no source under lib/tools`);
    // The declaration itself names every target: the handler's code must name it elsewhere.
    const code = src.text.replace(/\btargets:\s*\[[^\]]*\]/g, "");
    for (const target of t.targets ?? []) {
      if (!findTarget(target)) wrong.push(`${t.name}: ${target} is not catalogued`);
      const viaDomains = DECISIONS.has(target) && src.decisionDomains;
      if (!viaDomains && !mentions(code, target)) {
        wrong.push(`${t.name}: its source never names ${target}`);
      }
    }
  }
  assert.deepEqual(wrong, []);
  assert.deepEqual(toolsOfTarget("elaw"), ["search_english_laws", "get_english_law"]);
});

Deno.test("every target a tool asks for on its examples is among its targets", async () => {
  const replay = createReplayHandler({ fixturesDir: defaultFixturesDir() });
  let current = "";
  const asked = new Map<string, Set<string>>();
  const spy: typeof fetch = (input, init) => {
    const req = new Request(input, init);
    const target = new URL(req.url).searchParams.get("target");
    if (current && target) asked.set(target, (asked.get(target) ?? new Set()).add(current));
    return replay.fetch(req);
  };
  const rt = await createRuntime({
    oc: "targets-test",
    baseUrl: "http://replay.invalid/DRF",
    fetch: spy,
    cacheDir: "off",
    retries: 0,
  });
  try {
    for (const [name, ex] of Object.entries(EXAMPLES)) {
      for (const args of [...ex.calls, ...(ex.more ?? []).map((m) => m.args)]) {
        // doctor's shape sweep asks every probe: that is the catalogue reading itself.
        current = RUNS_OTHERS.has(name) || (name === "doctor" && args.shapes) ? "" : name;
        await runToolByName(name, args, rt.context({ maxChars: 400_000 }));
      }
    }
  } finally {
    await rt.close();
  }
  const missing: string[] = [];
  for (const [target, tools] of asked) {
    const entry = findTarget(target);
    if (!entry) {
      missing.push(`${target}: not catalogued (asked by ${[...tools].join(", ")})`);
      continue;
    }
    for (const tool of tools) {
      if (!toolsOfTarget(target).some((n) => n === tool)) {
        missing.push(`${tool}: ${target} not in its targets`);
      }
    }
  }
  assert.deepEqual(missing, []);
  assert.ok(asked.size >= 40, `targets asked: ${asked.size}`);
});

Deno.test('every `target: "…"` literal in lib is a catalogued target', async () => {
  const stray: string[] = [];
  const walk = async (dir: URL) => {
    for await (const e of Deno.readDir(dir)) {
      const u = new URL(e.name + (e.isDirectory ? "/" : ""), dir);
      if (e.isDirectory) {
        if (e.name !== "targets") await walk(u);
        continue;
      }
      if (!e.name.endsWith(".ts")) continue;
      const src = stripComments(await Deno.readTextFile(u));
      for (const m of src.matchAll(/\btarget:\s*"([^"]*)"/g)) {
        if (m[1] !== FILE_TARGET && !isDrfTarget(m[1])) stray.push(`${u.pathname}: ${m[1]}`);
      }
    }
  };
  await walk(new URL("../../lib/", import.meta.url));
  assert.deepEqual(stray, []);
});
