import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

Deno.test("search_institution_rules: the three targets through the peer names", async () => {
  await using m = await mcpHarness();
  const school = await m.call("search_school_rules", { query: "학칙" });
  assert.ok(!school.isError, school.text);
  const s = school.structuredContent as {
    institution: string;
    total: number;
    rows: { serial: string; classification?: string }[];
  };
  assert.equal(s.institution, "school");
  assert.equal(s.total, 57);
  assert.equal(s.rows[0].serial, "2200000075994");
  assert.equal(s.rows[0].classification, "학칙");
  assert.equal(m.replay.stats.last()?.target, "school");
  const pub = await m.call("search_public_corp_rules", { query: "공단" });
  const p = pub.structuredContent as { rows: { name: string }[]; next?: unknown };
  assert.deepEqual(
    p.rows.map((r) => r.name),
    ["서울교통공사 인사규정"],
    "a single hit is a bare object",
  );
  assert.equal(p.next, undefined);
  const pi = await m.call("search_public_institution_rules", { query: "규정" });
  assert.equal((pi.structuredContent as { total: number }).total, 230);
  assert.match(
    pi.text,
    /더 보기: search_institution_rules \{"institution":"pi","query":"규정","page":2\}/,
  );
  assert.match(pi.text, /본문: get_institution_rule \{"institution":"pi","id":"\d+"\}/);
  const zero = await m.call("search_institution_rules", { institution: "pi", query: "없는규정" });
  assert.equal((zero.structuredContent as { total: number }).total, 0);
  // `target` is an old name of `institution`.
  const old = await m.call("search_institution_rules", { target: "pi", query: "없는규정" });
  assert.deepEqual(
    { ...old.structuredContent as object, meta: 0 },
    { ...zero.structuredContent as object, meta: 0 },
  );
  const bad = await m.call("search_institution_rules", { institution: "college", query: "x" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT.*institution/);
});

Deno.test("get_institution_rule: school body by 일련번호; miss", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_school_rule_text", { id: "2200000075994" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    rule: { name: string; ruleId: string };
    blocks: string[];
    annexes: { label: string }[];
    supplements: { text: string }[];
  };
  assert.equal(s.rule.name, "서울대학교 학칙");
  assert.equal(s.rule.ruleId, "2055825");
  assert.equal(s.blocks.length, 3);
  assert.deepEqual(s.annexes.map((a) => a.label), ["별표 1"]);
  assert.match(s.supplements[0].text, /2025년 3월 1일부터 시행/);
  const one = await m.call("get_institution_rule", {
    institution: "school",
    id: "2200000075994",
    articles: ["제1조"],
  });
  assert.equal((one.structuredContent as { blocks: string[] }).blocks.length, 1);
  const miss = await m.call("get_institution_rule", { institution: "pi", id: "2400000054321" });
  assert.ok(miss.isError);
  assert.match(miss.text, /NOT_FOUND/);
});
