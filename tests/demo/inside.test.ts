/**
 * "Say what is inside": `beopmang demo` (the CLI as a subprocess, no LAW_OC) prints the demo
 * catalogue by group, each item with a command line that parses back to exactly the catalogue's
 * call; a sample of those command lines, run as subprocesses in demo mode, answers from the
 * recordings. The MCP resource `beopmang://demo` (listed in resources/list, linked from the guide)
 * says the same over an MCP client against the spawned stdio server.
 */

import assert from "node:assert/strict";
import { demoCatalogue, resolveTool } from "../../lib/mod.ts";
import { flagsToArgs, splitArgs } from "../../cli/flags.ts";
import { Client, StdioClientTransport } from "../_mcp_client.ts";
import { stdioLaunch } from "../mcp/_servers.ts";
import { CLI, ROOT } from "../cli/_run.ts";

/** Runs the CLI in demo mode (no LAW_OC, no base URL). */
async function demoCli(args: string[]): Promise<{ code: number; stdout: string }> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CLI, ...args],
    cwd: ROOT,
    clearEnv: true,
    env: {
      PATH: Deno.env.get("PATH") ?? "",
      HOME: Deno.env.get("HOME") ?? "/tmp",
      BEOPMANG_CACHE: "off",
      BEOPMANG_HISTORY: "off",
      NO_COLOR: "1",
    },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  return { code: out.code, stdout: new TextDecoder().decode(out.stdout) };
}

/** Shell words of a printed command line (plain words and '…' quoting, as render.ts writes). */
function words(line: string): string[] {
  return [...line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replaceAll(`'\\''`, "'") : m[2]
  );
}

Deno.test("beopmang demo lists every document and list with a command that opens it", async () => {
  const cat = await demoCatalogue();
  const run = await demoCli(["demo"]);
  assert.equal(run.code, 0, run.stdout);
  for (
    const h of [
      "법령 (statutes)",
      "판례·결정례",
      "행정규칙",
      "자치법규",
      "신구법 대비",
      "검색 목록",
    ]
  ) {
    assert.ok(run.stdout.includes(h), `group ${h}`);
  }
  const commands = run.stdout.split("\n").map((l) => l.trim()).filter((l) =>
    l.startsWith("beopmang ")
  );
  assert.equal(commands.length, cat.docs.length + cat.lists.length);
  const items = [...cat.docs, ...cat.lists];
  commands.forEach((line, i) => {
    const argv = words(line).slice(1);
    const split = splitArgs(argv);
    const [name] = split.positionals;
    const tool = resolveTool(name)!.tool;
    const base = split.global.jsonInput ? JSON.parse(split.global.jsonInput) : {};
    const args = flagsToArgs(tool, { flags: split.flags, positionals: [] }, base);
    // Items print in catalogue order within groups; find the one this line opens.
    const item = items.find((it) =>
      it.call.tool === name && JSON.stringify(it.call.arguments) === JSON.stringify(args)
    );
    assert.ok(item, `${line} opens a catalogue item (#${i})`);
  });
  for (const d of cat.docs) assert.ok(run.stdout.includes(d.title), d.title);
  // One printed command per group, and one list, run in demo mode.
  const sample = ["law", "decision", "rule", "ordinance", "oldAndNew", "other"].map((g) =>
    cat.docs.find((d) => d.group === g)!
  );
  for (const item of [...sample, cat.lists[0]]) {
    const line = commands.find((l) => {
      const argv = words(l);
      return argv[1] === item.call.tool &&
        Object.values(item.call.arguments).every((v) => argv.includes(String(v)));
    })!;
    const res = await demoCli([...words(line).slice(1), "--json"]);
    assert.equal(res.code, 0, `${line}\n${res.stdout.slice(0, 400)}`);
    assert.doesNotMatch(res.stdout, /NOT_RECORDED/, line);
  }
});

Deno.test("beopmang://demo is listed, linked from the guide, and says the same", async () => {
  const transport = new StdioClientTransport(stdioLaunch({}));
  const client = new Client({ name: "beopmang-test", version: "0" });
  await client.connect(transport);
  try {
    const { resources } = await client.listResources();
    assert.ok(resources.some((r) => r.uri === "beopmang://demo"), JSON.stringify(resources));
    const guide = await client.readResource({ uri: "beopmang://guide" });
    assert.match(String((guide.contents[0] as { text: string }).text), /beopmang:\/\/demo/);
    const res = await client.readResource({ uri: "beopmang://demo" });
    const md = res.contents.find((c) => c.mimeType === "text/markdown") as { text: string };
    const json = res.contents.find((c) => c.mimeType === "application/json") as { text: string };
    const cat = await demoCatalogue();
    assert.deepEqual(JSON.parse(json.text), cat);
    for (const d of cat.docs) {
      assert.ok(md.text.includes(`${d.call.tool} ${JSON.stringify(d.call.arguments)}`), d.title);
    }
    assert.match(md.text, /^# 데모 자료/);
  } finally {
    await client.close();
  }
});
