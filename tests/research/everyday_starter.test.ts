/**
 * Everyday retrieval reads the library the runtime chose (issue 30), the starter shipped in the
 * package included: a fresh machine with no key and no import ranks an everyday question over
 * the starter's text, in the server and in the CLI once the starter is built; a one-shot CLI
 * command never builds it (it answers from the topic table alone then).
 *
 * The starter file is materialised once per machine (the per-user cache directory, which the
 * spawned processes share through HOME / XDG_CACHE_HOME), not once per process.
 */

import assert from "node:assert/strict";
import { starterLibraryFile } from "../../lib/library/starter/materialise.ts";
import { childEnv } from "../_support.ts";
import { researchOnStarter } from "./_starter_server.ts";

const ROOT = new URL("../../", import.meta.url);
const STARTER = await starterLibraryFile();
const STARTER_DIR = STARTER.slice(0, STARTER.lastIndexOf("/"));

// The table alone has no word for this: only the library's text (민법 제240조 수지, 목근의 제거
// 청구권: 인접지) reaches it.
const Q = "옆집 나무가 우리 땅으로 넘어왔어요";

type Research = { understood: { picks: { name: string; article: string; matched: string[] }[] } };

Deno.test({
  name: "everyday: a demo server with no library set ranks over the starter library's text",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { result: r, text } = await researchOnStarter(Q, "everyday-starter");
    assert.ok(!r.isError, text);
    const [first] = (r.structuredContent as Research).understood.picks;
    assert.equal(`${first?.name} ${first?.article}`, "민법 제240조", text);
    assert.ok(first.matched.length > 0);
    assert.match(text, /고른 조문: 민법 제240조/);
  },
});

function cli(env: Record<string, string>) {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "cli/main.ts", Q],
    cwd: ROOT,
    clearEnv: true,
    env: childEnv({ LAW_OC: "", ...env }),
    stdout: "piped",
    stderr: "piped",
  }).output();
}

Deno.test("everyday: a one-shot CLI command ranks over the starter once an earlier run built it", async () => {
  const res = await cli({ BEOPMANG_CACHE_DIR: STARTER_DIR });
  const out = new TextDecoder().decode(res.stdout);
  assert.equal(res.code, 0, new TextDecoder().decode(res.stderr));
  assert.match(out, /고른 조문: 민법 제240조/);
});

Deno.test("everyday: a one-shot CLI command on a machine without the starter built never builds it", async () => {
  const home = await Deno.makeTempDir({ prefix: "everyday-fresh-" });
  const cache = `${home}/cache`;
  const res = await cli({
    HOME: home,
    XDG_CACHE_HOME: `${home}/.cache`,
    BEOPMANG_CACHE_DIR: cache,
  });
  assert.equal(res.code, 0, new TextDecoder().decode(res.stderr));
  assert.ok(new TextDecoder().decode(res.stdout).length > 0);
  // The topic table answered alone: no starter file was written anywhere under this home.
  const made: string[] = [];
  const walk = (dir: string) => {
    for (const e of Deno.readDirSync(dir)) {
      if (e.isDirectory) walk(`${dir}/${e.name}`);
      else made.push(e.name);
    }
  };
  walk(home);
  assert.ok(!made.some((n) => n.startsWith("starter-")), made.join(", "));
});
