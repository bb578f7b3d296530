/**
 * The decoded answers the client keeps hot are bounded by the length of their JSON, not only by
 * their count (issue 31): three real statute bodies (상법, 민법, 개인정보 보호법, 0.4–1.5 M
 * characters each) under a bound one character short of all three keep the last two hot, and
 * the first is read again from the cache tier. Before, 32 bodies of any size stayed decoded.
 * `BEOPMANG_CACHE_MEMORY_MB` sets the budget the runtime splits between the two tiers.
 */

import assert from "node:assert/strict";
import { type DrfCache, DrfClient } from "../../lib/drf/mod.ts";
import { cacheMemoryShares } from "../../lib/cache/mod.ts";
import { configFromEnv } from "../../lib/mod.ts";

const DIR = new URL("../fixtures/drf/law/", import.meta.url);
const BODIES: Record<string, string> = {
  "001702": "service_type-json_ID-001702_commercial-act_20250722.json",
  "001706": "service_type-json_ID-001706_civil-act_20250131.json",
  "011357": "service_type-json_personal-information-protection-act_011357_20251002.json",
};

/** The recorded body of the statute the request names. */
const upstream: typeof fetch = async (input) => {
  const id = new URL(input instanceof Request ? input.url : String(input)).searchParams.get("ID");
  const file = BODIES[id ?? ""];
  if (!file) return new Response("not recorded", { status: 404 });
  return new Response(await Deno.readFile(new URL(file, DIR)), {
    headers: { "content-type": "application/json;charset=UTF-8" },
  });
};

/** A cache tier that counts its reads and remembers what was written. */
function countingCache(): DrfCache & { reads: string[]; values: Map<string, string> } {
  const values = new Map<string, string>();
  const reads: string[] = [];
  return {
    reads,
    values,
    get(key) {
      reads.push(key);
      return Promise.resolve(values.get(key));
    },
    set(key, value) {
      values.set(key, value);
      return Promise.resolve();
    },
  };
}

const read = (client: DrfClient, id: string) =>
  client.call({ endpoint: "service", target: "law", params: { ID: id }, format: "JSON" });

Deno.test("the client's decoded answers are bounded by the characters of their JSON", async () => {
  const ids = Object.keys(BODIES);
  // How long each body's JSON is, as the client stores it.
  const probe = countingCache();
  const probing = new DrfClient({ oc: "test", fetch: upstream, cache: probe, retries: 0 });
  for (const id of ids) assert.ok((await read(probing, id)).data["법령"], id);
  const chars = [...probe.values.values()].reduce((n, v) => n + v.length, 0);
  assert.equal(probe.values.size, 3);

  const cache = countingCache();
  const client = new DrfClient({
    oc: "test",
    fetch: upstream,
    cache,
    retries: 0,
    hotChars: chars - 1,
  });
  for (const id of ids) await read(client, id);
  cache.reads.length = 0;
  // The two most recent stay decoded: no read of the cache tier.
  for (const id of ids.slice(1)) assert.equal((await read(client, id)).fromCache, true);
  assert.deepEqual(cache.reads, [], "the last two bodies are still hot");
  // The first went over the bound: it comes back from the cache tier, not from the upstream.
  const first = await read(client, ids[0]);
  assert.equal(first.fromCache, true);
  assert.equal(cache.reads.length, 1, "the first body was dropped from memory");
});

Deno.test("BEOPMANG_CACHE_MEMORY_MB is the budget both in-process tiers share", () => {
  const env = new Map([["BEOPMANG_CACHE_MEMORY_MB", "16"]]);
  assert.equal(configFromEnv(env).cacheMemoryMb, 16);
  assert.equal(configFromEnv(new Map()).cacheMemoryMb, undefined);
  const { tierChars, hotChars } = cacheMemoryShares(16);
  // Half the bytes each: strings at 2 bytes a character, decoded answers at 1.5.
  assert.ok(Math.abs(tierChars * 2 + hotChars * 1.5 - 16 * 1024 * 1024) < 2);
  assert.throws(() => cacheMemoryShares(-1), RangeError);
});
