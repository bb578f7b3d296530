import assert from "node:assert/strict";
import { KvCache } from "../../lib/cache/kv.ts";
import { KV_PREFIX, locateKey, metaKey, parseMeta } from "../../lib/cache/kv_layout.ts";
import { CHUNK_BYTES } from "../../lib/cache/kv_chunks.ts";
import { countKeys, fakeClock, KV_MODULE_URL, runDeno, withTempDir } from "./_helpers.ts";

const HOUR = 3_600_000;
const CHUNKS: Deno.KvKey = [...KV_PREFIX, "c"];

/** A raw in-memory KV plus a cache over it, so tests can inspect and tamper. */
async function rawPair(now?: () => number): Promise<{ raw: Deno.Kv; cache: KvCache }> {
  const raw = await Deno.openKv(":memory:");
  return { raw, cache: KvCache.fromKv(raw, { now }) };
}

async function rawMeta(raw: Deno.Kv, key: string) {
  return parseMeta((await raw.get(metaKey(await locateKey(key)))).value);
}

Deno.test("kv: :memory: round trip, miss, delete, stats", async () => {
  const cache = await KvCache.open({ path: ":memory:" });
  try {
    assert.equal(cache.enabled, true);
    assert.equal(await cache.get("nope"), undefined);
    assert.equal(await cache.set("law:body:1", "제1조(목적) 이 법은…", HOUR), true);
    assert.equal(await cache.get("law:body:1"), "제1조(목적) 이 법은…");
    assert.equal(await cache.set("empty", "", HOUR), true);
    assert.equal(await cache.get("empty"), "");
    assert.equal(await cache.delete("law:body:1"), true);
    assert.equal(await cache.get("law:body:1"), undefined);
    assert.equal(await cache.delete("law:body:1"), false);
    const s = cache.stats();
    assert.deepEqual([s.hits, s.misses, s.writes, s.errors], [2, 2, 2, 0]);
  } finally {
    cache.close();
  }
});

Deno.test("kv: a 3 MB value round-trips through many chunks", async () => {
  const { raw, cache } = await rawPair();
  try {
    const value = JSON.stringify({ body: "제1조(목적) 민법 조문 ABC 123 ".repeat(80_000) });
    const bytes = new TextEncoder().encode(value).length;
    assert.ok(bytes > 3_000_000, `value is ${bytes} bytes`);
    assert.equal(await cache.set("law:body:big", value, HOUR), true);
    const meta = await rawMeta(raw, "law:body:big");
    assert.equal(meta?.chunks, Math.ceil(bytes / CHUNK_BYTES));
    assert.equal(await countKeys(raw, CHUNKS), meta?.chunks);
    assert.equal(await cache.get("law:body:big"), value);
  } finally {
    raw.close();
  }
});

Deno.test("kv: torn write (meta points at missing chunks) reads as a miss", async () => {
  const { raw, cache } = await rawPair();
  try {
    const value = "가".repeat(100_000); // 300,000 UTF-8 bytes → 5 chunks
    await cache.set("k", value, HOUR);
    const meta = await rawMeta(raw, "k");
    assert.ok(meta && meta.chunks === 5);
    await raw.delete([...CHUNKS, meta.gen, 3]);
    assert.equal(await cache.get("k"), undefined);
    // Meta for a generation that was never written at all.
    await raw.set(metaKey(await locateKey("k")), { ...meta, gen: crypto.randomUUID() });
    assert.equal(await cache.get("k"), undefined);
    assert.equal(cache.stats().invalid, 2);
    assert.equal(cache.stats().errors, 0);
  } finally {
    raw.close();
  }
});

Deno.test("kv: a tampered chunk of the right length fails the hash check", async () => {
  const { raw, cache } = await rawPair();
  try {
    await cache.set("k", "abcdef", HOUR);
    const meta = await rawMeta(raw, "k");
    assert.ok(meta);
    await raw.set([...CHUNKS, meta.gen, 0], new TextEncoder().encode("abcdeX"));
    assert.equal(await cache.get("k"), undefined);
    assert.equal(cache.stats().invalid, 1);
  } finally {
    raw.close();
  }
});

Deno.test("kv: overwrite and concurrent writes leave no orphaned chunks", async () => {
  const { raw, cache } = await rawPair();
  try {
    await cache.set("k", "x".repeat(200_000), HOUR);
    await cache.set("k", "y".repeat(70_000), HOUR);
    assert.equal(await cache.get("k"), "y".repeat(70_000));
    assert.equal(await countKeys(raw, CHUNKS), 2);
    const values = ["a", "b", "c", "d"].map((c) => c.repeat(130_000));
    await Promise.all(values.map((v) => cache.set("k", v, HOUR)));
    const got = await cache.get("k");
    assert.ok(got !== undefined && values.includes(got));
    assert.equal(await countKeys(raw, CHUNKS), 3); // exactly the visible generation
    const s = cache.stats();
    assert.equal(s.writes + s.conflicts, 6);
    assert.ok(s.conflicts >= 1, "the concurrent writers should have raced");
  } finally {
    raw.close();
  }
});

Deno.test("kv: expiresAt is enforced on read (local KV expires lazily)", async () => {
  const c = fakeClock();
  const { raw, cache } = await rawPair(c.now);
  try {
    await cache.set("k", "v", 1_000);
    c.advance(999);
    assert.equal(await cache.get("k"), "v");
    assert.equal((await cache.getEntry("k"))?.expiresAt, c.now() + 1);
    c.advance(1);
    assert.equal(await cache.get("k"), undefined);
    assert.equal(await cache.set("k2", "v", 0), false);
    assert.equal(await cache.set("k2", "v", Infinity), false);
    assert.equal(await cache.set("search?OC=secret", "v", 1_000), false);
    assert.equal(await countKeys(raw, [...KV_PREFIX, "m"]), 1);
    assert.equal(cache.stats().skipped, 3);
  } finally {
    raw.close();
  }
});

Deno.test("kv: keys too long for a KV key are stored under their hash", async () => {
  const { raw, cache } = await rawPair();
  try {
    const key = "law:search:" + "민법".repeat(1_000); // ~6 KB, over the 2 KiB key limit
    assert.equal(await cache.set(key, "hit", HOUR), true);
    assert.equal(await cache.get(key), "hit");
    assert.equal(await cache.get(key + "!"), undefined);
    assert.equal(await countKeys(raw, [...KV_PREFIX, "m", "h"]), 1);
    assert.equal(cache.stats().errors, 0);
  } finally {
    raw.close();
  }
});

Deno.test("kv: failing open yields a disabled tier whose ops are no-ops", async () => {
  const cache = await KvCache.open({
    path: ":memory:",
    openKv: () => Promise.reject(new Error("disk on fire")),
  });
  assert.equal(cache.enabled, false);
  assert.match(cache.stats().disabledReason ?? "", /disk on fire/);
  assert.equal(await cache.set("k", "v", HOUR), false);
  assert.equal(await cache.get("k"), undefined);
  assert.equal(await cache.delete("k"), false);
  cache.close();
  cache.close();
  assert.equal(KvCache.disabled("off").stats().disabledReason, "off");
});

Deno.test("kv: errors after the handle dies are swallowed and counted", async () => {
  const raw = await Deno.openKv(":memory:");
  const cache = KvCache.fromKv(raw);
  await cache.set("k", "v", HOUR);
  raw.close();
  assert.equal(await cache.get("k"), undefined);
  assert.equal(await cache.set("k", "w", HOUR), false);
  const s = cache.stats();
  assert.equal(s.errors, 2);
  assert.ok(s.lastError);
  cache.close(); // not owned: must not try to close raw again
});

Deno.test("kv: file-backed tier persists across handles and processes", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/nested/beopmang.kv`; // parent dir is created on open
    const first = await KvCache.open({ path });
    assert.equal(first.enabled, true);
    assert.equal(await first.set("law:body:9", "민법 본문", HOUR), true);
    first.close();

    const second = await KvCache.open({ path }); // a brand-new Deno.openKv handle
    try {
      assert.equal(await second.get("law:body:9"), "민법 본문");
    } finally {
      second.close();
    }

    const code = `
      const { KvCache } = await import(${JSON.stringify(KV_MODULE_URL)});
      const c = await KvCache.open({ path: ${JSON.stringify(path)} });
      const value = await c.get("law:body:9");
      await c.set("from-child", "자식 프로세스", 60000);
      console.log(JSON.stringify({ enabled: c.enabled, value }));
      c.close();`;
    const child = await runDeno(["eval", "--no-config", "--unstable-kv", code], dir);
    assert.equal(child.code, 0, child.stderr);
    assert.deepEqual(JSON.parse(child.stdout), { enabled: true, value: "민법 본문" });

    const third = await KvCache.open({ path });
    try {
      assert.equal(await third.get("from-child"), "자식 프로세스");
    } finally {
      third.close();
    }
  });
});

Deno.test("kv: without --unstable-kv or without permission the tier is disabled", async () => {
  await withTempDir(async (dir) => {
    const code = `
      const { KvCache } = await import(${JSON.stringify(KV_MODULE_URL)});
      const c = await KvCache.open({ path: ${JSON.stringify(`${dir}/x.kv`)} });
      const wrote = await c.set("k", "v", 60000);
      console.log(JSON.stringify({ enabled: c.enabled, wrote, got: await c.get("k"),
        reason: c.stats().disabledReason }));`;
    const noFlag = await runDeno(["eval", "--no-config", code], dir);
    assert.equal(noFlag.code, 0, noFlag.stderr);
    const a = JSON.parse(noFlag.stdout);
    assert.deepEqual([a.enabled, a.wrote, a.got], [false, false, undefined]);
    assert.match(a.reason, /unstable-kv/);

    // No read/write permission: must report disabled, not prompt or throw.
    const script = `${dir}/probe.ts`;
    await Deno.writeTextFile(script, code);
    const noPerm = await runDeno(["run", "--no-config", "--unstable-kv", script], dir);
    assert.equal(noPerm.code, 0, noPerm.stderr);
    const b = JSON.parse(noPerm.stdout);
    assert.deepEqual([b.enabled, b.wrote], [false, false]);
    assert.match(b.reason, /permission/);
  });
});
