/**
 * Every recorded failure shape (misses, `{}`, zero-hit lists, the 미신청 page) through the real
 * client, each to its typed answer: a miss is NOT_FOUND, a zero-hit list is an empty page, the
 * 미신청 page is NOT_APPROVED — and none of them is ever confused with another.
 */

import assert from "node:assert/strict";
import { DrfError } from "../../lib/mod.ts";
import { classifyBody } from "../../lib/drf/mod.ts";
import type { FixtureEntry } from "../lab/mod.ts";
import { fixtureText, harness } from "../_support.ts";
import { isDrfTarget } from "../../lib/targets/mod.ts";

const index = JSON.parse(await fixtureText("drf/index.json")) as { entries: FixtureEntry[] };
const failures = index.entries.filter((e) => ["miss", "empty", "zero"].includes(e.kind));

Deno.test("the index has the recorded failure shapes", () => {
  assert.ok(failures.filter((e) => e.kind === "miss").length >= 7);
  assert.ok(failures.some((e) => e.kind === "empty"));
  assert.ok(failures.filter((e) => e.kind === "zero").length >= 5);
});

for (const e of failures) {
  Deno.test(`${e.kind}: ${e.file}`, async () => {
    await using h = await harness();
    const target = e.target;
    if (!isDrfTarget(target)) throw new Error(`${e.file}: ${target} is not in lib/targets`);
    const call = h.runtime.client.call({
      endpoint: e.endpoint,
      target,
      params: e.params,
      format: e.type === "HTML" ? "HTML" : e.type,
    });
    if (e.kind === "zero") {
      const res = await call;
      const root = Object.values(res.data)[0] as Record<string, unknown>;
      const count = Number(root.totalCnt ?? root["검색결과개수"]);
      assert.equal(count, 0);
      return;
    }
    await assert.rejects(call, (err: unknown) => {
      assert.ok(err instanceof DrfError);
      assert.equal(err.code, "NOT_FOUND", err.message);
      assert.equal(err.retryable, false);
      return true;
    });
  });
}

Deno.test("the recorded 미신청 page is NOT_APPROVED in every requested format", async () => {
  const page = await fixtureText(
    "drf/_errors/html-500_unregistered-access_eflaw-search_type-JSON.html",
  );
  for (const format of ["JSON", "XML", "HTML"] as const) {
    assert.throws(() => classifyBody(page, format, "eflaw"), (err: unknown) => {
      assert.ok(err instanceof DrfError);
      assert.equal(err.code, "NOT_APPROVED");
      assert.match(err.message, /OPEN API 신청/);
      return true;
    });
  }
});

Deno.test("the 미신청 page preceded by blank lines is still recognised", () => {
  assert.throws(
    () =>
      classifyBody(
        "\r\n\r\n\r\n<!DOCTYPE html><html><h2>미신청된 목록/본문에 대한 접근입니다.</h2></html>",
        "XML",
        "law",
      ),
    (err: unknown) => err instanceof DrfError && err.code === "NOT_APPROVED",
  );
});

Deno.test("an English statute body named Law is data, not a miss", async () => {
  const xml = await fixtureText("drf/elaw/service_ID-000744_standard-time-act.xml");
  const res = classifyBody(xml, "XML", "elaw");
  assert.equal(res.kind, "data");
});

Deno.test("a miss in XML is NOT_FOUND too", () => {
  assert.throws(
    () =>
      classifyBody(
        '<?xml version="1.0" encoding="utf-8"?><Law>일치하는 행정규칙이 없습니다.  행정규칙명을 확인하여 주십시오.</Law>',
        "XML",
        "admrul",
      ),
    (err: unknown) =>
      err instanceof DrfError && err.code === "NOT_FOUND" && !err.message.includes("  "),
  );
});
