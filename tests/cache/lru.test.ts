import assert from "node:assert/strict";
import { LruCache } from "../../lib/cache/lru.ts";

function clock(start = 1_000): { now: () => number; advance: (ms: number) => void } {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

Deno.test("lru: evicts the least recently used entry, and get() refreshes recency", () => {
  const lru = new LruCache<string>({ maxEntries: 3 });
  lru.set("a", "A");
  lru.set("b", "B");
  lru.set("c", "C");
  assert.equal(lru.get("a"), "A"); // a is now most recent; b is the oldest
  lru.set("d", "D");
  assert.equal(lru.get("b"), undefined);
  assert.deepEqual(["a", "c", "d"].map((k) => lru.get(k)), ["A", "C", "D"]);
  assert.equal(lru.size, 3);
});

Deno.test("lru: has() does not refresh recency", () => {
  const lru = new LruCache<number>({ maxEntries: 2 });
  lru.set("a", 1);
  lru.set("b", 2);
  assert.equal(lru.has("a"), true);
  lru.set("c", 3);
  assert.equal(lru.has("a"), false);
  assert.equal(lru.has("b"), true);
});

Deno.test("lru: total size bound evicts oldest until it fits", () => {
  const lru = new LruCache<string>({ maxEntries: 100, maxSize: 10 });
  lru.set("a", "aaaa", { size: 4 });
  lru.set("b", "bbbb", { size: 4 });
  assert.equal(lru.totalSize, 8);
  lru.set("c", "ccc", { size: 3 }); // 11 > 10 → evict a
  assert.equal(lru.get("a"), undefined);
  assert.equal(lru.get("b"), "bbbb");
  assert.equal(lru.get("c"), "ccc");
  assert.equal(lru.totalSize, 7);
  lru.set("d", "d".repeat(10), { size: 10 }); // needs everything else gone
  assert.equal(lru.size, 1);
  assert.equal(lru.totalSize, 10);
});

Deno.test("lru: entry larger than maxSize is refused without flushing the cache", () => {
  const lru = new LruCache<string>({ maxSize: 10 });
  lru.set("keep", "x", { size: 1 });
  assert.equal(lru.set("huge", "y".repeat(11), { size: 11 }), false);
  assert.equal(lru.get("huge"), undefined);
  assert.equal(lru.get("keep"), "x");
});

Deno.test("lru: replacing a key updates size accounting", () => {
  const lru = new LruCache<string>({ maxSize: 100 });
  lru.set("k", "12345", { size: 5 });
  lru.set("k", "12", { size: 2 });
  assert.equal(lru.size, 1);
  assert.equal(lru.totalSize, 2);
  assert.equal(lru.delete("k"), true);
  assert.equal(lru.totalSize, 0);
  assert.equal(lru.delete("k"), false);
});

Deno.test("lru: TTL expiry with a fake clock", () => {
  const c = clock();
  const lru = new LruCache<string>({ now: c.now });
  lru.set("short", "s", { ttlMs: 100 });
  lru.set("long", "l", { ttlMs: 1_000 });
  c.advance(99);
  assert.equal(lru.get("short"), "s");
  c.advance(1); // exactly at expiresAt → expired
  assert.equal(lru.get("short"), undefined);
  assert.equal(lru.has("short"), false);
  assert.equal(lru.get("long"), "l");
  c.advance(1_000);
  assert.equal(lru.size, 1); // still held until touched…
  assert.equal(lru.prune(), 1); // …or pruned
  assert.equal(lru.size, 0);
  assert.equal(lru.totalSize, 0);
});

Deno.test("lru: defaultTtlMs applies and non-positive TTL is not stored", () => {
  const c = clock();
  const lru = new LruCache<number>({ defaultTtlMs: 50, now: c.now });
  lru.set("a", 1);
  assert.equal(lru.set("zero", 2, { ttlMs: 0 }), false);
  assert.equal(lru.get("zero"), undefined);
  c.advance(50);
  assert.equal(lru.get("a"), undefined);
});

Deno.test("lru: clear() empties everything; invalid limits throw", () => {
  const lru = new LruCache<number>();
  lru.set("a", 1, { size: 3 });
  lru.clear();
  assert.equal(lru.size, 0);
  assert.equal(lru.totalSize, 0);
  assert.equal(lru.get("a"), undefined);
  assert.throws(() => new LruCache({ maxEntries: -1 }), RangeError);
  assert.throws(() => lru.set("a", 1, { size: -1 }), RangeError);
});
