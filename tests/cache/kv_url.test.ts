/**
 * `BEOPMANG_KV_URL`: several processes share one Deno KV through a KV Connect URL. The URL is
 * what reaches `Deno.openKv` (an injected opener sees it; the shared flag turns KV rate limits
 * on), and an endpoint that refuses — a fake KV Connect server on 127.0.0.1 answering 401 —
 * leaves a real CLI process answering from its memory cache, saying why once, with the access
 * token (sent by Deno from DENO_KV_ACCESS_TOKEN) nowhere in what it prints.
 */

import assert from "node:assert/strict";
import { createRuntime } from "../../lib/mod.ts";

const root = new URL("../../", import.meta.url).pathname;

Deno.test("the KV Connect URL is what Deno.openKv opens; the runtime then shares it", async () => {
  const opened: (string | undefined)[] = [];
  const rt = await createRuntime({
    kvUrl: "https://kv.example.test/v1/abc",
    openKv: (path) => {
      opened.push(path);
      return Deno.openKv(":memory:");
    },
  });
  try {
    assert.deepEqual(opened, ["https://kv.example.test/v1/abc"]);
    assert.ok(rt.kv, "KV open");
    assert.equal(rt.sharedKv, true);
    assert.ok(!rt.notices.some((n) => /shared KV off/.test(n)), rt.notices.join("\n"));
  } finally {
    await rt.close();
  }
});

Deno.test("a refused KV Connect endpoint: memory cache, said once, no token", async () => {
  const TOKEN = "kvtok-SECRET-51c9e2";
  const seen: { path: string; auth: string | null }[] = [];
  const fake = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    seen.push({ path: new URL(req.url).pathname, auth: req.headers.get("authorization") });
    return new Response("refused", { status: 401 });
  });
  try {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--quiet", `${root}cli/main.ts`, "민법 제750조"],
      cwd: root,
      env: {
        PATH: Deno.env.get("PATH") ?? "",
        HOME: Deno.env.get("HOME") ?? "/tmp",
        BEOPMANG_KV_URL: `http://127.0.0.1:${fake.addr.port}`,
        DENO_KV_ACCESS_TOKEN: TOKEN,
        NO_COLOR: "1",
      },
      clearEnv: true,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const stdout = new TextDecoder().decode(out.stdout);
    const stderr = new TextDecoder().decode(out.stderr);
    assert.equal(out.code, 0, stderr);
    assert.match(stdout, /고의 또는 과실로 인한 위법행위로/);
    assert.ok(seen.length > 0, "the URL reached Deno.openKv");
    assert.equal(seen[0].auth, `Bearer ${TOKEN}`, "Deno sent the token from the environment");
    assert.equal(stderr.match(/shared KV off/g)?.length, 1, stderr);
    assert.match(stderr, /BEOPMANG_KV_URL .*401/);
    assert.ok(!stdout.includes(TOKEN) && !stderr.includes(TOKEN), "token printed");
  } finally {
    await fake.shutdown();
  }
});
