import assert from "node:assert/strict";
import {
  BODY_TTL_MS,
  KvCache,
  MEMORY_MAX_ENTRIES,
  MEMORY_MAX_SIZE,
  NEGATIVE_TTL_MS,
  SEARCH_TTL_MS,
  TieredCache,
} from "../../lib/cache/mod.ts";
import { fakeClock } from "./_helpers.ts";

const HOUR = 3_600_000;

async function withKv(fn: (kv: KvCache) => Promise<void>): Promise<void> {
  const kv = await KvCache.open({ path: ":memory:" });
  try {
    await fn(kv);
  } finally {
    kv.close();
  }
}

Deno.test("tiered: defaults match the documented policy", () => {
  assert.equal(SEARCH_TTL_MS, 60 * 60 * 1000);
  assert.equal(BODY_TTL_MS, 24 * 60 * 60 * 1000);
  assert.equal(NEGATIVE_TTL_MS, 60 * 1000);
  assert.equal(MEMORY_MAX_ENTRIES, 500);
  // Half of the 64 MB default budget, at 2 bytes a character (issue 31).
  assert.equal(MEMORY_MAX_SIZE, 16 * 1024 * 1024);
});

Deno.test("tiered: memory first, then KV with promotion", async () => {
  await withKv(async (kv) => {
    const writer = new TieredCache({ kv });
    await writer.set("law:body:1", "본문", HOUR);
    assert.equal(await writer.get("law:body:1"), "본문");
    assert.equal(writer.stats().memoryHits, 1);

    // A second cache sharing only the KV tier: simulates a restarted process.
    const reader = new TieredCache({ kv });
    assert.equal(await reader.get("law:body:1"), "본문");
    assert.equal(await reader.get("law:body:1"), "본문");
    const s = reader.stats();
    assert.deepEqual([s.kvHits, s.memoryHits, s.memoryEntries], [1, 1, 1]);
    assert.equal(s.kv?.hits, 1); // only the first reader miss went to KV

    await reader.delete("law:body:1");
    assert.equal(await new TieredCache({ kv }).get("law:body:1"), undefined);
  });
});

Deno.test("tiered: promoted entries keep the remaining TTL, not a fresh one", async () => {
  const c = fakeClock();
  const kv = await KvCache.open({ path: ":memory:", now: c.now });
  try {
    await new TieredCache({ kv, now: c.now }).set("k", "v", 1_000);
    c.advance(900);
    const cache = new TieredCache({ kv, now: c.now });
    assert.equal(await cache.get("k"), "v"); // promoted with 100 ms left
    c.advance(100);
    assert.equal(await cache.get("k"), undefined);
    assert.deepEqual([cache.stats().kvHits, cache.stats().misses], [1, 1]);
  } finally {
    kv.close();
  }
});

Deno.test("tiered: memoryOnly keeps values out of KV", async () => {
  await withKv(async (kv) => {
    const cache = new TieredCache({ kv });
    await cache.set("law:search:a", "[]", HOUR, { memoryOnly: true });
    assert.equal(await cache.get("law:search:a"), "[]");
    assert.equal(await kv.get("law:search:a"), undefined);
    await cache.getOrLoad("law:search:b", HOUR, () => Promise.resolve("[1]"), {
      memoryOnly: true,
    });
    assert.equal(await kv.get("law:search:b"), undefined);
  });
});

Deno.test("tiered: 10 concurrent getOrLoad calls run the loader once", async () => {
  await withKv(async (kv) => {
    const cache = new TieredCache({ kv });
    let calls = 0;
    const loader = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return "loaded";
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cache.getOrLoad("law:body:7", HOUR, loader)),
    );
    assert.deepEqual(results, Array(10).fill("loaded"));
    assert.equal(calls, 1);
    assert.equal(cache.stats().coalesced, 9);
    assert.equal(await kv.get("law:body:7"), "loaded");
    // Later calls are cache hits, not loads.
    assert.equal(await cache.getOrLoad("law:body:7", HOUR, loader), "loaded");
    assert.equal(calls, 1);
    // refresh bypasses the cache once the earlier flight is over.
    await cache.getOrLoad("law:body:7", HOUR, () => Promise.resolve("fresh"), { refresh: true });
    assert.equal(await cache.get("law:body:7"), "fresh");
  });
});

Deno.test("tiered: a throwing loader rejects all waiters and caches nothing", async () => {
  await withKv(async (kv) => {
    const cache = new TieredCache({ kv });
    let calls = 0;
    const failing = async (): Promise<string> => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      throw new Error("upstream 500");
    };
    const settled = await Promise.allSettled(
      Array.from({ length: 3 }, () => cache.getOrLoad("law:body:8", HOUR, failing)),
    );
    assert.ok(settled.every((r) => r.status === "rejected"));
    assert.equal(calls, 1);
    assert.equal(await cache.get("law:body:8"), undefined);
    assert.equal(await kv.get("law:body:8"), undefined);
    assert.equal(cache.stats().loadErrors, 1);
    // The failure is not remembered: the next call loads again.
    assert.equal(await cache.getOrLoad("law:body:8", HOUR, () => Promise.resolve("ok")), "ok");
  });
});

Deno.test("tiered: negative cache is short-lived, memory only, and cleared by set", async () => {
  const c = fakeClock();
  await withKv(async (kv) => {
    const cache = new TieredCache({ kv, now: c.now });
    cache.setNegative("law:body:404", { reason: "not_found", status: 404 });
    assert.deepEqual(cache.getNegative("law:body:404"), { reason: "not_found", status: 404 });
    assert.equal(await kv.get("law:body:404"), undefined);
    c.advance(NEGATIVE_TTL_MS);
    assert.equal(cache.getNegative("law:body:404"), undefined);

    cache.setNegative("law:body:405", { reason: "gone" }, 10_000);
    await cache.set("law:body:405", "back", HOUR);
    assert.equal(cache.getNegative("law:body:405"), undefined);
  });
});

Deno.test("tiered: keys carrying OC= are refused with a TypeError", async () => {
  const cache = new TieredCache();
  const secret = "lawSearch.do?target=law&OC=s3cret";
  await assert.rejects(() => cache.set(secret, "v", HOUR), TypeError);
  await assert.rejects(() => cache.get("oc=abc"), TypeError);
  await assert.rejects(() => cache.delete("x&Oc=1"), TypeError);
  assert.throws(() => cache.getOrLoad(secret, HOUR, () => Promise.resolve("v")), TypeError);
  assert.throws(() => cache.setNegative(secret, { reason: "x" }), TypeError);
  assert.throws(() => cache.getNegative(secret), TypeError);
  try {
    await cache.get(secret);
    assert.fail("expected a TypeError");
  } catch (err) {
    assert.ok(err instanceof TypeError);
    assert.ok(!err.message.includes("s3cret"), "the error must not echo the secret");
  }
  // Words merely ending in "oc" are fine.
  await cache.set("law:search:doc=1", "v", HOUR);
  assert.equal(await cache.get("law:search:doc=1"), "v");
});

Deno.test("tiered: works memory-only and with a disabled KV tier", async () => {
  const disabled = KvCache.disabled("test");
  const cache = new TieredCache({ kv: disabled, maxEntries: 1 });
  await cache.set("a", "1", HOUR);
  await cache.set("b", "2", HOUR);
  assert.equal(await cache.get("a"), undefined); // evicted from memory, KV off
  assert.equal(await cache.get("b"), "2");
  assert.equal(cache.stats().kv?.enabled, false);
});

Deno.test("tiered: open() owns its KV tier and close() releases it", async () => {
  const cache = await TieredCache.open({ path: ":memory:" });
  assert.equal(cache.stats().kv?.enabled, true);
  await cache.set("k", "v", HOUR);
  cache.close();
  assert.equal(cache.stats().kv?.enabled, false);
  assert.equal(cache.stats().memoryEntries, 0);
});
