/**
 * `deno task start` (BEOPMANG_STARTER_PREBUILD=1, as deno.json's start and serve tasks set it)
 * begins building the starter library at start: with a fresh cache directory, no key and no
 * library, the starter file appears without any request, and a statute is then answered from it.
 * Two servers started at once on the same cache directory build it once (a lock file beside it):
 * never two temporary builds at the same time, and nothing left over.
 */

import assert from "node:assert/strict";
import { Client, StreamableHTTPClientTransport } from "../_mcp_client.ts";
import type { CallToolResult } from "../_mcp_client.ts";
import { startHttpProcess } from "../mcp/_servers.ts";

const STARTER = /^starter-[0-9a-f]+-s\d+l\d+\.db$/;

/** CPU clock ticks a process has used (utime + stime, /proc/<pid>/stat). */
function cpuTicks(pid: number): number {
  const stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(f[11]) + Number(f[12]);
}

async function ask(url: string, name: string, args: Record<string, unknown>): Promise<string> {
  const client = new Client({ name: "starter-prebuild", version: "0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
  try {
    const r = await client.callTool({ name, arguments: args }) as CallToolResult;
    return r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
  } finally {
    await client.close();
  }
}

Deno.test({
  name: "starter prebuild: start builds the starter file with no request, once for two servers",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const home = await Deno.makeTempDir({ prefix: "starter-prebuild-" });
    const cache = `${home}/cache`;
    const env = {
      HOME: home,
      XDG_CACHE_HOME: `${home}/.cache`,
      BEOPMANG_CACHE_DIR: cache,
      BEOPMANG_STARTER_PREBUILD: "1",
      // Once built, a request does not wait for the opening.
      BEOPMANG_LIBRARY_WAIT_MS: "900000",
    };
    const servers = await Promise.all([
      startHttpProcess(env, 900_000),
      startHttpProcess(env, 900_000),
    ]);
    try {
      // No request is sent: the file appears on its own. Builds in flight are counted meanwhile.
      // The budget scales with the load: the servers must keep working (CPU) until it appears;
      // 10 s of both idle with no file means nothing is building it.
      let most = 0;
      let names: string[] = [];
      let ticks = servers.reduce((n, s) => n + cpuTicks(s.pid), 0);
      let idle = 0;
      for (;;) {
        try {
          names = [...Deno.readDirSync(cache)].map((e) => e.name);
        } catch { /* not made yet */ }
        most = Math.max(most, names.filter((n) => n.endsWith(".tmp")).length);
        if (names.some((n) => STARTER.test(n))) break;
        await new Promise((r) => setTimeout(r, 100));
        const now = servers.reduce((n, s) => n + cpuTicks(s.pid), 0);
        idle = now > ticks ? 0 : idle + 1;
        ticks = now;
        assert.ok(idle < 100, `no starter file and the servers idle: ${names}`);
      }
      assert.ok(most <= 1, `two builds at once: ${most} temporary files`);
      for (const s of servers) {
        const text = await ask(s.url, "get_law_text", { name: "근로기준법", articles: ["제60조"] });
        assert.match(text, /제60조\(연차 유급휴가\)/);
        assert.match(text, /로컬 법령 사본\(내장 스타터\)/);
      }
      names = [...Deno.readDirSync(cache)].map((e) => e.name);
      assert.deepEqual(names.filter((n) => /\.(tmp|lock)$/.test(n)), [], `left over: ${names}`);
      assert.equal(names.filter((n) => STARTER.test(n)).length, 1, `${names}`);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await Deno.remove(home, { recursive: true }).catch(() => {});
    }
  },
});

Deno.test({
  name: "starter prebuild: off by default, a spawned server builds nothing until asked",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const home = await Deno.makeTempDir({ prefix: "starter-noprebuild-" });
    const cache = `${home}/cache`;
    await using s = await startHttpProcess({
      HOME: home,
      XDG_CACHE_HOME: `${home}/.cache`,
      BEOPMANG_CACHE_DIR: cache,
    }, 900_000);
    // A request that needs no statute: the server is up and has had time to begin anything.
    await ask(s.url, "search_decisions", { domain: "prec", query: "불법행위" });
    let names: string[] = [];
    try {
      names = [...Deno.readDirSync(cache)].map((e) => e.name);
    } catch { /* not made */ }
    assert.deepEqual(names.filter((n) => n.startsWith("starter-")), [], `${names}`);
    await Deno.remove(home, { recursive: true }).catch(() => {});
  },
});
