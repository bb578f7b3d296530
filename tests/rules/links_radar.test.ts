import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { judge, rank } from "../../lib/tools/rules/_radar.ts";

type Row = Record<string, string>;

Deno.test("links: lnkLs (peer name) lists the laws with their dates", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_linked_ordinances", { query: "건축법" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as { relation: string; total: number; rows: Row[] };
  assert.equal(s.relation, "lnkLs");
  assert.deepEqual(s.rows.map((x) => x.lawId), ["001823", "002118", "006191"]);
  assert.equal(s.rows[2].promulgationDate, "20251031");
});

Deno.test("links: lnkLsOrdJo by 법령ID, articles as JO/JOBR, lnkDep filtered locally, lnkLsOrd/lnkOrd/lnkOrg", async () => {
  await using m = await mcpHarness();
  const jo = await m.call("get_law_ordinance_links", { relation: "lnkLsOrdJo", lawId: "002118" });
  const j = jo.structuredContent as { total: number; rows: Row[]; next?: unknown };
  assert.equal(j.total, 5520);
  assert.equal(j.rows[1].ordinanceArticle, "제6조의2");
  assert.equal(j.rows[1].lawArticle, "제5조의5");
  assert.equal(j.rows[1].ordinanceSerial, "2028113");
  assert.equal(m.replay.stats.last()?.query.knd, "002118");
  await m.call("get_linked_ordinance_articles", { lawId: "002118", jo: "제5조의5" });
  const q = m.replay.stats.last()!.query;
  assert.deepEqual([q.JO, q.JOBR], ["0005", "05"]);
  await m.call("get_law_ordinance_links", {
    relation: "lnkLsOrdJo",
    lawId: "002118",
    articles: "제12조",
  });
  const q2 = m.replay.stats.last()!.query;
  assert.deepEqual([q2.JO, q2.JOBR], ["0012", undefined]);
  const two = await m.call("get_law_ordinance_links", {
    relation: "lnkLsOrdJo",
    lawId: "002118",
    articles: ["제1조", "제2조"],
  });
  assert.match(two.text, /^\[BAD_INPUT\]/);
  const dep = await m.call("get_law_ordinance_links", {
    relation: "lnkDep",
    org: "1400000",
    query: "강릉",
  });
  const d = dep.structuredContent as { rows: Row[]; notes: string[] };
  assert.deepEqual(d.rows.map((x) => x.ordinanceName), [
    "강릉시 도시숲 등의 조성 및 관리에 관한 조례",
  ]);
  assert.match(d.notes[0], /전수 아님/);
  assert.equal(m.replay.stats.last()?.query.query, undefined, "lnkDep ignores query: not sent");
  const ord = await m.call("get_law_ordinance_links", { relation: "lnkLsOrd", lawId: "002118" });
  assert.deepEqual((ord.structuredContent as { rows: Row[] }).rows.map((x) => x.ordinanceSerial), [
    "2028113",
    "2075555",
  ]);
  const fromOrd = await m.call("get_linked_laws_from_ordinance", { query: "광진구" });
  assert.equal((fromOrd.structuredContent as { rows: Row[] }).rows[0].ordinanceSerial, "1941163");
  const org = await m.call("get_law_ordinance_links", { relation: "lnkOrg", org: "3040000" });
  assert.equal((org.structuredContent as { rows: Row[] }).rows[0].lawName, "지방공무원법");
  const zero = await m.call("get_law_ordinance_links", {
    relation: "lnkLsOrdJo",
    lawId: "009999",
  });
  assert.equal((zero.structuredContent as { total: number }).total, 0);
  assert.match(zero.text, /연계된 항목이 없습니다/);
  const bad = await m.call("get_law_ordinance_links", { relation: "lnkOrg" });
  assert.match(bad.text, /BAD_INPUT.*lnkOrg needs org/);
});

Deno.test("links: drlaw HTML table parsed into rows with per-region counts", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_ordinance_links", { relation: "drlaw" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    total: number;
    next?: unknown;
    stats: {
      ministry: string;
      lawName: string;
      article: string;
      articleDate?: string;
      upcoming: boolean;
      total: number;
      byRegion: Record<string, number>;
    }[];
  };
  assert.equal(s.total, 895);
  assert.equal(s.stats.length, 20);
  assert.deepEqual(s.stats[1], {
    ministry: "국토교통부",
    lawName: "건설기술 진흥법",
    article: "제79조(수수료)",
    articleDate: "20181231",
    upcoming: false,
    total: 15,
    byRegion: {
      서울: 1,
      부산: 1,
      대구: 1,
      인천: 1,
      광주: 1,
      대전: 1,
      세종: 1,
      울산: 1,
      경기: 1,
      강원: 1,
      충북: 1,
      충남: 1,
      전북: 1,
      전남: 0,
      경북: 1,
      경남: 1,
      제주: 0,
      교육청: 0,
    },
  });
  assert.equal(s.stats.filter((x) => x.upcoming).length >= 1, true);
  assert.deepEqual(s.next, {
    tool: "get_law_ordinance_links",
    arguments: { relation: "drlaw", page: 2 },
  });
  assert.match(r.text, /더 보기: get_law_ordinance_links \{"relation":"drlaw","page":2\}$/);
  assert.equal(m.replay.stats.last()?.query.type, "HTML");
});

Deno.test("ordinance_radar: from a parent law name — family, lnkLsOrdJo, ranked, honest about pages", async () => {
  await using m = await mcpHarness();
  const r = await m.call("ordinance_radar", { name: "건축법" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    parents: { lawId: string }[];
    rows: {
      serial: string;
      parentLawId: string;
      status: string;
      lagDays: number;
      links: string[];
      reason: string;
    }[];
    complete: boolean;
    notChecked: string[];
    meta: { upstreamCalls: number };
  };
  assert.deepEqual(s.parents.map((p) => p.lawId), ["001823", "002118", "006191"]);
  assert.equal(s.rows.length, 1);
  assert.equal(s.rows[0].serial, "2028113");
  assert.equal(s.rows[0].parentLawId, "002118");
  assert.equal(s.rows[0].status, "check", "parent's latest revision is 타법개정");
  assert.equal(s.rows[0].lagDays, 175);
  assert.equal(s.rows[0].links.length, 5);
  assert.match(s.rows[0].reason, /2025-10-01 타법개정된 뒤 이 조례는 개정되지 않았습니다/);
  assert.equal(s.complete, false);
  assert.match(
    s.notChecked.join("\n"),
    /건축법 시행령: 연계 조문 5520건 중 5건만 확인했습니다 \(2쪽까지\)/,
  );
  // The pointer to the rest names the same 100-row pages it read.
  assert.match(
    s.notChecked.join("\n"),
    /get_law_ordinance_links \{"relation":"lnkLsOrdJo","lawId":"002118","display":100,"page":3\}/,
  );
  assert.match(r.text, /본문: get_ordinance \{"mst":"2028113"\}/);
  assert.ok(s.meta.upstreamCalls <= 1 + 3 * 2, "bounded upstream calls");
  const miss = await m.call("ordinance_radar", { name: "없는법" });
  assert.ok(miss.isError);
  assert.match(miss.text, /NOT_FOUND/);
});

Deno.test("ordinance_radar: from one ordinance (peer arguments) — unresolved parents are reported", async () => {
  await using m = await mcpHarness();
  const r = await m.call("ordinance_radar", { ordinance: "1941163" });
  const peer = await m.call("ordinance_radar", { ordinSeq: "1941163" });
  assert.deepEqual(
    { ...peer.structuredContent as object, meta: 0 },
    { ...r.structuredContent as object, meta: 0 },
  );
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    mode: string;
    rows: unknown[];
    complete: boolean;
    notChecked: string[];
  };
  assert.equal(s.mode, "ordinance");
  assert.equal(s.rows.length, 0);
  assert.equal(s.complete, false);
  assert.match(
    s.notChecked.join("\n"),
    /「지방공무원법」: 이름이 일치하는 현행 법령을 찾지 못했습니다/,
  );
  const bad = await m.call("ordinance_radar", {});
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("radar judgement: review before check before ok, longest lag first", () => {
  const parent = {
    lawId: "1",
    name: "모법",
    promulgationDate: "20250101",
    revisionType: "일부개정",
  };
  const other = { ...parent, lawId: "2", revisionType: "타법개정" };
  const ord = (serial: string, d: string) => ({ serial, name: serial, promulgationDate: d });
  const rows = rank([
    judge(ord("new", "20250301"), parent, [], "20250601"),
    judge(ord("old-other", "20200101"), other, [], "20250601"),
    judge(ord("old", "20240101"), parent, [], "20250601"),
    judge(ord("older", "20230101"), parent, [], "20250601"),
    judge({ serial: "nodate", name: "nodate" }, parent, [], "20250601"),
  ]);
  assert.deepEqual(rows.map((r) => [r.serial, r.status]), [
    ["older", "review"],
    ["old", "review"],
    ["old-other", "check"],
    ["nodate", "unknown"],
    ["new", "ok"],
  ]);
});
