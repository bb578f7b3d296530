/**
 * An interrupted import leaves the previous library answering: the new file is built beside it
 * and renamed into place only when complete. Shown with an injected failure and with the CLI
 * killed while it downloads.
 */

import assert from "node:assert/strict";
import { importLibrary, openLibrary } from "../../lib/library/mod.ts";
import { BUNDLE_DAY, CLI, gitCheckout, plainCopy, tarball, tempDir } from "./_fixture.ts";

async function fingerprint(path: string): Promise<string> {
  const data = await Deno.readFile(path);
  return Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", data))).map((b) =>
    b.toString(16).padStart(2, "0")
  ).join("");
}

function answers(path: string): string {
  const lib = openLibrary(path);
  try {
    return lib.articles({ name: "민법" }, { numbers: ["제750조"] })!.articles[0].title!;
  } finally {
    lib.close();
  }
}

Deno.test("a failure midway leaves the old library as it was, and no temp file", async () => {
  const dir = tempDir();
  const out = `${dir}/lib.db`;
  await importLibrary(await plainCopy(), { out, today: BUNDLE_DAY });
  const before = await fingerprint(out);
  await assert.rejects(
    importLibrary(await gitCheckout(), { out, today: BUNDLE_DAY, full: true, failAfter: 5 }),
    /가져오기 중단/,
  );
  assert.equal(await fingerprint(out), before);
  assert.equal(answers(out), "불법행위의 내용");
  const left = [];
  for await (const e of Deno.readDir(dir)) left.push(e.name);
  assert.deepEqual(left, ["lib.db"]);
});

Deno.test("an import killed while it downloads leaves the old library answering", async () => {
  const dir = tempDir();
  const out = `${dir}/lib.db`;
  await importLibrary(await plainCopy(), { out, today: BUNDLE_DAY });
  const before = await fingerprint(out);
  const tgz = await Deno.readFile(await tarball(await gitCheckout()));
  const half = Math.floor(tgz.length / 2);
  let sent!: () => void;
  const halfSent = new Promise<void>((r) => sent = r);
  const hold = Promise.withResolvers<void>();
  // Sends half the archive, then holds the connection open until the test ends.
  await using server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () =>
      new Response(
        new ReadableStream({
          async start(ctl) {
            ctl.enqueue(tgz.subarray(0, half));
            sent();
            await hold.promise;
            ctl.close();
          },
        }),
        { headers: { "content-length": String(tgz.length) } },
      ),
  );
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      CLI,
      "import",
      `http://127.0.0.1:${server.addr.port}/a.tar.gz`,
      "--out",
      out,
      "--full",
    ],
    stdout: "null",
    stderr: "piped",
  }).spawn();
  await halfSent;
  // Wait until the importer has read into the archive (its progress line), then kill it.
  const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  while (!/내려받는 중/.test(seen)) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += value;
  }
  child.kill("SIGKILL");
  await child.status;
  await reader.cancel();
  hold.resolve();
  assert.equal(await fingerprint(out), before, "the library file was not touched");
  assert.equal(answers(out), "불법행위의 내용");
  const names = async () => {
    const out: string[] = [];
    for await (const e of Deno.readDir(dir)) out.push(e.name);
    return out.sort();
  };
  const left = await names();
  // The killed import's half-written file stays beside the library, never in its place.
  assert.equal(left.length, 2, JSON.stringify(left));
  assert.ok(
    left.includes("lib.db") && /^lib\.db\.\d+-\d+\.tmp$/.test(left[1]),
    JSON.stringify(left),
  );
  // The next import replaces it cleanly, and tidies what the killed one left (Linux: by pid).
  const r = await importLibrary(await plainCopy(), { out, today: BUNDLE_DAY });
  assert.equal(r.unchanged, 15);
  if (Deno.build.os === "linux") assert.deepEqual(await names(), ["lib.db"]);
});
