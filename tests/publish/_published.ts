/**
 * The published package, copied and run as a user would (shared by the publish tests): the file
 * set `deno publish --dry-run` lists, started from another directory with no `LAW_OC`, no project
 * config (`--no-config`: a package's deno.json flags do not reach its users; its import map does,
 * so it is passed) and the README's flags.
 */

import assert from "node:assert/strict";
import { Client, StdioClientTransport } from "../_mcp_client.ts";
import { childEnv } from "../_support.ts";

const root = new URL("../../", import.meta.url).pathname;

/** Runs a command, collecting its output. */
export async function run(cmd: string, args: string[], opts: Deno.CommandOptions = {}) {
  const out = await new Deno.Command(cmd, { args, stdout: "piped", stderr: "piped", ...opts })
    .output();
  const dec = new TextDecoder();
  return { code: out.code, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}

/** The published file set, copied under `dir`; returns the import-map and lock-file paths. */
export async function publishedCopy(
  dir: string,
): Promise<{ files: string[]; importMap: string; lock: string }> {
  const dry = await run(Deno.execPath(), [
    "publish",
    "--dry-run",
    "--allow-dirty",
    "--no-check",
    "--allow-slow-types",
  ], { cwd: root, env: { NO_COLOR: "1" } });
  assert.equal(dry.code, 0, dry.stderr);
  const files = [...(dry.stdout + dry.stderr).matchAll(/file:\/\/(\/\S+) \(/g)]
    .map((m) => m[1].slice(root.length));
  for (const f of files) {
    const to = `${dir}/pkg/${f}`;
    await Deno.mkdir(to.slice(0, to.lastIndexOf("/")), { recursive: true });
    await Deno.copyFile(`${root}${f}`, to);
  }
  const config = JSON.parse(await Deno.readTextFile(`${dir}/pkg/deno.json`));
  const importMap = `${dir}/import_map.json`;
  await Deno.writeTextFile(importMap, JSON.stringify({ imports: config.imports }));
  // The repo's lock pins every npm package, so the run needs no registry metadata (without it
  // Deno re-resolves, e.g. unpdf's optional @napi-rs/canvas, over the network). A copy, so a
  // run can never rewrite the repo's lock.
  const lock = `${dir}/deno.lock`;
  await Deno.copyFile(`${root}deno.lock`, lock);
  return { files, importMap, lock };
}

/** How {@link checkPublished} runs the published copy. */
export interface PublishedRun {
  /** Variables on top of the child's minimal env (e.g. a fresh DENO_DIR, a dead proxy). */
  env?: Record<string, string>;
  /** Extra `deno run` flags (e.g. `--cached-only`). */
  flags?: string[];
  /** Drop the lock file (to show a run needs it). */
  noLock?: boolean;
  /** Runs after the copy is made, before anything is started (e.g. fill a cache). */
  prepare?: (copy: { pkg: string; importMap: string; lock: string }) => Promise<void>;
}

/**
 * Copies the published set and runs it as a user would: the README's first example (demo mode,
 * per-user cache), a run without `--unstable-kv`, the MCP stdio entry, the `./http` export.
 * Throws on the first thing that is not as the README says.
 */
export async function checkPublished(opts: PublishedRun = {}): Promise<void> {
  const tmp = await Deno.makeTempDir({ prefix: "beopmang-published-" });
  try {
    const { files, importMap, lock } = await publishedCopy(tmp);
    await opts.prepare?.({ pkg: `${tmp}/pkg`, importMap, lock });
    assert.ok(files.includes("lib/demo/mod.ts") && files.includes("LICENSE"), files.join());
    assert.ok(files.some((f) => f.startsWith("lib/demo/data/")));
    assert.ok(!files.some((f) => f.startsWith("tests/")), "tests/ is not published");
    const work = `${tmp}/elsewhere`;
    await Deno.mkdir(work);
    // The child's HOME and XDG cache are fresh (the per-user cache must land there); the Deno
    // cache, CAs and proxy are this process's unless the caller overrides them.
    const env = childEnv({
      HOME: `${tmp}/home`,
      XDG_CACHE_HOME: `${tmp}/xdg`,
      NO_COLOR: "1",
      ...opts.env,
    });
    const flags = [
      "run",
      "-A",
      "--no-config",
      "--import-map",
      importMap,
      ...(opts.noLock ? [] : ["--lock", lock, "--frozen"]),
      ...(opts.flags ?? []),
    ];
    const pkg = `${tmp}/pkg`;

    // The README's first example, with the README's flags.
    const civil = await run(
      Deno.execPath(),
      [...flags, "--unstable-kv", `${pkg}/cli/main.ts`, "민법 제750조"],
      { cwd: work, env, clearEnv: true },
    );
    assert.equal(civil.code, 0, civil.stderr + civil.stdout);
    assert.match(civil.stdout, /데모 모드/);
    assert.match(civil.stdout, /제750조\(불법행위의 내용\) 고의 또는 과실로/);
    assert.doesNotMatch(civil.stderr, /영구 캐시 꺼짐/);
    await Deno.stat(`${tmp}/xdg/beopmang/beopmang.kv`); // the per-user cache directory
    assert.deepEqual([...Deno.readDirSync(work)], [], "nothing written to the working dir");

    // Without --unstable-kv: it still answers, and says once why nothing persists.
    const noKv = await run(Deno.execPath(), [...flags, `${pkg}/cli/main.ts`, "건축법 제4조의2"], {
      cwd: work,
      env,
      clearEnv: true,
    });
    assert.equal(noKv.code, 0, noKv.stderr);
    assert.match(noKv.stdout, /제4조의2\(건축위원회의 건축 심의 등\)/);
    assert.equal(noKv.stderr.match(/영구 캐시 꺼짐/g)?.length, 1, noKv.stderr);
    assert.match(noKv.stderr, /--unstable-kv/);

    // The MCP entry as the README's client configuration starts it, with the narrower
    // permissions the README names instead of -A.
    const narrow = ["--allow-net", "--allow-env", "--allow-read", "--allow-write"];
    const client = new Client({ name: "published", version: "0" });
    const transport = new StdioClientTransport({
      command: Deno.execPath(),
      args: ["run", ...narrow, ...flags.slice(2), "--unstable-kv", `${pkg}/mcp/stdio.ts`],
      cwd: work,
      env,
      stderr: "pipe",
    });
    // The server's own words when it dies: the client only sees "Connection closed".
    let serverErr = "";
    transport.stderr?.on("data", (d: Uint8Array) => (serverErr += new TextDecoder().decode(d)));
    await client.connect(transport);
    try {
      const r = await client.callTool({
        name: "get_law_text",
        arguments: { lawId: "001823", articles: ["제4조의2"] },
      });
      const text = (r.content as { type: string; text?: string }[])[0].text ?? "";
      assert.ok(!r.isError, text);
      // The demo recordings answer, or the starter library once its file is built (a request
      // waits 20 s for its first build): either is labelled.
      assert.match(text, /데모 모드|로컬 법령 사본\(내장 스타터\)/);
      assert.match(text, /건축위원회의 건축 심의 등/);
    } catch (e) {
      throw new Error(`mcp/stdio.ts: ${e instanceof Error ? e.message : e}\n${serverErr}`);
    } finally {
      await client.close();
    }

    // The ./http export: a `deno serve`/Deploy entry whose default export answers.
    await Deno.writeTextFile(
      `${tmp}/health.ts`,
      `import app from "${pkg}/mcp/http.ts";\n` +
        `const res = await app.fetch(new Request("http://127.0.0.1/health"));\n` +
        `console.log(JSON.stringify(await res.json()));\n`,
    );
    const http = await run(Deno.execPath(), [...flags, "--unstable-kv", `${tmp}/health.ts`], {
      cwd: work,
      env,
      clearEnv: true,
    });
    assert.equal(http.code, 0, http.stderr);
    assert.equal(JSON.parse(http.stdout.trim().split("\n").at(-1)!).demo, true);
  } finally {
    await Deno.remove(tmp, { recursive: true }).catch(() => {});
  }
}
