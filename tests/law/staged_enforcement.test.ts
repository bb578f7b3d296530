/**
 * 부칙 시행일 단서 (분리시행): the parser over real pass-5 bodies, and get_law_text labelling the
 * articles a 단서 dates apart, through MCP on the replay.
 */

import assert from "node:assert/strict";
import {
  readEnforcementDate,
  readStagedEnforcement,
  readTargets,
} from "../../lib/law/staged_enforcement.ts";
import { parseStatute } from "../../lib/parse/statute.ts";
import { stagedNotes } from "../../lib/tools/statutes/staged.ts";
import { mcpHarness } from "../_mcp.ts";

type Obj = Record<string, unknown>;
const body = (f: string) =>
  parseStatute(
    JSON.parse(Deno.readTextFileSync(new URL(`../fixtures/drf/law/pass5/${f}`, import.meta.url))),
    {},
  );
const ownSupplement = (s: ReturnType<typeof body>) =>
  s.supplements.find((x) => Number(x.promulgationNumber) === Number(s.info.promulgationNumber))!;

Deno.test("staged dates: the written forms read, 초일 불산입 for periods", () => {
  assert.equal(readEnforcementDate("2025년 7월 26일"), "20250726");
  assert.equal(readEnforcementDate("공포한 날", "20231229"), "20231229");
  // 해사안전기본법 (공포 2023.7.25): its 시행령 names the day "공포 후 2년" gives: 2025.7.26.
  assert.equal(readEnforcementDate("공포 후 2년이 경과한 날", "20230725"), "20250726");
  assert.equal(readEnforcementDate("공포 후 6개월이 경과한 날", "20230725"), "20240126");
  assert.equal(readEnforcementDate("공포 후 2년 6개월이 경과한 날", "20110309"), "20130910");
  assert.equal(readEnforcementDate("대통령령으로 정하는 날", "20230725"), undefined);
  assert.deepEqual(readTargets("제101조제3항 및 제4항"), [
    { article: "제101조", part: "제3항" },
    { article: "제101조", part: "제4항" },
  ]);
  assert.deepEqual(readTargets("제23조의2부터 제23조의4까지 및 별표 4"), [
    { article: "제23조의2", through: "제23조의4" },
    { annex: "별표 4" },
  ]);
  assert.equal(readTargets("법률 제9911호 국세기본법 일부개정법률 제21조"), undefined);
});

Deno.test("staged dates: real 부칙 — read, other acts' 부칙 refused, unread said", () => {
  const sea = ownSupplement(body("minsu_014483.json")); // 해상교통안전법
  const r = readStagedEnforcement(sea.text, sea.promulgationDate);
  assert.equal(r.clauses.length, 1);
  assert.equal(r.clauses[0].effectiveDate, "20240726");
  assert.deepEqual(r.clauses[0].targets.map((t) => t.article), ["제101조", "제101조"]);
  const pilot = ownSupplement(body("minsu_000054.json")); // 도선법: 제7조제2항 공포한 날
  const p = readStagedEnforcement(pilot.text, pilot.promulgationDate);
  assert.deepEqual(p.clauses.map((c) => [c.targets, c.effectiveDate]), [
    [[{ article: "제7조", part: "제2항" }], "20231229"],
  ]);
  // 전기사업법's own 부칙 is 정부조직법's: its 제19조… are that act's articles.
  const elec = ownSupplement(body("jk7013_001854_electricity-business-act.json"));
  const e = readStagedEnforcement(elec.text, elec.promulgationDate);
  assert.equal(e.clauses.length, 0);
  assert.match(e.unread[0], /^부칙\(정부조직법\).*다른 법률의 부칙/);
});

Deno.test("staged notes: 해상교통안전법 제101조 not yet in force between 2024.1.26 and 7.26", () => {
  const s = body("minsu_014483.json");
  const a101 = s.articles.filter((a) => a.label === "제101조");
  const before = stagedNotes(s, a101, "20240301").notes;
  assert.equal(before.length, 1);
  assert.equal(before[0].part, "제3항, 제4항");
  assert.equal(before[0].inForce, false);
  assert.deepEqual(before[0].previous, {
    tool: "get_law_text",
    arguments: { lawId: s.info.lawId, asOf: "20240125", articles: ["제101조"] },
  });
  // In force on the date asked: the 단서 says nothing about the wording (issue 29).
  assert.deepEqual(stagedNotes(s, a101, "20240726").notes, []);
  const other = s.articles.filter((a) => a.label === "제100조");
  assert.deepEqual(stagedNotes(s, other, "20240301").notes, []);
});

Deno.test("get_law_text: a 부칙 단서 in force on the date asked adds no note (해상교통안전법 제101조)", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_text", { lawId: "014483", articles: ["제101조", "제100조"] });
  assert.ok(!r.isError, r.text);
  assert.equal((r.structuredContent as Obj).staged, undefined);
  assert.doesNotMatch(r.text, /부칙 시행일 단서/);
  // 도선법's own 부칙 dates 제7조제2항 on the day of 공포; no other article is labelled.
  const p = await m.call("get_law_text", { lawId: "000054", articles: ["제6조"] });
  assert.equal((p.structuredContent as Obj).staged, undefined);
});

const civil = () =>
  parseStatute(
    JSON.parse(
      Deno.readTextFileSync(
        new URL(
          "../fixtures/drf/law/service_type-json_ID-001706_civil-act_20250131.json",
          import.meta.url,
        ),
      ),
    ),
    {},
  );

Deno.test("staged notes (민법, real 부칙): only the article a 단서 names, only before its date", () => {
  const s = civil();
  const pick = (label: string) => s.articles.filter((a) => a.label === label);
  // "제1004조의2의 개정규정 및 부칙 제4조는 2026년 1월 1일부터": read, 부칙 제4조 set aside
  // (it was listed unread before). The recording predates 제1004조의2 itself; 제1004조 is not it.
  const sup = s.supplements.find((x) => x.text.includes("제1004조의2의 개정규정"))!;
  const reading = readStagedEnforcement(sup.text, sup.promulgationDate);
  assert.deepEqual(reading.unread, []);
  assert.deepEqual(reading.clauses.map((c) => [c.targets, c.effectiveDate]), [
    [[{ article: "제1004조의2" }], "20260101"],
  ]);
  assert.deepEqual(stagedNotes(s, pick("제1004조"), "20251201"), { notes: [], unread: [] });
  // 제750조: the 단서 names another article; nothing is said, before or after its date.
  assert.deepEqual(stagedNotes(s, pick("제750조"), "20251201"), { notes: [], unread: [] });
  assert.deepEqual(stagedNotes(s, pick("제750조"), "20261205"), { notes: [], unread: [] });
});

Deno.test("get_law_text: 민법 제750조 and 건축법 제1조 end with no 부칙 note (issue 29)", async () => {
  await using m = await mcpHarness();
  for (const [lawId, article] of [["001706", "제750조"], ["001823", "제1조"]]) {
    const r = await m.call("get_law_text", { lawId, articles: [article] });
    assert.ok(!r.isError, r.text);
    assert.doesNotMatch(r.text, /부칙 시행일 단서|읽지 못한 단서|정부조직법|제1004조의2/, r.text);
    assert.equal((r.structuredContent as Obj).staged, undefined);
  }
});

Deno.test("staged notes: an unread 단서 is listed, clipped, only for the article it names (선원법 시행규칙)", () => {
  const s = body("minsu_007473.json");
  const pick = (label: string) => s.articles.filter((a) => a.label === label);
  // Asked before the version is in force: its 부칙 단서 may still matter. Item 1 dates
  // 제20조·제40조·제46조 by a treaty's entry into force, which this reader does not read.
  const on = "20000101";
  const a20 = stagedNotes(s, pick("제20조"), on).unread;
  assert.equal(a20.length, 1);
  assert.match(a20[0], /^1\. 제20조, 제40조, 제46조의 개정규정/);
  assert.ok(a20[0].length <= 80, a20[0]);
  // 제1조 is named by none of them: nothing is said.
  assert.deepEqual(stagedNotes(s, pick("제1조"), on), { notes: [], unread: [] });
});
